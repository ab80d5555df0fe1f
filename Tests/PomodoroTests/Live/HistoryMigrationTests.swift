import Foundation
import GRDB
import LiveSupport
import PomodoroCore
import PomodoroLive
import Testing

/// Histories written by earlier versions open in this one, their sessions intact.
struct HistoryMigrationTests {
  /// A copy of `Tests/Fixtures/<name>` in `directory`, so that migrating it leaves the fixture
  /// as it was.
  static func fixture(_ name: String, in directory: URL) throws -> URL {
    let source = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appending(path: "Fixtures/\(name)")
    let copy = directory.appending(path: "pomodoro/history.sqlite")
    try FileManager.default.createDirectory(
      at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: source, to: copy)
    return copy
  }

  /// Made by the app of 2026-11-24 (schema v2): a finished focus session, a finished short
  /// break, a skipped focus session, and a focus session left running by a quit.
  @Test func aVersion2HistoryGainsPausesAndTasksAndKeepsItsSessions() throws {
    try withTemporaryDirectory { directory in
      let url = try Self.fixture("pomodoro-history-v2.sqlite", in: directory)
      let history = try HistoryDatabase(fileURL: url)
      let sessions = try history.allSessions()
      #expect(sessions.map(\.kind) == [.focus, .shortBreak, .focus, .focus])
      #expect(sessions.map(\.outcome) == [.finished, .finished, .skipped, .running])
      #expect(sessions.map(\.plannedSeconds) == [2, 1, 2, 600])
      #expect(sessions.map(\.actualSeconds) == [2, 1, 1, 1])
      #expect(sessions[0].id == UUID(uuidString: "70E99FEA-CC92-4046-9018-7E45B099FC95"))
      #expect(sessions[0].endDate == sessions[0].startDate.addingTimeInterval(2))
      #expect(
        sessions.allSatisfy { $0.pausedSeconds == 0 && $0.pauseDate == nil && $0.task == nil })
      #expect(try history.runningSession() == sessions[3])

      let queue = try DatabaseQueue(path: url.path)
      let version = try queue.read { try Int.fetchOne($0, sql: "PRAGMA user_version") }
      #expect(version == HistoryDatabase.formatVersion)
      try queue.close()

      // The new columns are written and read back.
      var running = sessions[3]
      running.pausedSeconds = 12.5
      running.pauseDate = running.startDate.addingTimeInterval(30)
      running.task = "Write report"
      try history.save(running)
      #expect(try history.runningSession() == running)
    }
  }

  @Test func openingForReadingMigratesAnOlderFileAndReadsTheCurrentOneWithoutWriting() throws {
    try withTemporaryDirectory { directory in
      #expect(
        try HistoryDatabase.openForReading(fileURL: directory.appending(path: "none.sqlite"))
          == nil)
      let url = try Self.fixture("pomodoro-history-v2.sqlite", in: directory)
      let migrated = try #require(try HistoryDatabase.openForReading(fileURL: url))
      #expect(try migrated.allSessions().count == 4)

      let before = try Data(contentsOf: url)
      let reader = try #require(try HistoryDatabase.openForReading(fileURL: url))
      #expect(try reader.runningSession()?.plannedSeconds == 600)
      #expect(
        try reader.finishedFocusCount(from: .distantPast, to: .distantFuture) == 1)
      #expect(try Data(contentsOf: url) == before)
    }
  }
}
