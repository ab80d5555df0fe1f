import Foundation
import PomodoroCore
import PomodoroLive
import TerminalUI
import TerminalUITesting
import Testing

/// A hook script given with `--on-event` writes a file when the focus session finishes.
@Suite(
  .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end test needs it"))
struct HookEndToEndTests {
  @Test func aHookScriptWritesAFileWhenFocusFinishes() async throws {
    let tmux = try TmuxSession(width: 80, height: 24)
    defer { tmux.close() }
    let app = try PomodoroProcess(root: tmux.directory.appending(path: "home"))
    let done = tmux.directory.appending(path: "done.txt")
    let script = tmux.directory.appending(path: "hook.sh")
    try """
    echo "$POMODORO_EVENT" >> '\(tmux.directory.path)/events.txt'
    if [ "$POMODORO_EVENT" = focus-finished ]; then
      echo "$POMODORO_SESSION_ID|$POMODORO_TASK|$POMODORO_PHASE" > '\(done.path)'
    fi
    exit 1
    """.write(to: script, atomically: true, encoding: .utf8)

    try tmux.start(
      TwoInstancesEndToEndTests.script(
        in: tmux,
        app.commandLine([
          "--focus-seconds", "2", "--task", "Write report", "--on-event", "sh '\(script.path)'",
          "--no-bell", "--no-sound", "--no-notifications",
        ])))
    try await waitUntil("pomodoro shows its screen") { try tmux.modes().alternateScreen }
    try tmux.sendKeys("Space")
    try await waitUntil(timeout: 20, "the hook writes its file") {
      FileManager.default.fileExists(atPath: done.path)
    }
    let session = try #require(try HistoryDatabase(fileURL: app.historyFile).allSessions().first)
    #expect(
      try String(contentsOf: done, encoding: .utf8)
        == "\(session.id.uuidString)|Write report|focus\n")
    // The script exits 1: that is said once, and the timer goes on to the break.
    let screen = try await tmux.waitForScreen(timeout: 20) { $0.contains("BREAK READY") }
    // The message wraps at the pane's width, where depends on the temporary folder's path: its
    // words are read across the rows, without the frame.
    let words = screen.split { $0.isWhitespace || $0 == "│" }.joined(separator: " ")
    #expect(words.contains("failed: exit status 1. (Shown once; it still runs.)"), "\(screen)")
    try tmux.sendKeys("q")
    try await tmux.waitForScreen { $0.contains("exit status") }
    #expect(
      try String(contentsOf: tmux.directory.appending(path: "events.txt"), encoding: .utf8)
        == "focus-started\nfocus-finished\n")
  }
}
