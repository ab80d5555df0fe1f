import Foundation
import PomodoroCore
import PomodoroLive
import TerminalUI
import TerminalUITesting
import Testing

/// `pomodoro status` in one process while the timer runs in a tmux pane: it tells the same
/// time as the screen, running and paused, and after the timer quits.
@Suite(
  .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end test needs it"))
struct StatusEndToEndTests {
  /// The seconds of the first `MM:SS` on the screen (at 30×10 the clock is plain text).
  static func clock(_ screen: String) throws -> Int {
    let match = try #require(screen.firstMatch(of: #/(\d\d):(\d\d)/#))
    return Int(match.1)! * 60 + Int(match.2)!
  }

  static func remaining(_ output: PomodoroProcess.Output) throws -> Int {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8))
        as? [String: Any])
    return try #require(object["remainingSeconds"] as? Int)
  }

  @Test func statusShowsTheScreensTimeWhileTheTimerRunsElsewhere() async throws {
    let tmux = try TmuxSession(width: 30, height: 10)
    defer { tmux.close() }
    let app = try PomodoroProcess(root: tmux.directory.appending(path: "home"))

    let before = try app.run(["status"])
    #expect(before.standardOutput == "idle 0/8\n")
    #expect(before.status == 3)

    try tmux.start(
      TwoInstancesEndToEndTests.script(
        in: tmux,
        app.commandLine([
          "--focus", "25", "--task", "Write report", "--no-bell", "--no-sound",
          "--no-notifications",
        ])))
    try await waitUntil("pomodoro shows its screen") { try tmux.modes().alternateScreen }
    try tmux.sendKeys("Space")
    // Any minute 24: under load the first look may come after 24:50 (CI saw 24:48).
    try await tmux.waitForScreen { $0.contains("FOCUS") && $0.contains("24:") }
    let history = try HistoryDatabase(fileURL: app.historyFile)
    try await waitUntil("the session is stored") { try history.runningSession() != nil }

    // The clock counts down between the two looks at the screen: status is within a second
    // of the time shown before and after it.
    let shownBefore = try Self.clock(tmux.screen())
    let running = try app.run(["status", "--json"])
    let shownAfter = try Self.clock(tmux.screen())
    #expect(running.status == 0)
    let remaining = try Self.remaining(running)
    #expect(remaining >= shownAfter - 1 && remaining <= shownBefore + 1)
    let line = try app.run(["status"])
    #expect(line.standardOutput.hasPrefix("focus 24:"))
    #expect(line.standardOutput.hasSuffix(" Write report 0/8\n"))

    try tmux.sendKeys("Space")
    try await tmux.waitForScreen { $0.contains("PAUSED") }
    try await waitUntil("the pause is stored") { try history.runningSession()?.isPaused == true }
    let paused = try app.run(["status", "--json"])
    #expect(paused.status == 2)
    #expect(abs(try Self.remaining(paused) - Self.clock(tmux.screen())) <= 1)
    #expect(try app.run(["status", "--format", "{state}"]).standardOutput == "paused\n")

    // Quit mid-session: the next launch resumes it, so it stays paused where it was.
    try tmux.sendKeys("q")
    try await tmux.waitForScreen { $0.contains("exit status") }
    let left = try app.run(["status"])
    #expect(left.status == 2)
    #expect(left.standardOutput.contains("paused"))
  }

  @Test func badInputGetsAClearError() throws {
    try withTemporaryDirectory { root in
      let app = try PomodoroProcess(root: root)
      let unknown = try app.run(["status", "--format", "{time}"])
      #expect(unknown.status == 64)
      #expect(unknown.standardError.contains("Unknown placeholder {time}"))

      try FileManager.default.createDirectory(
        at: app.historyFile.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("not a database".utf8).write(to: app.historyFile)
      let corrupt = try app.run(["status"])
      #expect(corrupt.status == 1)
      #expect(corrupt.standardError.contains(app.historyFile.path))
      #expect(try Data(contentsOf: app.historyFile) == Data("not a database".utf8))
    }
  }
}
