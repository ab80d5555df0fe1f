import Foundation
import GRDB
import LiveSupport
import PomodoroCore

extension HistoryDatabase {
  /// Makes `owner` the one process that runs the timer on this history, until it calls
  /// `releaseTimer(for:)` or stops running.
  ///
  /// The owner is recorded in the database, so every copy of the app sees it. A recorded
  /// owner that no longer runs (it crashed, or was killed) is taken over.
  ///
  /// ```swift
  /// try history.claimTimer(for: .current)
  /// defer { try? history.releaseTimer(for: .current) }
  /// ```
  /// - Parameters:
  ///   - dailyGoal: The goal the timer runs with, for `pomodoro status` (`runningTimerGoal()`).
  ///   - isRunning: Whether a recorded owner still runs; tests pass their own.
  /// - Returns: The owner taken over, when one was recorded but had gone.
  /// - Throws: `PomodoroStorageError.timerInUse` when another running process owns it.
  @discardableResult
  package func claimTimer(
    for owner: ProcessIdentity,
    now: Date = Date(),
    dailyGoal: Int? = nil,
    isRunning: @escaping @Sendable (ProcessIdentity) -> Bool = { $0.isRunning }
  ) throws -> ProcessIdentity? {
    let file = location
    return try write { db in
      let previous = try Self.timerOwner(db, file: file)
      if let previous, previous != owner, isRunning(previous) {
        throw PomodoroStorageError.timerInUse(file: file, pid: previous.pid, host: previous.host)
      }
      try db.execute(
        sql: """
          INSERT OR REPLACE INTO timer_owner (id, host, pid, start_time, since, daily_goal)
          VALUES (1, ?, ?, ?, ?, ?)
          """,
        arguments: [owner.host, owner.pid, owner.startTime, now.timeIntervalSince1970, dailyGoal])
      return previous == owner ? nil : previous
    }
  }

  /// Gives up the timer, if `owner` holds it.
  ///
  /// ```swift
  /// try history.releaseTimer(for: .current)
  /// ```
  package func releaseTimer(for owner: ProcessIdentity) throws {
    try write { db in
      try db.execute(
        sql: "DELETE FROM timer_owner WHERE host = ? AND pid = ? AND start_time = ?",
        arguments: [owner.host, owner.pid, owner.startTime])
    }
  }

  /// The process recorded as running the timer, if any (it may have gone since).
  ///
  /// ```swift
  /// if let owner = try history.timerOwner() { print(owner.pid) }
  /// ```
  package func timerOwner() throws -> ProcessIdentity? {
    let file = location
    return try read { db in try Self.timerOwner(db, file: file) }
  }

  /// The daily goal of the timer that runs on this history, if one runs and recorded it.
  ///
  /// ```swift
  /// let goal = try history.runningTimerGoal() ?? settings.dailyGoal
  /// ```
  package func runningTimerGoal() throws -> Int? {
    let file = location
    let recorded = try read { db -> (ProcessIdentity, Int)? in
      guard
        let row = try Row.fetchOne(
          db, sql: "SELECT host, pid, start_time, daily_goal FROM timer_owner"),
        // Checked conversion: the subscript traps on text or an out-of-range number.
        let goal = Int.fromDatabaseValue(row["daily_goal"]),
        // A goal out of range (a hand-edited row) is not the running app's: the saved one is.
        PomodoroSettings.dailyGoalRange.contains(goal)
      else { return nil }
      return (try Self.owner(row, file: file), goal)
    }
    guard let (owner, goal) = recorded, owner.isRunning else { return nil }
    return goal
  }

  private static func timerOwner(_ db: Database, file: URL) throws -> ProcessIdentity? {
    guard
      let row = try Row.fetchOne(db, sql: "SELECT host, pid, start_time FROM timer_owner")
    else { return nil }
    return try owner(row, file: file)
  }

  /// The process a `timer_owner` row names, or an error in words for a value the app never
  /// writes: `Row`'s subscript traps on a value it cannot convert (a pid of 99999999999
  /// crashed the timer and `status`).
  private static func owner(_ row: Row, file: URL) throws -> ProcessIdentity {
    func corrupt(_ column: String, _ problem: String) -> PomodoroStorageError {
      let value: DatabaseValue = row[column]
      return .corrupt(
        file: file, reason: "the timer_owner row has \(column) \(value), \(problem)")
    }
    guard let pid = Int32.fromDatabaseValue(row["pid"]), pid > 0 else {
      throw corrupt("pid", "which no process has")
    }
    guard let host = String.fromDatabaseValue(row["host"]) else {
      throw corrupt("host", "not a host name")
    }
    guard let startTime = String.fromDatabaseValue(row["start_time"]) else {
      throw corrupt("start_time", "not a start time")
    }
    return ProcessIdentity(host: host, pid: pid, startTime: startTime)
  }
}
