import Foundation
import GRDB
import LiveSupport
import PomodoroCore
import PomodoroLive
import Testing

struct HistoryDatabaseTests {
  let start = date(2026, 11, 18, 9)

  func focus(_ start: Date, outcome: SessionRecord.Outcome = .finished) -> SessionRecord {
    SessionRecord(
      kind: .focus, outcome: outcome, startDate: start,
      endDate: outcome == .running ? nil : start.addingTimeInterval(1500),
      plannedSeconds: 1500, actualSeconds: outcome == .running ? 0 : 1500)
  }

  @Test func createsTheFileInTheXDGDataDirectory() throws {
    try withTemporaryDirectory { directory in
      let directories = XDGDirectories(environment: ["XDG_DATA_HOME": directory.path])
      let history = try HistoryDatabase(directories: directories)
      let url = try #require(history.fileURL)
      #expect(url.path == directory.appending(path: "pomodoro/history.sqlite").path)
      #expect(FileManager.default.fileExists(atPath: url.path))
      #expect(try HistoryDatabase.inMemory().fileURL == nil)
      #expect(try history.allSessions().isEmpty)
    }
  }

  @Test func storesAndQueriesSessions() throws {
    let history = try HistoryDatabase.inMemory()
    let first = focus(start)
    let pause = SessionRecord(
      kind: .shortBreak, outcome: .skipped, startDate: start.addingTimeInterval(1500),
      endDate: start.addingTimeInterval(1700), plannedSeconds: 300, actualSeconds: 200)
    let nextDay = focus(date(2026, 11, 19, 9))
    try history.insert(nextDay)
    try history.insert(pause)
    try history.insert(first)

    #expect(try history.allSessions() == [first, pause, nextDay])
    #expect(
      try history.sessions(from: date(2026, 11, 18, 0), to: date(2026, 11, 19, 0)) == [
        first, pause,
      ])
    // The upper bound is excluded.
    #expect(try history.sessions(from: start, to: nextDay.startDate) == [first, pause])

