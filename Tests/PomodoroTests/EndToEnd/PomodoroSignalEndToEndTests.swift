import Foundation
import LiveSupport
import PomodoroCore
import PomodoroLive
import TerminalUI
import TerminalUITesting
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// SIGTERM and SIGHUP end `pomodoro` like q: the progress of the running session is saved,
/// the timer given up and the terminal restored.
@Suite(
  .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end test needs it"))
struct PomodoroSignalEndToEndTests {
  @Test(arguments: [SIGTERM, SIGHUP])
  func aTerminationSignalSavesTheProgress(_ signal: Int32) async throws {
    let tmux = try TmuxSession(width: 80, height: 24)
    defer { tmux.close() }
    let app = try PomodoroProcess(root: tmux.directory.appending(path: "home"))
    let pidFile = tmux.directory.appending(path: "pid").path
    // `env VARS sh -c 'echo $$ > pid; exec "$0" "$@"' pomodoro ARGS`
    let line = app.commandLine(["--focus", "25"] + TwoInstancesEndToEndTests.quiet)
    let (variables, program) = Self.split(line, binary: app.binary.path)
    try tmux.start(
      TwoInstancesEndToEndTests.script(
        in: tmux,
        "\(variables) sh -c 'echo $$ > \(pidFile); exec \"$0\" \"$@\"' \(program)"))

    let history = try HistoryDatabase(fileURL: app.historyFile)
    try await waitUntil("pomodoro owns the timer") {
      try FileManager.default.fileExists(atPath: app.historyFile.path)
        && history.timerOwner() != nil
    }
    // Keys typed before raw mode would be flushed: wait for the full screen.
    try await waitUntil("pomodoro shows its screen") { try tmux.modes().alternateScreen }
    try tmux.sendKeys("Space")
    try await waitUntil("the session is stored") { try history.runningSession() != nil }
    // Not checked: that it was stored with 0 seconds. Under a loaded parallel run the first look
    // can come after the first periodic save (CI saw 5).
    let started = try #require(try history.runningSession())
    // The start guide shows 3 seconds after the first start: the session has run that long,
    // and progress is saved only every 5 seconds.
    try await tmux.waitForScreen { $0.contains("Tip: Space pauses") }

    let pidText = try String(contentsOfFile: pidFile, encoding: .utf8)
    let pid = try #require(Int32(pidText.trimmingCharacters(in: .whitespacesAndNewlines)))
    kill(pid, signal)
    let screen = try await tmux.waitForScreen { $0.contains("exit status") }
    #expect(screen.contains("exit status \(128 + signal)"))
    let saved = try #require(try history.runningSession())
    #expect(saved.id == started.id)
    #expect(saved.actualSeconds >= max(3, started.actualSeconds) && saved.actualSeconds < 60)
    #expect(try history.timerOwner() == nil)
    #expect(try tmux.modes().alternateScreen == false)
  }

  /// Closing the terminal (tmux's server goes away: SIGHUP from tmux and from the kernel's
  /// hangup) saves the progress too.
  @Test func closingTheTerminalSavesTheProgress() async throws {
    let root = FileManager.default.temporaryDirectory
      .appending(path: "pomodoro-e2e-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let tmux = try TmuxSession(width: 80, height: 24)
    defer { tmux.close() }
    let app = try PomodoroProcess(root: root)
    try tmux.start(
      TwoInstancesEndToEndTests.script(
        in: tmux, app.commandLine(["--focus", "25"] + TwoInstancesEndToEndTests.quiet)))
    try await waitUntil("pomodoro shows its screen") { try tmux.modes().alternateScreen }
    try tmux.sendKeys("Space")
    let history = try HistoryDatabase(fileURL: app.historyFile)
    try await waitUntil("the session is stored") { try history.runningSession() != nil }
    try await tmux.waitForScreen { $0.contains("Tip: Space pauses") }

    tmux.close()
    try await waitUntil("pomodoro gives up the timer") { try history.timerOwner() == nil }
    let saved = try #require(try history.runningSession())
    #expect(saved.actualSeconds >= 3 && saved.actualSeconds < 60)
  }

  /// Ctrl-Z in a shell with job control stops pomodoro with the terminal restored; `fg` brings
  /// it back in full screen, taking keys again.
  @Test func controlZSuspendsAndFgResumes() async throws {
    let tmux = try TmuxSession(width: 80, height: 24)
    defer { tmux.close() }
    let app = try PomodoroProcess(root: tmux.directory.appending(path: "home"))
    try tmux.start("env PS1='ready$ ' bash --norc --noprofile")
    try await tmux.waitForScreen { $0.contains("ready$") }
    try tmux.sendText(app.commandLine(["--focus", "25"] + TwoInstancesEndToEndTests.quiet))
    try tmux.sendKeys("Enter")
    try await waitUntil("pomodoro shows its screen") { try tmux.modes().alternateScreen }
    try tmux.sendKeys("Space")
    let history = try HistoryDatabase(fileURL: app.historyFile)
    try await waitUntil("the session is stored") { try history.runningSession() != nil }

    try tmux.sendKeys("C-z")
    try await tmux.waitForScreen { $0.contains("Stopped") }
    #expect(
      try tmux.modes()
        == TmuxSession.Modes(alternateScreen: false, cursorVisible: true, mouseReporting: false))
    try tmux.sendText("fg")
    try tmux.sendKeys("Enter")
    try await waitUntil("pomodoro is back in full screen") { try tmux.modes().alternateScreen }
    #expect(try tmux.modes().mouseReporting)

    try tmux.sendKeys("q")
    try await waitUntil("pomodoro quits") { try !tmux.modes().alternateScreen }
    try tmux.sendText("echo \"END\"\"ED $?\"")
    try tmux.sendKeys("Enter")
    #expect(try await tmux.waitForScreen { $0.contains("ENDED") }.contains("ENDED 0"))
    #expect(try history.runningSession() != nil)
    #expect(try history.timerOwner() == nil)
  }

  /// `env A=1 B=2 '/path/pomodoro' 'args'` → (`env A=1 B=2`, `'/path/pomodoro' 'args'`).
  static func split(_ line: String, binary: String) -> (String, String) {
    let quoted = "'\(binary)'"
    let range = line.range(of: quoted)!
    return (String(line[..<range.lowerBound]), String(line[range.lowerBound...]))
  }
}
