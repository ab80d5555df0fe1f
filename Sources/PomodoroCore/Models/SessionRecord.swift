import Foundation

/// One focus session or break, as kept in the history.
///
/// ```swift
/// var session = SessionRecord(kind: .focus, startDate: now, plannedSeconds: 25 * 60)
/// // … 25 minutes later
/// session.finish(.finished, at: later, actualSeconds: 25 * 60)
/// ```
public struct SessionRecord: Sendable, Equatable, Hashable, Codable, Identifiable {
  /// What the session was for.
  public enum Kind: String, Sendable, Equatable, Hashable, Codable, CaseIterable {
    case focus
    case shortBreak
    case longBreak

    /// The kind for people: "focus", "short break", "long break".
    public var words: String {
      switch self {
      case .focus: "focus"
      case .shortBreak: "short break"
      case .longBreak: "long break"
      }
    }
  }

  /// How the session ended, or `running` while it has not.
  public enum Outcome: String, Sendable, Equatable, Hashable, Codable, CaseIterable {
    /// The timer ran to zero.
    case finished
    /// The user ended the session early on purpose.
    case skipped
    /// The session stopped without the user ending it (reset, quit, crash).
    case abandoned
    /// The session is in progress (or was when the app last saved it).
    case running
  }

  public var id: UUID
  public var kind: Kind
  public var outcome: Outcome
  /// When the session started.
  public var startDate: Date
  /// When the session ended; `nil` while it is running.
  public var endDate: Date?
  /// The length the timer was set to, in seconds.
  public var plannedSeconds: Int
  /// The time the timer actually ran, pauses excluded, in seconds; for a focus session this is
  /// the focus time. While running it holds the last saved progress.
  public var actualSeconds: Int
  /// The seconds the session spent paused, not counting a pause in progress.
  public var pausedSeconds: Double
  /// When the pause in progress began; `nil` while the session counts down or once it ended.
  public var pauseDate: Date?
  /// What the session was for ("Write report"), if the user said.
  public var task: String?

  /// Creates a record; by default a new running session with no progress yet.
  ///
  /// ```swift
  /// let running = SessionRecord(kind: .shortBreak, startDate: .now, plannedSeconds: 300)
  /// ```
  public init(
    id: UUID = UUID(),
    kind: Kind,
    outcome: Outcome = .running,
    startDate: Date,
    endDate: Date? = nil,
    plannedSeconds: Int,
    actualSeconds: Int = 0,
    pausedSeconds: Double = 0,
    pauseDate: Date? = nil,
    task: String? = nil
  ) {
    self.id = id
    self.kind = kind
    self.outcome = outcome
    self.startDate = startDate
    self.endDate = endDate
    self.plannedSeconds = plannedSeconds
    self.actualSeconds = actualSeconds
    self.pausedSeconds = pausedSeconds
    self.pauseDate = pauseDate
    self.task = task
  }

  /// Whether the session is still in progress.
  public var isRunning: Bool { outcome == .running }

  /// Whether the session is in progress but paused.
  public var isPaused: Bool { isRunning && pauseDate != nil }

  /// The seconds the session has run at `now`, pauses excluded: the time since its start less
  /// the pauses, including a pause in progress.
  ///
  /// ```swift
  /// let remaining = Double(session.plannedSeconds) - session.elapsedSeconds(at: .now)
  /// ```
  public func elapsedSeconds(at now: Date) -> Double {
    let ongoingPause = pauseDate.map { max(0, now.timeIntervalSince($0)) } ?? 0
    return max(0, now.timeIntervalSince(startDate) - pausedSeconds - ongoingPause)
  }

  /// The seconds left at `now`, rounded up as the timer's clock shows them.
  ///
  /// ```swift
  /// let remaining = session.remainingSeconds(at: .now)  // 1500 at the start of a focus
  /// ```
  public func remainingSeconds(at now: Date) -> Int {
    max(0, Int((Double(plannedSeconds) - elapsedSeconds(at: now)).rounded(.up)))
  }

  /// Ends the session with the given outcome; a pause in progress counts as paused time.
  ///
  /// ```swift
  /// session.finish(.skipped, at: .now, actualSeconds: 600)
  /// ```
  public mutating func finish(_ outcome: Outcome, at endDate: Date, actualSeconds: Int) {
    self.outcome = outcome
    self.endDate = endDate
    self.actualSeconds = actualSeconds
    if let pauseDate {
      pausedSeconds += max(0, endDate.timeIntervalSince(pauseDate))
      self.pauseDate = nil
    }
  }
}
