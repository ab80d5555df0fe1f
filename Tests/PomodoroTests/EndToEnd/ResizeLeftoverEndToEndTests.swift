import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// Started small, grown, then quit: nothing of the timer's frame is left in the shell. tmux
/// keeps the rows of the alternate screen that were wider than the window it was entered at,
/// and shows them again after the program leaves it (a plain `printf` script does the same);
/// the timer clears its screen before leaving, so those rows are blank.
@Suite(
  .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end test needs it"))
struct ResizeLeftoverEndToEndTests {
  @Test func growingTheWindowThenQuittingLeavesNoFrameBehind() async throws {
    let tmux = try TmuxSession(width: 30, height: 10)
    defer { tmux.close() }
    let app = try PomodoroProcess(root: tmux.directory.appending(path: "home"))
    let command = app.commandLine(["--no-bell", "--no-sound", "--no-notifications"])
    try tmux.start(PomodoroEndToEndTests.script(in: tmux, [command]))
    try await tmux.waitForScreen { $0.contains("25:00") || $0.contains("Ready") }
    try tmux.resize(width: 80, height: 24)
    try await tmux.waitForScreen { $0.contains("today") }
    try tmux.sendKeys("q")
    let screen = try await tmux.waitForScreen { $0.contains("DONE") }
    #expect(screen.contains("exit 0 status 0"), "\(screen)")
    let frame = ["│", "─", "╭", "╰", "░", "○", "Tip:"]
    #expect(!frame.contains { screen.contains($0) }, "\(screen)")
  }
}
