import Foundation

/// Something that happened to the timer, for the user's hook commands (`--on-event CMD`):
/// given to each command in its environment.
///
/// ```swift
/// let event = HookEvent(name: .focusFinished, phase: .focus, task: "Write report",
///   remainingSeconds: 0, sessionID: id)
/// event.environment["POMODORO_EVENT"]  // "focus-finished"
/// ```
public struct HookEvent: Equatable, Sendable {
  /// The events, as `POMODORO_EVENT` names them.
  public enum Name: String, Equatable, Sendable, CaseIterable {
    case focusStarted = "focus-started"
    case focusPaused = "focus-paused"
    case focusResumed = "focus-resumed"
    case focusFinished = "focus-finished"
    case focusSkipped = "focus-skipped"
    case breakStarted = "break-started"
    case breakPaused = "break-paused"
    case breakResumed = "break-resumed"
    case breakFinished = "break-finished"
    case breakSkipped = "break-skipped"
  }

  public var name: Name
  /// The session's kind: `focus`, `short-break` or `long-break`.
  public var phase: String
  public var task: String?
  /// The seconds left in the session when the event happened.
  public var remainingSeconds: Int
  /// The session's id in the history (`pomodoro history`); `nil` for a break skipped before
  /// it started.
  public var sessionID: UUID?

  public init(
    name: Name, phase: String, task: String?, remainingSeconds: Int, sessionID: UUID?
  ) {
    self.name = name
    self.phase = phase
    self.task = task
    self.remainingSeconds = remainingSeconds
    self.sessionID = sessionID
  }

  /// The phase name of a session kind.
  public static func phase(of kind: SessionRecord.Kind) -> String {
    switch kind {
    case .focus: "focus"
    case .shortBreak: "short-break"
    case .longBreak: "long-break"
    }
  }

  /// The variables a hook command gets: `POMODORO_EVENT`, `POMODORO_PHASE`, `POMODORO_TASK`
  /// (empty without a task), `POMODORO_REMAINING` (seconds) and `POMODORO_SESSION_ID`.
  public var environment: [String: String] {
    [
      "POMODORO_EVENT": name.rawValue,
      "POMODORO_PHASE": phase,
      "POMODORO_TASK": task ?? "",
      "POMODORO_REMAINING": String(remainingSeconds),
      "POMODORO_SESSION_ID": sessionID?.uuidString ?? "",
    ]
  }
}

/// A hook command that failed (it could not start, exited with an error, or ran too long).
public struct HookFailure: Equatable, Sendable {
  public var command: String
  /// Why, in words: "exit status 2", "still running after 10 seconds (stopped)".
  public var reason: String

  public init(command: String, reason: String) {
    self.command = command
    self.reason = reason
  }
}
