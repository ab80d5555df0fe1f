import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// `TERM=dumb` on a real terminal: the timer prints lines, and still takes each key as it is
/// pressed, without Enter and without echoing it; the terminal is restored at the end.
@Suite(
  .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end test needs it"))
struct DumbTerminalEndToEndTests {
  @Test func keysWorkWithoutEnterAndAreNotEchoed() async throws {
    let tmux = try TmuxSession(width: 80, height: 24)
    defer { tmux.close() }
    let app = try PomodoroProcess(root: tmux.directory.appending(path: "home"))
    let command = "env TERM=dumb " + app.commandLine(["--no-bell", "--focus-seconds", "90"])
    try tmux.start(PomodoroEndToEndTests.script(in: tmux, [command]))
    try await tmux.waitForScreen { $0.contains("ready 01:30") }
    try tmux.sendKeys("Space")
    try await tmux.waitForScreen { $0.contains("focus started") || $0.contains("focus 01:30") }
    try tmux.sendKeys("q")
    let screen = try await tmux.waitForScreen { $0.contains("DONE") }
    #expect(screen.contains("exit 0 status 0"), "\(screen)")
    // The keys were not echoed into the log.
    let lines = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(!lines.contains("q") && !lines.contains { $0.hasPrefix("q") }, "\(screen)")
    #expect(try PomodoroEndToEndTests.terminalWasRestored(tmux))
  }
}
