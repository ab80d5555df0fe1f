import PomodoroCore
import TerminalUI

/// A key that does something on the timer screen now, and the words that say what.
///
/// The key map, the buttons and the hint line are all made from ``TimerKeyMap/commands(for:)``,
/// so what the screen says a key does is what it does in the current status.
///
/// ```swift
/// TimerKeyMap.commands(for: state).map { "\($0.keyName) \($0.title)" }
/// // ["space pause", "r stop", "c pet cat", "s stats", "q quit"]
/// ```
public struct TimerCommand: Equatable, Sendable {
  /// What a command does.
  public enum Action: Hashable, Sendable {
    case trigger, reset, editLength, editTask, petCat, stats, quit
    /// `?`: the list of keys (opened by the screen's key help, not by the key map).
    case help
    /// `+` (the hint's) and `-`: a minute more or less for the session under way.
    case addMinute, takeMinute
    case typeDigit, typeText, erase, save, cancel
  }

  /// The key as the hint line names it: "space", "r", "Enter".
  public var keyName: String
  /// What the key does now, in a word or two: "pause", "skip break".
  public var title: String
  public var action: Action

  public init(_ keyName: String, _ title: String, _ action: Action) {
    self.keyName = keyName
    self.title = title
    self.action = action
  }

  /// The title with a capital, for a button: "Skip break".
  public var buttonTitle: String { title.prefix(1).uppercased() + title.dropFirst() }
}
