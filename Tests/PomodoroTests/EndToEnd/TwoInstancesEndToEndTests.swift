import Foundation
import LiveSupport
import PomodoroCore
import PomodoroLive
import TerminalUI
import TerminalUITesting
import Testing

/// Two `pomodoro` processes on one data directory: one runs the timer, the other says so and
/// leaves the history alone.
@Suite(
  .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end test needs it"))
struct TwoInstancesEndToEndTests {
  static let quiet = ["--no-bell", "--no-sound", "--no-notifications"]

  /// A script that waits for `go` (when given), runs `command` and prints its exit status.
  static func script(in tmux: TmuxSession, _ command: String, go: URL? = nil) throws -> String {
    var lines: [String] = []
    if let go { lines.append("while [ ! -e '\(go.path)' ]; do sleep 0.01; done") }
    lines += [command, "echo \"exit status $?\"", "sleep 60"]
    let path = tmux.directory.appending(path: "run.sh").path
    try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    return "sh \(path)"
  }

  /// The first instance finishes its session while a second one was launched: the second is
  /// refused, so the finished row is never put back to running; the next launch counts it.
  @Test func aSecondInstanceLeavesTheFirstOnesSessionAlone() async throws {
    let first = try TmuxSession(width: 120, height: 30)
    let second = try TmuxSession(width: 120, height: 30)
    defer {
      first.close()
      second.close()
    }
    let app = try PomodoroProcess(root: first.directory.appending(path: "home"))
    try first.start(
      Self.script(in: first, app.commandLine(["--focus-seconds", "4"] + Self.quiet)))
    try await waitUntil("the first instance owns the timer") {
      try FileManager.default.fileExists(atPath: app.historyFile.path)
        && HistoryDatabase(fileURL: app.historyFile).timerOwner() != nil
    }
    let history = try HistoryDatabase(fileURL: app.historyFile)
    let owner = try #require(try history.timerOwner())
    // Keys typed before raw mode would be flushed: wait for the full screen.
    try await waitUntil("pomodoro shows its screen") { try first.modes().alternateScreen }
    try first.sendKeys("Space")
    try await waitUntil("the focus session is stored as running") {
      try history.runningSession() != nil
    }
    let session = try #require(try history.runningSession())

    try second.start(Self.script(in: second, app.commandLine(Self.quiet)))
    let refused = try await second.waitForScreen { $0.contains("exit status") }
    #expect(refused.contains("exit status 1"))
    // The message wraps at the pane's width.
    let message = refused.replacingOccurrences(of: "\n", with: "")
    #expect(message.contains("Another pomodoro (process \(owner.pid))"))
    #expect(message.contains(app.historyFile.path))

    try await waitUntil(timeout: 20, "the first instance finishes the session") {
      try history.allSessions().first?.outcome == .finished
    }
    try first.sendKeys("q")
    try await first.waitForScreen { $0.contains("exit status 0") }
    #expect(try history.allSessions().map(\.id) == [session.id])
    #expect(try history.allSessions().map(\.outcome) == [.finished])
    #expect(try history.timerOwner() == nil)

    // The next launch takes the timer and counts the session from the history.
    let third = try TmuxSession(width: 120, height: 30)
    defer { third.close() }
    try third.start(Self.script(in: third, app.commandLine(Self.quiet)))
    try await waitUntil("the next instance owns the timer") { try history.timerOwner() != nil }
    try await third.waitForScreen { $0.contains("1 of 8 today") }
    try third.sendKeys("q")
    try await third.waitForScreen { $0.contains("exit status 0") }
    #expect(try history.allSessions().map(\.outcome) == [.finished])
  }

  /// Twenty pairs started together on an empty directory: each time exactly one runs the
  /// timer and the other says another instance runs — never "database is locked", "table
  /// sessions already exists" or "no such table".
  @Test func simultaneousFirstLaunchesAgreeOnOneOwner() async throws {
    for round in 1...20 {
      let left = try TmuxSession(width: 200, height: 20)
      let right = try TmuxSession(width: 200, height: 20)
      defer {
        left.close()
        right.close()
      }
      let app = try PomodoroProcess(root: left.directory.appending(path: "home"))
      let go = left.directory.appending(path: "go")
      try left.start(Self.script(in: left, app.commandLine(Self.quiet), go: go))
      try right.start(Self.script(in: right, app.commandLine(Self.quiet), go: go))
      _ = FileManager.default.createFile(atPath: go.path, contents: nil)

      var screens: [String] = []
      try await waitUntil(timeout: 20, "one of the pair exits (round \(round))") {
        screens = try [left.screen(), right.screen()]
        return screens.contains { $0.contains("exit status") }
      }
      let refusedIndex = try #require(screens.firstIndex { $0.contains("exit status") })
      let refused = screens[refusedIndex]
      #expect(refused.contains("exit status 1"), "round \(round): \(refused)")
      #expect(refused.contains("Another pomodoro (process"), "round \(round): \(refused)")
      #expect(!refused.contains("locked") && !refused.contains("table"))

      let winner = refusedIndex == 0 ? right : left
      let history = try HistoryDatabase(fileURL: app.historyFile)
      #expect(try history.timerOwner() != nil, "round \(round)")
      try await waitUntil("the winner shows its screen") { try winner.modes().alternateScreen }
      try winner.sendKeys("q")
      let end = try await winner.waitForScreen { $0.contains("exit status") }
      #expect(end.contains("exit status 0"), "round \(round): \(end)")
      #expect(try history.timerOwner() == nil)
    }
  }
}
