import Foundation
import PomodoroCore
import PomodoroLive
import TerminalUI
import TerminalUITesting
import Testing

/// The disk fills up while `pomodoro` runs: the finished session is shown as not saved and
/// not counted, and once there is room again a retry stores and counts it.
@Suite(
  .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end test needs it"),
  .enabled(
    if: TemporaryMount.isAvailable,
    "a tmpfs cannot be mounted here (needs root or CAP_SYS_ADMIN), so no disk can be filled"))
struct StorageFaultEndToEndTests {
  @Test func aSessionFinishedOnAFullDiskIsShownRetriedAndCountedOnceStored() async throws {
    let tmux = try TmuxSession(width: 160, height: 30)
    defer { tmux.close() }
    let app = try PomodoroProcess(root: tmux.directory.appending(path: "home"))
    let data = app.root.appending(path: "data")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    let mount = try TemporaryMount(kilobytes: 256, at: data)
    defer { mount.close() }
    try tmux.start(
      TwoInstancesEndToEndTests.script(
        in: tmux, app.commandLine(["--focus-seconds", "3"] + TwoInstancesEndToEndTests.quiet)))
    try await waitUntil("pomodoro shows its screen") { try tmux.modes().alternateScreen }
    try tmux.sendKeys("Space")
    let history = try HistoryDatabase(fileURL: app.historyFile)
    try await waitUntil("the session is stored") { try history.runningSession() != nil }
    try mount.fill()

    // The session completes while the disk is full.
    var screen = try await tmux.waitForScreen {
      $0.contains("Cannot write") && ($0.contains("COMPLETED") || $0.contains("BREAK READY"))
    }
    #expect(screen.contains("the disk is full"))
    #expect(screen.contains("0 of 8 today"))
    #expect(try history.allSessions().map(\.outcome) == [.running])

    try mount.empty()
    screen = try await tmux.waitForScreen(timeout: 15) { $0.contains("1 of 8 today") }
    #expect(!screen.contains("Cannot write"))
    #expect(try history.allSessions().map(\.outcome) == [.finished])
    try tmux.sendKeys("q")
    try await tmux.waitForScreen { $0.contains("exit status 0") }
  }
}
