import Foundation

/// What `pomodoro status` says: the session in progress (running or paused) with its remaining
/// time, or idle, and today's finished focus sessions against the goal.
///
/// It is worked out from what the history stores, so it is right in any process: the app
/// saves each session with its pauses when it starts, pauses, resumes and ends.
///
/// ```swift
/// let report = TimerStatusReport(
///   session: try history.runningSession(), appIsRunning: true, finishedToday: 3,
///   dailyGoal: 8, now: .now)
/// print(try report.line(format: TimerStatusReport.defaultFormat))  // "focus 12:34 3/8"
/// ```
public struct TimerStatusReport: Sendable, Equatable {
  /// Whether a session counts down, waits paused, or none is under way.
  public enum State: String, Sendable, Equatable, CaseIterable {
    case running, paused, idle
  }

  /// The line printed without `--format`.
  public static let defaultFormat = "{phase} {remaining} {paused} {task} {done}/{goal}"

  /// The placeholders `line(format:)` knows, with what they stand for (for `--help`).
  public static let placeholders: [(name: String, meaning: String)] = [
    ("phase", "focus, short break, long break or idle"),
    ("remaining", "the time left, as 12:34 (empty when idle)"),
    ("paused", "\"paused\" while paused, else empty"),
    ("state", "running, paused or idle"),
    ("task", "the session's task (empty when none)"),
    ("done", "focus sessions finished today"),
    ("goal", "the daily goal (empty with no goal, and a / before it goes too)"),
  ]

  public var state: State
  /// The session under way; `nil` when idle.
  public var session: SessionRecord?
  /// The seconds left in `session` (0 when idle).
  public var remainingSeconds: Int
  /// Focus sessions finished today.
  public var finishedToday: Int
  /// The number of focus sessions the user aims for each day.
  public var dailyGoal: Int

  /// The report for the session the history stores as running, if any.
  ///
  /// - Parameters:
  ///   - session: The running session in the history.
  ///   - appIsRunning: Whether the app that runs the timer is still there. Without it a focus
  ///     session is paused where it was last saved (the next launch resumes it from there) and
  ///     a break is over (the next launch does not resume breaks).
  ///   - finishedToday: Focus sessions finished today.
  ///   - dailyGoal: The day's goal.
  ///   - now: The time to count the remaining seconds at.
  public init(
    session: SessionRecord?, appIsRunning: Bool, finishedToday: Int, dailyGoal: Int, now: Date
  ) {
    self.finishedToday = finishedToday
    self.dailyGoal = dailyGoal
    guard let session, session.isRunning, appIsRunning || session.kind == .focus else {
      self.state = .idle
      self.session = nil
      self.remainingSeconds = 0
      return
    }
    self.session = session
    if !appIsRunning {
      state = .paused
      remainingSeconds = max(0, session.plannedSeconds - max(0, session.actualSeconds))
    } else {
      state = session.isPaused ? .paused : .running
      remainingSeconds = session.remainingSeconds(at: now)
    }
  }

  /// The phase's name: `focus`, `short break`, `long break`, or `idle`.
  public var phase: String {
    session?.kind.words ?? "idle"
  }

  /// The remaining time as the clock shows it (`12:34`, `1:02:03` from an hour), or an empty
  /// string when idle.
  public var remaining: String {
    guard state != .idle else { return "" }
    let hours = remainingSeconds / 3600
    let minutes = remainingSeconds / 60 % 60
    let seconds = remainingSeconds % 60
    return hours > 0
      ? String(format: "%d:%02d:%02d", hours, minutes, seconds)
      : String(format: "%02d:%02d", minutes, seconds)
  }

  /// `format` with each `{placeholder}` replaced. Runs of spaces that empty placeholders leave
  /// are collapsed, and the line is trimmed.
  ///
  /// ```swift
  /// try report.line(format: "🍅 {remaining} {task}")
  /// ```
  /// - Throws: `UnknownPlaceholder` for a `{name}` not in `placeholders`.
  public func line(format: String) throws -> String {
    var output = ""
    var rest = Substring(format)
    while let open = rest.firstIndex(of: "{"),
      let close = rest[open...].firstIndex(of: "}")
    {
      output += rest[..<open]
      let name = String(rest[rest.index(after: open)..<close])
      guard let value = value(of: name) else { throw UnknownPlaceholder(name: name) }
      // Without a goal, "{done}/{goal}" is the count alone: "11", not "11/0".
      if name == "goal" && value.isEmpty && output.hasSuffix("/") { output.removeLast() }
      output += value
      rest = rest[rest.index(after: close)...]
    }
    output += rest
    return output.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
  }

  /// A `{name}` in a format that is not a known placeholder.
  public struct UnknownPlaceholder: Error, Equatable, CustomStringConvertible {
    public var name: String

    public init(name: String) { self.name = name }

    public var description: String {
      "Unknown placeholder {\(name)} in the format; known: "
        + TimerStatusReport.placeholders.map { "{\($0.name)}" }.joined(separator: " ") + "."
    }
  }

  private func value(of placeholder: String) -> String? {
    switch placeholder {
    case "phase": phase
    case "remaining": remaining
    case "paused": state == .paused ? "paused" : ""
    case "state": state.rawValue
    case "task": (session?.task ?? "").escapingControlCharacters
    case "done": String(finishedToday)
    case "goal": dailyGoal > 0 ? String(dailyGoal) : ""
    default: nil
    }
  }

  /// The report as one line of JSON with sorted keys, for scripts and for a waybar custom
  /// module (`text`, `tooltip`, `class` and `alt` are the keys waybar reads).
  ///
  /// ```swift
  /// print(try report.json(text: report.line(format: TimerStatusReport.defaultFormat)))
  /// ```
  public func json(text: String) throws -> String {
    let body = JSONBody(
      state: state.rawValue, phase: phase, remaining: remaining,
      remainingSeconds: remainingSeconds, sessionId: session?.id.uuidString, task: session?.task,
      done: finishedToday, goal: dailyGoal, text: text,
      tooltip: dailyGoal > 0
        ? "\(finishedToday) of \(dailyGoal) focus sessions today"
        : "\(finishedToday) focus session\(finishedToday == 1 ? "" : "s") today",
      class: state.rawValue, alt: phase.replacingOccurrences(of: " ", with: "-"))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(body), as: UTF8.self)
      .escapingControlCharactersForJSON
  }
}

/// The JSON shape; its keys are a public contract for scripts. Missing values are `null`.
private struct JSONBody: Encodable {
  var state: String
  var phase: String
  var remaining: String
  var remainingSeconds: Int
  var sessionId: String?
  var task: String?
  var done: Int
  var goal: Int
  var text: String
  var tooltip: String
  var `class`: String
  var alt: String

  private enum CodingKeys: String, CodingKey {
    case state, phase, remaining, remainingSeconds, sessionId, task, done, goal, text, tooltip
    case `class`, alt
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(state, forKey: .state)
    try container.encode(phase, forKey: .phase)
    try container.encode(remaining, forKey: .remaining)
    try container.encode(remainingSeconds, forKey: .remainingSeconds)
    try container.encode(sessionId, forKey: .sessionId)
    try container.encode(task, forKey: .task)
    try container.encode(done, forKey: .done)
    try container.encode(goal, forKey: .goal)
    try container.encode(text, forKey: .text)
    try container.encode(tooltip, forKey: .tooltip)
    try container.encode(`class`, forKey: .class)
    try container.encode(alt, forKey: .alt)
  }
}
