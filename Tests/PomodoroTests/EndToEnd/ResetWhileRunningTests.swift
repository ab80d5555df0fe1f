import Foundation
import LiveSupport
import PomodoroCore
import PomodoroLive
import Testing

/// `pomodoro reset` while a timer runs on the history: refused, naming the process, and the
/// files stay where they are (a running app would otherwise lose its session).
@Suite(.serialized)
struct ResetWhileRunningTests {
  @Test func resetIsRefusedWhileAnotherProcessHoldsTheTimer() throws {
    let root = FileManager.default.temporaryDirectory
      .appending(path: "pomodoro-reset-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let app = try PomodoroProcess(root: root)
    // This test process stands for the running app: it holds the timer and is alive.
    let history = try HistoryDatabase(fileURL: app.historyFile)
    let owner = ProcessIdentity.current
    try history.claimTimer(for: owner)

    for flags in [["--history"], ["--settings"], ["--settings", "--history"]] {
      let refused = try app.run(["reset"] + flags)
      #expect(refused.status == 1, "\(flags)")
      #expect(refused.standardError.contains("process \(owner.pid)"), "\(refused.standardError)")
      #expect(refused.standardError.contains("Quit it first"), "\(refused.standardError)")
      #expect(FileManager.default.fileExists(atPath: app.historyFile.path))
    }

    // Once the timer is given up, reset does its work.
    try history.releaseTimer(for: owner)
    let reset = try app.run(["reset", "--history"])
    #expect(reset.status == 0, "\(reset.standardError)")
    #expect(!FileManager.default.fileExists(atPath: app.historyFile.path))
  }
}
