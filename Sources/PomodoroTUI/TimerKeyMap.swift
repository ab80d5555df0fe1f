import ComposableArchitecture
import PomodoroCore
import TerminalUI

/// The timer screen's keys: space triggers, `r` resets, `t` sets the length, `c` taps the cat,
/// `s` shows statistics and `q` quits; while the length is being typed, digits, Backspace,
/// Enter and Esc edit it.
///
/// ```swift
/// view.onKeyPress { TimerKeyMap.handle($0, store: store) }
/// ```
public enum TimerKeyMap {
  /// Sends the action for `press`; returns whether the key means something here.
  @MainActor
  public static func handle(_ press: KeyPress, store: StoreOf<TimerFeature>) -> Bool {
    guard press.modifiers.isEmpty || press.modifiers == .shift else { return false }
    if let editor = store.state.durationEditor {
      switch press.key {
      case .character(let character) where character.isWholeNumber:
        store.send(.durationEdited(editor + String(character)))
      case .backspace, .delete:
        store.send(.durationEdited(String(editor.dropLast())))
      case .enter:
        store.send(.durationCommitted)
      case .escape, .character("t"):
        store.send(.durationCancelled)
      case .character("q"):
        TerminalApp.quit()
      default:
        return false
      }
      return true
    }
    switch press.key {
    case .character(" "):
      // A key has no separate press: the feedback and the tap come together.
      store.send(.interaction(.triggerWillTap))
      store.send(.interaction(.triggerTapped))
    case .character("r"): store.send(.interaction(.resetTapped))
    case .character("t"): store.send(.interaction(.timerFieldTapped))
    case .character("c"): store.send(.interaction(.catTapped))
    case .character("s"): store.send(.statsTapped)
    case .character("q"): TerminalApp.quit()
    default: return false
    }
    return true
  }
}
