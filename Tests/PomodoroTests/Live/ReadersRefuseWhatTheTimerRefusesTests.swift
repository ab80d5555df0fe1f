import Foundation
import GRDB
import LiveSupport
import PomodoroCore
import PomodoroLive
import Testing

/// Finding 10 of issue 39: `pomodoro status`, `stats` and `history` read files that the timer
/// refuses. They now make the timer's checks — SQLite's quick check, the row checks — and say
/// the problem in words, leaving the file byte for byte as it was.
struct ReadersRefuseWhatTheTimerRefusesTests {
  let now = date(2026, 11, 22, 15, 0)

  func directories(_ root: URL) -> XDGDirectories {
    XDGDirectories(environment: [
      "HOME": root.path, "XDG_CONFIG_HOME": root.appending(path: "config").path,
      "XDG_DATA_HOME": root.appending(path: "data").path,
    ])
  }

  func historyFile(_ root: URL) -> URL {
    root.appending(path: "data/pomodoro/history.sqlite")
  }

  /// A history with today's finished focus session, and a free-page list (left by deleted
  /// rows) whose entries are then scribbled over: no query reads that list, so only SQLite's
  /// quick check finds the damage.
  func damagedFreeList(_ root: URL) throws -> Data {
    let url = historyFile(root)
    let history = try HistoryDatabase(fileURL: url)
    try history.insert(
      SessionRecord(
        kind: .focus, outcome: .finished, startDate: now.addingTimeInterval(-3600),
        endDate: now.addingTimeInterval(-2100), plannedSeconds: 1500, actualSeconds: 1500))
    let queue = try DatabaseQueue(path: url.path)
    try queue.write { db in
      try db.execute(sql: "CREATE TABLE scratch (text TEXT)")
      for _ in 0..<200 {
        try db.execute(
          sql: "INSERT INTO scratch VALUES (?)", arguments: [String(repeating: "x", count: 500)])
      }
    }
    try queue.write { db in try db.execute(sql: "DELETE FROM scratch") }
    try queue.close()
    var bytes = try Data(contentsOf: url)
    // The header's first free-list trunk page (offset 32), and its page size (offset 16).
    let trunk = bytes[32..<36].reduce(0) { $0 << 8 | Int($1) }
    let pageSize = bytes[16..<18].reduce(0) { $0 << 8 | Int($1) }
    #expect(trunk > 0)
    let entries = (trunk - 1) * pageSize + 8
    for index in entries..<(entries + 40) { bytes[index] = 0xFF }
    try bytes.write(to: url)
    return bytes
  }

