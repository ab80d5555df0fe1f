import ComposableArchitecture
import PomodoroCore
import TerminalUI

/// The timer screen's commands: which keys work in a state, what the hint line calls them,
/// and what each does (the SwiftUI screen's key presses and clicks both come here).
///
/// ```swift
/// TimerKeyMap.perform(.trigger, store: store)
/// ```
public enum TimerKeyMap {
  /// The keys that do something in `state`, in the order the hint line shows them.
  public static func commands(for state: TimerFeature.State) -> [TimerCommand] {
    if state.taskEditor != nil {
      return [TimerCommand("Enter", "save", .save), TimerCommand("Esc", "cancel", .cancel)]
    }
    if state.durationEditor != nil {
      return [
        TimerCommand("0-9", "minutes", .typeDigit), TimerCommand("Enter", "save", .save),
        TimerCommand("Esc", "cancel", .cancel), TimerCommand("q", "quit", .quit),
      ]
    }
    var commands: [TimerCommand] = []
    if let title = triggerTitle(state) { commands.append(TimerCommand("space", title, .trigger)) }
    if let title = resetTitle(state) {
      commands.append(TimerCommand("r", title, .reset))
    }
    if state.timerStatus == .standBy || state.timerStatus == .breakStandBy {
      commands.append(TimerCommand("t", "length", .editLength))
    }
    if [.focus, .pause, .breakTime].contains(state.timerStatus) {
      commands.append(TimerCommand("+/-", "1 min", .addMinute))
    }
    commands.append(TimerCommand("n", "task", .editTask))
    commands.append(TimerCommand("c", "pet cat", .petCat))
    commands.append(TimerCommand("s", state.isShowingStats ? "hide stats" : "stats", .stats))
    commands.append(TimerCommand("q", "quit", .quit))
    commands.append(TimerCommand("?", "keys", .help))
    return commands
  }

  /// `commands(for:)` without the hints a small screen does without (their keys still work):
  /// `+/-`, `?`, and `t` on a break ready.
  public static func essentialCommands(for state: TimerFeature.State) -> [TimerCommand] {
    commands(for: state).filter {
      $0.action != .addMinute && $0.action != .help
        && !($0.action == .editLength && state.timerStatus == .breakStandBy)
    }
  }

  /// What space does in `state`, `nil` where it does nothing.
  static func triggerTitle(_ state: TimerFeature.State) -> String? {
    switch state.timerStatus {
    case .standBy: state.count > 0 ? "start" : nil
    case .focus: "pause"
    case .pause: "resume"
    case .completed: "skip break"
    case .breakStandBy: "start break"
    case .breakTime: "pause"
    // Asleep until the next day (then space wakes the cat, as `r` does at once).
    case .sleep: nil
    }
  }

  /// What `r` does in `state`, `nil` where it would only repeat another key or do nothing.
  static func resetTitle(_ state: TimerFeature.State) -> String? {
    switch state.timerStatus {
    case .focus: "stop"
    case .pause: state.isPausedBreak ? "end break" : "stop"
    case .breakTime: "end break"
    case .breakStandBy: "skip break"
    case .sleep: "wake cat"
    case .standBy, .completed: nil
    }
  }

  /// Does what `action` says, as a key press or a click would.
  @MainActor
  public static func perform(_ action: TimerCommand.Action, store: StoreOf<TimerFeature>) {
    switch action {
    case .trigger:
      // A key has no separate press, so no `triggerWillTap` (a mouse button's press sends it):
      // one key, one action.
      store.send(.interaction(.triggerTapped))
    case .reset: store.send(.interaction(.resetTapped))
    case .editLength: store.send(.interaction(.timerFieldTapped))
    case .addMinute: store.send(.minuteAdded)
    case .takeMinute: store.send(.minuteTaken)
    case .editTask: store.send(.taskTapped)
    case .petCat: store.send(.interaction(.catTapped))
    case .stats: store.send(.statsTapped)
    case .quit: TerminalApp.quit()
    // `?` reaches the screen's key help, which opens the list.
    case .typeDigit, .typeText, .help: break
    case .erase:
      store.send(store.state.taskEditor != nil ? .taskDeletedBackward : .durationDeletedBackward)
    case .save: store.send(store.state.taskEditor != nil ? .taskCommitted : .durationCommitted)
    case .cancel: store.send(store.state.taskEditor != nil ? .taskCancelled : .durationCancelled)
    }
  }
}
