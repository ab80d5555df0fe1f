import Foundation
import GRDB
import LiveSupport
import PomodoroCore
import PomodoroLive
import Testing

/// One history used by several processes: who runs the timer, stale writers, newer formats.
struct HistoryDatabaseSharingTests {
  let start = date(2026, 11, 18, 9)
  let first = ProcessIdentity(host: "here", pid: 100, startTime: "1")
  let second = ProcessIdentity(host: "here", pid: 200, startTime: "2")

  @Test func aStaleSaveNeverRewritesAnEndedSession() throws {
    let history = try HistoryDatabase.inMemory()
    var running = SessionRecord(kind: .focus, startDate: start, plannedSeconds: 1500)
    try history.save(running)
    var finished = running
    finished.finish(.finished, at: start.addingTimeInterval(1500), actualSeconds: 1500)
    try history.save(finished)

    // Progress saved earlier (by another process, or an effect that ran late) arrives now.
    running.actualSeconds = 1495
    try history.save(running)
    #expect(try history.allSessions() == [finished])
    var skipped = finished
    skipped.finish(.skipped, at: start.addingTimeInterval(1400), actualSeconds: 1400)
    try history.save(skipped)
    #expect(try history.allSessions() == [finished])
    #expect(try history.runningSession() == nil)
  }

  @Test func oneProcessRunsTheTimerUntilItReleasesIt() throws {
    let history = try HistoryDatabase.inMemory()
    #expect(try history.claimTimer(for: first, isRunning: { _ in true }) == nil)
    #expect(try history.timerOwner() == first)
    // Claiming again is harmless for the owner, refused for anyone else while it runs.
    #expect(try history.claimTimer(for: first, isRunning: { _ in true }) == nil)
    #expect(
      throws: PomodoroStorageError.timerInUse(
        file: URL(filePath: "/:memory:"), pid: 100, host: "here")
    ) {
      try history.claimTimer(for: second, isRunning: { _ in true })
    }
    // Releasing by someone else changes nothing.
    try history.releaseTimer(for: second)
    #expect(try history.timerOwner() == first)
    try history.releaseTimer(for: first)
    #expect(try history.timerOwner() == nil)
    #expect(try history.claimTimer(for: second, isRunning: { _ in true }) == nil)
    #expect(try history.timerOwner() == second)
  }

  @Test func anOwnerThatIsGoneIsTakenOver() throws {
    let history = try HistoryDatabase.inMemory()
    try history.claimTimer(for: first, isRunning: { _ in true })
    let taken = try history.claimTimer(
      for: second, isRunning: { $0 != ProcessIdentity(host: "here", pid: 100, startTime: "1") })
    #expect(taken == first)
    #expect(try history.timerOwner() == second)
  }

  @Test func processIdentityTellsARunningProcessFromAFinishedOne() throws {
    let me = ProcessIdentity.current
    #expect(me.isRunning)
    #expect(!me.startTime.isEmpty)
    // The same pid with another start time is a later process that reused the id.
    var reused = me
    reused.startTime = "0"
    #expect(!reused.isRunning)

    let child = Process()
    child.executableURL = URL(filePath: "/bin/true")
    try child.run()
    child.waitUntilExit()
    let finished = ProcessIdentity(host: me.host, pid: child.processIdentifier, startTime: "1")
    #expect(!finished.isRunning)
    // Another host's process cannot be checked, so it counts as running.
    #expect(ProcessIdentity(host: me.host + "-elsewhere", pid: 1, startTime: "1").isRunning)
  }

  @Test func aNewerUserVersionIsRefusedAndLeftUntouched() throws {
    try withTemporaryDirectory { directory in
      let url = directory.appending(path: "history.sqlite")
      do {
        _ = try HistoryDatabase(fileURL: url)
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in try db.execute(sql: "PRAGMA user_version = 99") }
        try queue.close()
      }
      let before = try Data(contentsOf: url)
      #expect(
        throws: PomodoroStorageError.newerVersion(
          file: url, found: 99, supported: HistoryDatabase.formatVersion)
      ) {
        try HistoryDatabase(fileURL: url)
      }
      #expect(try Data(contentsOf: url) == before)
    }
  }
}
