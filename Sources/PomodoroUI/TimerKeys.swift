import ComposableArchitecture
import PomodoroCore
import SwiftUI

import struct PomodoroTUI.TimerCommand
import enum PomodoroTUI.TimerKeyMap

/// The timer screen's keys, as SwiftUI's key presses: space triggers (start, pause, resume, the
/// break), `r` stops or skips, `t` sets the focus length (or, on a break ready, the break's),
/// `+` and `-` add or take a minute from the session under way, `n` names the task, `c` pets
/// the cat, `s` shows statistics and `q` quits; while the length is being typed, digits,
/// Backspace, Enter and Esc edit it (`t` cancels, `q` quits), and while the task is, its text
/// field takes what is typed and Enter and Esc reach these keys.
///
/// ```swift
/// view.onKeyPress { TimerKeys.handle($0, store: store) ? .handled : .ignored }
/// ```
enum TimerKeys {
  /// What the keys edit, if anything.
  enum Editing {
    case nothing, length, task
  }

  /// The command a key press asks for, whether or not it does something now.
  static func action(for press: KeyPress, editing: Editing) -> TimerCommand.Action? {
    guard press.modifiers.subtracting(.shift).isEmpty else { return nil }
    let key = press.key
    let character = press.key.character
    let isPrintable = !character.isASCII || (" "..."~").contains(character)
    if editing == .task {
      switch key {
      case .delete, .deleteForward: return .erase
      case .return: return .save
      case .escape: return .cancel
      default: return isPrintable ? .typeText : nil
      }
    }
    if editing == .length {
      switch key {
      case .delete, .deleteForward: return .erase
      case .return: return .save
      case .escape, "t": return .cancel
      case "q": return .quit
      default: return character.isASCII && character.isWholeNumber ? .typeDigit : nil
      }
    }
    switch key {
    case .space: return .trigger
    case "r": return .reset
    case "t": return .editLength
    case "+", "=": return .addMinute
    case "-": return .takeMinute
    case "n": return .editTask
    case "c": return .petCat
    case "s": return .stats
    case "q": return .quit
    default: return nil
    }
  }

  /// Sends the action for `press`; returns whether the key means something here.
  @MainActor
  static func handle(_ press: KeyPress, store: StoreOf<TimerFeature>) -> Bool {
    let state = store.state
    let editing: Editing =
      state.taskEditor != nil ? .task : state.durationEditor != nil ? .length : .nothing
    guard let action = action(for: press, editing: editing) else { return false }
    var available = TimerKeyMap.commands(for: state).map(\.action)
    // One hint, "+/- 1 min", stands for both keys.
    if available.contains(.addMinute) { available.append(.takeMinute) }
    // Erasing is not worth a hint; space in sleep wakes the cat on a new day.
    guard available.contains(action) || [.erase, .trigger, .typeText].contains(action) else {
      return false
    }
    switch action {
    case .typeDigit: store.send(.durationTyped(String(press.key.character)))
    case .typeText: store.send(.taskTyped(String(press.key.character)))
    default: TimerKeyMap.perform(action, store: store)
    }
    return true
  }
}
