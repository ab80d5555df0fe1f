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
    actualSeconds: Int = 0
  ) {
    self.id = id
    self.kind = kind
    self.outcome = outcome
    self.startDate = startDate
    self.endDate = endDate
    self.plannedSeconds = plannedSeconds
    self.actualSeconds = actualSeconds
  }

  /// Whether the session is still in progress.
  public var isRunning: Bool { outcome == .running }

  /// Ends the session with the given outcome.
  ///
  /// ```swift
  /// session.finish(.skipped, at: .now, actualSeconds: 600)
  /// ```
  public mutating func finish(_ outcome: Outcome, at endDate: Date, actualSeconds: Int) {
    self.outcome = outcome
    self.endDate = endDate
    self.actualSeconds = actualSeconds
  }
}
