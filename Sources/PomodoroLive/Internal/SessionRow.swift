import Foundation
import GRDB
import PomodoroCore

/// A row of the `sessions` table, kept apart from `SessionRecord` so the core model stays free
/// of GRDB and the table can change shape without touching it.
struct SessionRow: FetchableRecord, PersistableRecord, Sendable {
  static let databaseTableName = "sessions"

  enum Columns {
    static let id = Column("id")
    static let kind = Column("kind")
    static let outcome = Column("outcome")
    static let startDate = Column("start_date")
    static let endDate = Column("end_date")
    static let plannedSeconds = Column("planned_seconds")
    static let actualSeconds = Column("actual_seconds")
    static let pausedSeconds = Column("paused_seconds")
    static let pauseDate = Column("pause_date")
    static let task = Column("task")
  }

  var id: String
  var kind: String
  var outcome: String
  var startDate: Double
  var endDate: Double?
  var plannedSeconds: Int
  var actualSeconds: Int
  var pausedSeconds: Double
  var pauseDate: Double?
  var task: String?

  init(_ record: SessionRecord) {
    id = record.id.uuidString
    kind = record.kind.rawValue
    outcome = record.outcome.rawValue
    startDate = record.startDate.timeIntervalSince1970
    endDate = record.endDate?.timeIntervalSince1970
    plannedSeconds = record.plannedSeconds
    actualSeconds = record.actualSeconds
    pausedSeconds = record.pausedSeconds
    pauseDate = record.pauseDate?.timeIntervalSince1970
    task = record.task
  }

  init(row: Row) throws {
    id = try row.decode(forColumn: Columns.id)
    kind = try row.decode(forColumn: Columns.kind)
    outcome = try row.decode(forColumn: Columns.outcome)
    startDate = try row.decode(forColumn: Columns.startDate)
    endDate = try row.decode(forColumn: Columns.endDate)
    plannedSeconds = try row.decode(forColumn: Columns.plannedSeconds)
    actualSeconds = try row.decode(forColumn: Columns.actualSeconds)
    pausedSeconds = try row.decode(forColumn: Columns.pausedSeconds)
    pauseDate = try row.decode(forColumn: Columns.pauseDate)
    task = try row.decode(forColumn: Columns.task)
  }

  func encode(to container: inout PersistenceContainer) throws {
    container[Columns.id] = id
    container[Columns.kind] = kind
    container[Columns.outcome] = outcome
    container[Columns.startDate] = startDate
    container[Columns.endDate] = endDate
    container[Columns.plannedSeconds] = plannedSeconds
    container[Columns.actualSeconds] = actualSeconds
    container[Columns.pausedSeconds] = pausedSeconds
    container[Columns.pauseDate] = pauseDate
    container[Columns.task] = task
  }

  /// The seconds a session may be planned or run: up to a year, far above the longest length
  /// (600 minutes) for older or hand-made rows, and far below what would overflow a sum.
  static let secondsRange = 0...31_536_000
  /// The longest pause kept, in seconds: a century.
  static let longestPause: Double = 3_153_600_000
  /// The dates kept, in seconds since 1970: up to the end of the year 9999.
  static let dateRange: ClosedRange<Double> = 0...253_402_300_799

  /// The model value, or an error naming the file when the row holds something the app never
  /// writes.
  func record(file: URL) throws -> SessionRecord {
    func corrupt(_ problem: String) -> PomodoroStorageError {
      .corrupt(file: file, reason: "session \"\(id)\" has \(problem)")
    }
    guard let uuid = UUID(uuidString: id) else { throw corrupt("an invalid id") }
    guard let kind = SessionRecord.Kind(rawValue: kind) else {
      throw corrupt("an unknown kind \"\(kind)\"")
    }
    guard let outcome = SessionRecord.Outcome(rawValue: outcome) else {
      throw corrupt("an unknown outcome \"\(outcome)\"")
    }
    guard startDate.isFinite else { throw corrupt("no valid start date") }
    guard pausedSeconds.isFinite, pauseDate?.isFinite ?? true else {
      throw corrupt("no valid pause times")
    }
    // Ranges around what the app writes: times up to a year, pauses up to a century, dates
    // from 1970 to 9999. Anything else would overflow a sum or a conversion to `Int`.
    for (name, value) in [("planned_seconds", plannedSeconds), ("actual_seconds", actualSeconds)]
    where !Self.secondsRange.contains(value) {
      throw corrupt(
        "\(name) \(value), outside \(Self.secondsRange.lowerBound) to "
          + "\(Self.secondsRange.upperBound)")
    }
    guard (0...Self.longestPause).contains(pausedSeconds) else {
      throw corrupt("paused_seconds \(pausedSeconds), outside 0 to \(Int(Self.longestPause))")
    }
    let dates: [(String, Double?)] = [
      ("a start", startDate), ("an end", endDate), ("a pause", pauseDate),
    ]
    for (name, date) in dates {
      if let date, !Self.dateRange.contains(date) {
        throw corrupt("\(name) date outside the years 1970 to 9999")
      }
    }
    return SessionRecord(
      id: uuid,
      kind: kind,
      outcome: outcome,
      startDate: Date(timeIntervalSince1970: startDate),
      endDate: endDate.map(Date.init(timeIntervalSince1970:)),
      plannedSeconds: plannedSeconds,
      actualSeconds: actualSeconds,
      pausedSeconds: pausedSeconds,
      pauseDate: pauseDate.map(Date.init(timeIntervalSince1970:)),
      task: task
    )
  }
}