  @Test func statusRefusesAHistoryThatFailsTheQuickCheckAsTheTimerDoes() throws {
    try withTemporaryDirectory { root in
      let bytes = try damagedFreeList(root)
      let timer = #expect(throws: PomodoroStorageError.self) {
        try PomodoroLaunch.open(directories: directories(root), now: now, calendar: utcCalendar())
      }
      guard case .corrupt(let file, _) = timer else {
        Issue.record("the timer: expected a damaged-file error, got \(String(describing: timer))")
        return
      }
      #expect(file == historyFile(root))

      let status = #expect(throws: PomodoroStorageError.self) {
        try TimerStatusReport.read(
          directories: directories(root), now: now, calendar: utcCalendar())
      }
      #expect(status == timer)
      #expect(status?.description.contains("is damaged: the SQLite integrity check failed") == true)
      #expect(try Data(contentsOf: historyFile(root)) == bytes)
    }
  }

  @Test func readingForHistoryRefusesTheSameDamage() throws {
    try withTemporaryDirectory { root in
      let bytes = try damagedFreeList(root)
      let error = #expect(throws: PomodoroStorageError.self) {
        try HistoryDatabase.openForReading(fileURL: historyFile(root))?.sessions(
          from: .distantPast, to: .distantFuture)
      }
      guard case .corrupt = error else {
        Issue.record("expected a damaged-file error, got \(String(describing: error))")
        return
      }
      #expect(try Data(contentsOf: historyFile(root)) == bytes)
    }
  }

  /// A finished focus session of today with a number the app never writes: the timer refuses
  /// the history (it reads today's rows at launch); `status` counted the row.
  @Test func statusRefusesTodaysRowsThatTheTimerRefuses() throws {
    try withTemporaryDirectory { root in
      let url = historyFile(root)
      let history = try HistoryDatabase(fileURL: url)
      let session = SessionRecord(
        kind: .focus, outcome: .finished, startDate: now.addingTimeInterval(-3600),
        endDate: now.addingTimeInterval(-2100), plannedSeconds: 1500, actualSeconds: 1500)
      try history.insert(session)
      let queue = try DatabaseQueue(path: url.path)
      try queue.write { db in try db.execute(sql: "UPDATE sessions SET actual_seconds = -5") }
      try queue.close()
      let bytes = try Data(contentsOf: url)
      let expected = PomodoroStorageError.corrupt(
        file: url,
        reason: "session \"\(session.id.uuidString)\" has actual_seconds -5, outside 0 to 31536000")

      #expect(throws: expected) {
        try PomodoroLaunch.open(directories: directories(root), now: now, calendar: utcCalendar())
      }
      #expect(throws: expected) {
        try TimerStatusReport.read(
          directories: directories(root), now: now, calendar: utcCalendar())
      }
      #expect(try Data(contentsOf: url) == bytes)
    }
  }

  /// A `timer_owner` row with a process id no process can have (or text): the timer and
  /// `status` crashed decoding it (GRDB's `Row` subscript traps); they now say so in words.
  @Test(arguments: ["99999999999", "'abc'"])
  func aTimerOwnerRowTheAppNeverWritesIsRefusedInWords(pid: String) throws {
    try withTemporaryDirectory { root in
      let url = historyFile(root)
      let history = try HistoryDatabase(fileURL: url)
      try history.insert(
        SessionRecord(kind: .focus, startDate: now.addingTimeInterval(-60), plannedSeconds: 1500))
      let queue = try DatabaseQueue(path: url.path)
      try queue.write { db in
        try db.execute(
          sql: """
            INSERT INTO timer_owner (id, host, pid, start_time, since)
            VALUES (1, 'elsewhere', \(pid), '1', 0)
            """)
      }
      try queue.close()
      let bytes = try Data(contentsOf: url)
      let value = pid == "'abc'" ? "\"abc\"" : pid
      let expected = PomodoroStorageError.corrupt(
        file: url, reason: "the timer_owner row has pid \(value), which no process has")

      #expect(throws: expected) {
        try PomodoroLaunch.open(directories: directories(root), now: now, calendar: utcCalendar())
      }
      #expect(throws: expected) {
        try TimerStatusReport.read(
          directories: directories(root), now: now, calendar: utcCalendar())
      }
      #expect(try Data(contentsOf: url) == bytes)
    }
  }

  /// A settings file far larger than any the app writes (a few hundred bytes) is refused in
  /// words before it is read whole: 200 MB took 230 MB of memory and a second, at every
  /// `status`.
  @Test func aSettingsFileTooLargeToBeOneIsRefusedInWords() throws {
    try withTemporaryDirectory { root in
      let store = SettingsStore(directories: directories(root))
      try FileManager.default.createDirectory(
        at: store.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
      let padding = String(repeating: " ", count: 2 * 1024 * 1024)
      let original = Data("{\"version\": 1, \"dailyGoal\": 4\(padding)}".utf8)
      try original.write(to: store.fileURL)
      let expected = PomodoroStorageError.unreadable(
        file: store.fileURL,
        reason: "it is larger than 1 MiB; pomodoro writes a few kilobytes at most")

      #expect(throws: expected) { try store.load() }
      #expect(throws: expected) {
        try TimerStatusReport.read(
          directories: directories(root), now: now, calendar: utcCalendar())
      }
      #expect(try Data(contentsOf: store.fileURL) == original)
    }
  }
}