    var edited = pause
    edited.actualSeconds = 250
    try history.update(edited)
    #expect(try history.allSessions()[1] == edited)
  }

  @Test func updatingAnUnknownSessionFails() throws {
    let history = try HistoryDatabase.inMemory()
    let stranger = focus(start)
    #expect(throws: PomodoroStorageError.sessionNotFound(id: stranger.id)) {
      try history.update(stranger)
    }
    try history.save(stranger)
    #expect(try history.allSessions() == [stranger])
  }

  @Test func endsTheRunningSession() throws {
    let history = try HistoryDatabase.inMemory()
    let running = focus(start, outcome: .running)
    try history.insert(running)
    #expect(try history.runningSession() == running)
    #expect(throws: PomodoroStorageError.self) {
      try history.endSession(id: running.id, outcome: .running, at: start, actualSeconds: 0)
    }

    let end = start.addingTimeInterval(1500)
    let ended = try history.endSession(
      id: running.id, outcome: .finished, at: end, actualSeconds: 1500)
    #expect(ended.outcome == .finished)
    #expect(ended.endDate == end)
    #expect(try history.runningSession() == nil)
    #expect(try history.allSessions() == [ended])

    #expect(throws: PomodoroStorageError.sessionNotRunning(id: running.id, outcome: .finished)) {
      try history.endSession(id: running.id, outcome: .abandoned, at: end, actualSeconds: 0)
    }
    let unknown = UUID()
    #expect(throws: PomodoroStorageError.sessionNotFound(id: unknown)) {
      try history.endSession(id: unknown, outcome: .abandoned, at: end, actualSeconds: 0)
    }
  }

  @Test func onlyOneSessionRunsAtATime() throws {
    let history = try HistoryDatabase.inMemory()
    let running = focus(start, outcome: .running)
    try history.insert(running)
    #expect(throws: PomodoroStorageError.anotherSessionRunning(id: running.id)) {
      try history.insert(focus(start.addingTimeInterval(60), outcome: .running))
    }
    #expect(throws: PomodoroStorageError.anotherSessionRunning(id: running.id)) {
      try history.save(focus(start.addingTimeInterval(60), outcome: .running))
    }
    // Saving progress of the running session itself is fine.
    var progressed = running
    progressed.actualSeconds = 300
    try history.update(progressed)
    #expect(try history.runningSession() == progressed)
  }

  @Test func runningSessionSurvivesReopening() throws {
    try withTemporaryDirectory { directory in
      let url = directory.appending(path: "history.sqlite")
      let running = focus(start, outcome: .running)
      do {
        let history = try HistoryDatabase(fileURL: url)
        try history.insert(running)
      }
      let reopened = try HistoryDatabase(fileURL: url)
      #expect(try reopened.runningSession() == running)
    }
  }

  @Test func recoversAYoungRunningSessionForResuming() throws {
    let history = try HistoryDatabase.inMemory()
    #expect(try history.recoverRunningSession(now: start, limit: .seconds(3600)) == .nothingRunning)

    var running = focus(start, outcome: .running)
    running.actualSeconds = 420
    try history.insert(running)
    let recovery = try history.recoverRunningSession(
      now: start.addingTimeInterval(600), limit: .seconds(3600))
    #expect(recovery == .resume(running))
    #expect(try history.runningSession() == running)
  }

  @Test func recordsAnOldRunningSessionAsAbandonedWithItsTimeCapped() throws {
    let history = try HistoryDatabase.inMemory()
    var running = focus(start, outcome: .running)
    running.actualSeconds = 99_999  // progress beyond the plan must not count
    try history.insert(running)

    let now = start.addingTimeInterval(6 * 3600)
    let recovery = try history.recoverRunningSession(now: now, limit: .seconds(3600))
    var expected = running
    expected.finish(.abandoned, at: start.addingTimeInterval(1500), actualSeconds: 1500)
    #expect(recovery == .abandoned(expected))
    #expect(try history.runningSession() == nil)
    #expect(try history.allSessions() == [expected])
  }

  @Test func abandonedSessionKeepsOnlyTheSavedProgress() throws {
    let history = try HistoryDatabase.inMemory()
    var running = focus(start, outcome: .running)
    running.actualSeconds = 600
    try history.insert(running)

    let recovery = try history.recoverRunningSession(
      now: start.addingTimeInterval(1200), limit: .seconds(900))
    guard case .abandoned(let session) = recovery else {
      Issue.record("expected the session to be abandoned, got \(recovery)")
      return
    }
    #expect(session.actualSeconds == 600)
    #expect(session.endDate == start.addingTimeInterval(1200))
  }

  @Test func garbageFileIsRefusedAndLeftUntouched() throws {
    try withTemporaryDirectory { directory in
      let url = directory.appending(path: "history.sqlite")
      let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) })
      try garbage.write(to: url)

      let error = #expect(throws: PomodoroStorageError.self) {
        try HistoryDatabase(fileURL: url)
      }
      #expect(error == .corrupt(file: url, reason: "it is not an SQLite database"))
      #expect(error?.description.contains(url.path) == true)
      #expect(try Data(contentsOf: url) == garbage)
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      #expect(leftovers == ["history.sqlite"])
    }
  }

  @Test func newerSchemaIsRefusedAndLeftUntouched() throws {
    try withTemporaryDirectory { directory in
      let url = directory.appending(path: "history.sqlite")
      do {
        _ = try HistoryDatabase(fileURL: url)
        // What a future version of the app would leave behind.
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
          try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99')")
          try db.execute(sql: "ALTER TABLE sessions ADD COLUMN tag TEXT")
        }
        try queue.close()
      }
      let before = try Data(contentsOf: url)

      #expect(throws: PomodoroStorageError.newerSchema(file: url, unknownMigrations: ["v99"])) {
        try HistoryDatabase(fileURL: url)
      }
      #expect(try Data(contentsOf: url) == before)
    }
  }

  /// Finding 3 of issue 39: a number outside its range is refused in words when read, rather
  /// than crashing `pomodoro stats` (an `actual_seconds` of Int.max overflowed its sum).
  @Test(arguments: [
    (
      "actual_seconds = 9223372036854775807",
      "actual_seconds 9223372036854775807, outside 0 to 31536000"
    ),
    ("planned_seconds = -5", "planned_seconds -5, outside 0 to 31536000"),
    ("paused_seconds = 1e300", "paused_seconds 1e+300, outside 0 to 3153600000"),
    ("start_date = 1e300", "a start date outside the years 1970 to 9999"),
  ])
  func numbersOutOfRangeInARowAreReportedInWords(update: String, problem: String) throws {
    try withTemporaryDirectory { directory in
      let url = directory.appending(path: "history.sqlite")
      let history = try HistoryDatabase(fileURL: url)
      let session = focus(start)
      try history.insert(session)
      let queue = try DatabaseQueue(path: url.path)
      try queue.write { db in try db.execute(sql: "UPDATE sessions SET \(update)") }
      try queue.close()

      #expect(
        throws: PomodoroStorageError.corrupt(
          file: url, reason: "session \"\(session.id.uuidString)\" has \(problem)")
      ) {
        try history.allSessions()
      }
    }
  }

  @Test func unknownValuesInARowAreReportedWithTheFile() throws {
    try withTemporaryDirectory { directory in
      let url = directory.appending(path: "history.sqlite")
      let history = try HistoryDatabase(fileURL: url)
      let session = focus(start)
      try history.insert(session)
      let queue = try DatabaseQueue(path: url.path)
      try queue.write { db in
        try db.execute(sql: "UPDATE sessions SET kind = 'nap'")
      }
      try queue.close()

      #expect(
        throws: PomodoroStorageError.corrupt(
          file: url, reason: "session \"\(session.id.uuidString)\" has an unknown kind \"nap\"")
      ) {
        try history.allSessions()
      }
    }
  }

  @Test func damagedPagesAreRefusedAndLeftUntouched() throws {
    try withTemporaryDirectory { directory in
      let url = directory.appending(path: "history.sqlite")
      do {
        let history = try HistoryDatabase(fileURL: url)
        for hour in 0..<24 {
          try history.insert(focus(start.addingTimeInterval(Double(hour) * 3600)))
        }
      }
      // Keep SQLite's header (so it still looks like a database) and scribble over the rest.
      var bytes = try Data(contentsOf: url)
      #expect(bytes.count > 4096)
      for index in 100..<bytes.count where index % 7 != 0 {
        bytes[index] = UInt8(truncatingIfNeeded: index &* 31)
      }
      try bytes.write(to: url)

      let error = #expect(throws: PomodoroStorageError.self) {
        try HistoryDatabase(fileURL: url)
      }
      guard case .corrupt(let file, _) = error else {
        Issue.record("expected a corrupt-file error, got \(String(describing: error))")
        return
      }
      #expect(file == url)
      #expect(try Data(contentsOf: url) == bytes)
    }
  }

  @Test func hotJournalLeftByACrashIsRolledBack() throws {
    try withTemporaryDirectory { directory in
      let original = directory.appending(path: "original.sqlite")
      let crashed = directory.appending(path: "crashed.sqlite")
      _ = try HistoryDatabase(fileURL: original)
      let queue = try DatabaseQueue(path: original.path)
      try queue.write { db in
        try db.execute(
          sql: """
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000)
            INSERT INTO sessions
              (id, kind, outcome, start_date, end_date, planned_seconds, actual_seconds)
            SELECT printf('00000000-0000-0000-0000-%012d', i), 'focus', 'finished', i, i + 60,
              60, 60
            FROM n
            """)
      }
      // A tiny cache makes the update spill into the file mid-transaction; copying the file
      // and its journal then is what a crash at that moment leaves behind.
      try queue.inDatabase { db in
        try db.execute(sql: "PRAGMA cache_size = 1")
        try db.execute(sql: "BEGIN IMMEDIATE")
        try db.execute(sql: "UPDATE sessions SET actual_seconds = 1")
        try FileManager.default.copyItem(at: original, to: crashed)
        try FileManager.default.copyItem(
          atPath: original.path + "-journal", toPath: crashed.path + "-journal")
        try db.execute(sql: "ROLLBACK")
      }
      try queue.close()

      let history = try HistoryDatabase(fileURL: crashed)
      let sessions = try history.allSessions()
      #expect(sessions.count == 2000)
      #expect(sessions.allSatisfy { $0.actualSeconds == 60 })
      #expect(!FileManager.default.fileExists(atPath: crashed.path + "-journal"))
    }
  }

  /// The file moved away under an open history (`mv`, a reset): saving says so in words, and
  /// works again once the file is back.
  @Test func aHistoryMovedAwayWhileOpenSaysSoAndSavesOnceItIsBack() throws {
    try withTemporaryDirectory { directory in
      let url = directory.appending(path: "pomodoro/history.sqlite")
      let history = try HistoryDatabase(fileURL: url)
      let session = focus(start, outcome: .running)
      try history.save(session)
      let aside = directory.appending(path: "history.sqlite.aside")
      try FileManager.default.moveItem(at: url, to: aside)
      var later = session
      later.actualSeconds = 60
      #expect(throws: PomodoroStorageError.moved(file: url)) { try history.save(later) }
      #expect(PomodoroStorageError.moved(file: url).description.contains("was moved or deleted"))
      try FileManager.default.moveItem(at: aside, to: url)
      try history.save(later)
      #expect(try history.runningSession()?.actualSeconds == 60)
    }
  }
}
