import Foundation
import PomodoroCore
import PomodoroLive
import TerminalUI
import TerminalUITesting
import Testing

/// Runs the built `pomodoro` in a tmux pane with temporary XDG directories: keys, the screen,
/// a focus session of a few seconds to completion, then the history and `pomodoro stats`.
@Suite(
  .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end test needs it"))
struct PomodoroEndToEndTests {
  /// Writes a script that records the terminal settings around `commands` and prints DONE.
  static func script(in tmux: TmuxSession, _ commands: [String]) throws -> String {
    let directory = tmux.directory.path
    let lines =
      ["stty -g > \(directory)/before"]
      + commands.enumerated().flatMap { index, command in
        [command, "echo \"exit \(index) status $?\""]
      }
      + ["stty -g > \(directory)/after", "echo DONE", "sleep 60"]
    let path = "\(directory)/run.sh"
    try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    return "sh \(path)"
  }

  static func terminalWasRestored(_ tmux: TmuxSession) throws -> Bool {
    let before = try String(contentsOfFile: "\(tmux.directory.path)/before", encoding: .utf8)
    let after = try String(contentsOfFile: "\(tmux.directory.path)/after", encoding: .utf8)
    return !before.isEmpty && before == after
  }

  @Test func aShortFocusSessionCompletesAndIsRecorded() async throws {
    let tmux = try TmuxSession(width: 80, height: 24)
    defer { tmux.close() }
    let app = try PomodoroProcess(root: tmux.directory.appending(path: "home"))
    let arguments = [
      "--focus-seconds", "3", "--break-seconds", "2", "--no-bell", "--no-sound",
      "--no-notifications",
    ]
    try tmux.start(Self.script(in: tmux, [app.commandLine(arguments)]))

    // Each wait includes the hint line, drawn below the status, so that a frame still being
    // written is not taken for the whole screen.
    var screen = try await tmux.waitForScreen {
      $0.contains("STAND BY") && $0.contains("space start · t length")
    }
    #expect(screen.contains("Welcome!"))
    #expect(screen.contains("( o.o )"))

    // The cat reacts to a click. Its purr lasts 2 seconds, which a loaded machine's look at
    // the screen can miss: another click purrs again.
    let cat = try #require(TmuxSession.location(of: "( o.o )", in: screen))
    var purred = false
    for _ in 1...5 where !purred {
      try tmux.click(x: cat.x + 2, y: cat.y)
      purred = (try? await tmux.waitForScreen(timeout: 4) { $0.contains("purr") }) != nil
    }
    #expect(purred)

    try tmux.sendKeys("Space")
    try await tmux.waitForScreen { $0.contains("FOCUS") && $0.contains("space pause · r stop") }
    // `completed` shows for 3 seconds; a busy machine may only catch what follows it.
    try await tmux.waitForScreen(timeout: 20) {
      ($0.contains("COMPLETED") || $0.contains("BREAK READY")) && $0.contains("1 of 8 today")
    }
    try await tmux.waitForScreen(timeout: 20) {
      $0.contains("BREAK READY") && $0.contains("space start break · r skip break")
    }

    try tmux.sendKeys("q")
    screen = try await tmux.waitForScreen { $0.contains("DONE") }
    #expect(screen.contains("exit 0 status 0"))
    #expect(try Self.terminalWasRestored(tmux))

    let history = try HistoryDatabase(fileURL: app.historyFile)
    let sessions = try history.allSessions()
    #expect(sessions.count == 1)
    let session = try #require(sessions.first)
    #expect(session.kind == .focus)
    #expect(session.outcome == .finished)
    #expect(session.plannedSeconds == 3)
    #expect(session.actualSeconds == 3)
    let end = try #require(session.endDate)
    #expect(abs(end.timeIntervalSince(session.startDate) - 3) < 0.5)

    let stats = try app.run(["stats", "--json"])
    #expect(stats.status == 0)
    let json = try #require(
      JSONSerialization.jsonObject(with: Data(stats.standardOutput.utf8)) as? [String: Any])
    let today = try #require(json["today"] as? [String: Any])
    #expect(today["sessions"] as? Int == 1)
    let listed = try #require(json["sessions"] as? [[String: Any]])
    #expect(listed.count == 1)
    #expect(
      (listed.first?["id"] as? String)?.lowercased() == session.id.uuidString.lowercased())
    #expect(listed.first?["outcome"] as? String == "finished")

    let text = try app.run(["stats"])
    #expect(text.status == 0)
    #expect(text.standardOutput.contains("Today"))
    #expect(text.standardOutput.contains("Streak"))
  }

  /// `t 5 Enter` sets a 5-minute focus (it once gave 255) and saves it as the default.
  @Test func typingALengthReplacesTheOneShown() async throws {
    let tmux = try TmuxSession(width: 80, height: 24)
    defer { tmux.close() }
    let app = try PomodoroProcess(root: tmux.directory.appending(path: "home"))
    let arguments = ["--no-bell", "--no-sound", "--no-notifications"]
    try tmux.start(Self.script(in: tmux, [app.commandLine(arguments)]))
    try await tmux.waitForScreen { $0.contains("t length") }
    try tmux.sendKeys("t")
    var screen = try await tmux.waitForScreen { $0.contains("Focus length: 25  minutes") }
    #expect(screen.contains("Enter saves, Esc cancels"))
    try tmux.sendKeys("5", "Enter")
    screen = try await tmux.waitForScreen { $0.contains("space start") }
    #expect(!screen.contains("Focus length:"))
    try tmux.sendKeys("t")
    try await tmux.waitForScreen { $0.contains("Focus length: 5  minutes") }
    try tmux.sendKeys("7", "0", "0", "Enter")
    screen = try await tmux.waitForScreen { $0.contains("(got 700)") }
    #expect(screen.contains("must be between 1 and 600 minutes"))
    try tmux.sendKeys("Escape")
    try await tmux.waitForScreen { !$0.contains("(got 700)") }
    try tmux.sendKeys("q")
    screen = try await tmux.waitForScreen { $0.contains("DONE") }
    #expect(screen.contains("exit 0 status 0"))
    let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: app.settingsFile))
    #expect((saved as? [String: Any])?["focusSeconds"] as? Int == 300)
  }

  /// A whole cycle driven only by the keys the hint line names, checking at each step that
  /// the key named does what the hint says.
  @Test func aFullCycleFollowsTheHints() async throws {
    let tmux = try TmuxSession(width: 80, height: 24)
    defer { tmux.close() }
    let app = try PomodoroProcess(root: tmux.directory.appending(path: "home"))
    let arguments = [
      "--focus-seconds", "4", "--break-seconds", "3", "--no-bell", "--no-sound",
      "--no-notifications",
    ]
    try tmux.start(Self.script(in: tmux, [app.commandLine(arguments)]))
    /// Waits for `status` with `hint` on the hint line, then presses the hint's key.
    func step(_ status: String, _ hint: String, press key: String?) async throws {
      // The hints, on one row or wrapped onto two.
      let hintLine = { (screen: String) in
        screen.split(separator: "\n").filter { $0.contains(" · ") }.joined(separator: " · ")
      }
      let statusLine = { (screen: String) in
        screen.split(separator: "\n").first { $0.contains(" \(status) ") } ?? ""
      }
      // Both lines name their word alone: " BREAK " is not " BREAK READY ".
      try await tmux.waitForScreen(timeout: 20) {
        statusLine($0).split(separator: " ").filter { $0 != "│" }.joined(separator: " ")
          == status && hintLine($0).contains(hint + " ·")
      }
      if let key { try tmux.sendKeys(key) }
    }
    try await step("STAND BY", "space start", press: "Space")
    try await step("FOCUS", "space pause", press: "Space")
    try await step("PAUSED", "space resume", press: "Space")
    try await step("FOCUS", "r stop", press: nil)
    // The session runs out: `completed`, whose space skips the break, then the break.
    try await step("COMPLETED", "space skip break", press: nil)
    try await step("BREAK READY", "space start break", press: "Space")
    try await step("BREAK", "space pause", press: nil)
    // The break runs out too.
    try await step("STAND BY", "space start", press: "q")
    let screen = try await tmux.waitForScreen { $0.contains("DONE") }
    #expect(screen.contains("exit 0 status 0"))
    let history = try HistoryDatabase(fileURL: app.historyFile)
    #expect(try history.allSessions().map(\.outcome) == [.finished, .finished])
  }

  /// Ctrl-C during focus restores the terminal and leaves the session running in the history,
  /// with its progress; the next launch resumes it, paused.
  @Test func controlCDuringFocusKeepsTheSessionForTheNextLaunch() async throws {
    let tmux = try TmuxSession(width: 80, height: 24)
    defer { tmux.close() }
    let app = try PomodoroProcess(root: tmux.directory.appending(path: "home"))
    let arguments = ["--focus", "25", "--no-bell", "--no-sound", "--no-notifications"]
    let marker = tmux.directory.appending(path: "second-launch").path
    try tmux.start(
      Self.script(
        in: tmux,
        [app.commandLine(arguments), "touch \(marker)", app.commandLine(arguments)]))

    try await tmux.waitForScreen { $0.contains("STAND BY") }
    try tmux.sendKeys("Space")
    try await tmux.waitForScreen { $0.contains("FOCUS") }
    // The start guide appears 3 seconds after the first start: the session has run that long.
    try await tmux.waitForScreen { $0.contains("Tip: Space pauses") }
    try tmux.sendKeys("C-c")

    // The second launch resumes the session, paused, with the time it had left.
    try await tmux.waitForScreen { $0.contains("PAUSED") && $0.contains("space resume") }
    #expect(FileManager.default.fileExists(atPath: marker))
    let history = try HistoryDatabase(fileURL: app.historyFile)
    let running = try #require(try history.runningSession())
    #expect(running.actualSeconds >= 2)
    #expect(running.plannedSeconds == 1500)

    try tmux.sendKeys("r")
    try await tmux.waitForScreen { $0.contains("STAND BY") }
    try tmux.sendKeys("q")
    let done = try await tmux.waitForScreen { $0.contains("DONE") }
    #expect(done.contains("exit 0 status 0"))
    #expect(done.contains("exit 2 status 0"))
    #expect(done.contains("Resuming the focus session"))
    #expect(try Self.terminalWasRestored(tmux))
    let ended = try history.allSessions()
    #expect(ended.map(\.outcome) == [.skipped])
    #expect(ended.first?.id == running.id)
  }

  /// On a `TERM=dumb` terminal, which cannot follow escape sequences, the app prints events.
  @Test func aDumbTerminalGetsPlainLines() async throws {
    let tmux = try TmuxSession(width: 80, height: 24)
    defer { tmux.close() }
    let app = try PomodoroProcess(root: tmux.directory.appending(path: "home"))
    let arguments = ["--focus-seconds", "30", "--no-bell", "--no-sound", "--no-notifications"]
    try tmux.start(Self.script(in: tmux, ["TERM=dumb " + app.commandLine(arguments)]))
    var screen = try await tmux.waitForScreen { $0.contains(" ready 00:30") }
    #expect(!screen.contains("╭"))
    // Without raw mode a line is read when Enter is pressed.
    try tmux.sendKeys("Space", "Enter")
    screen = try await tmux.waitForScreen { $0.contains(" focus started 00:30") }
    try tmux.sendKeys("q", "Enter")
    screen = try await tmux.waitForScreen { $0.contains("DONE") }
    #expect(screen.contains("exit 0 status 0"))
    #expect(!screen.contains("╭"))
  }

  /// With its input redirected (`pomodoro < /dev/null`) on a terminal, the app reads keys from
  /// the terminal instead of ending at once.
  @Test func redirectedInputStillReadsKeysFromTheTerminal() async throws {
    let tmux = try TmuxSession(width: 80, height: 24)
    defer { tmux.close() }
    let app = try PomodoroProcess(root: tmux.directory.appending(path: "home"))
    let arguments = ["--focus", "25", "--no-bell", "--no-sound", "--no-notifications"]
    try tmux.start(Self.script(in: tmux, [app.commandLine(arguments) + " < /dev/null"]))
    try await tmux.waitForScreen { $0.contains("STAND BY") }
    try tmux.sendKeys("Space")
    try await tmux.waitForScreen { $0.contains("FOCUS") }
    try tmux.sendKeys("r")
    try await tmux.waitForScreen { $0.contains("STAND BY") }
    try tmux.sendKeys("q")
    let screen = try await tmux.waitForScreen { $0.contains("DONE") }
    #expect(screen.contains("exit 0 status 0"))
    #expect(try Self.terminalWasRestored(tmux))
  }

  @Test func aCorruptSettingsFileIsNamedAndKept() throws {
    let root = FileManager.default.temporaryDirectory
      .appending(path: "pomodoro-e2e-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let app = try PomodoroProcess(root: root)
    try FileManager.default.createDirectory(at: app.config, withIntermediateDirectories: true)
    let garbage = Data("{ \"focusSeconds\": ".utf8)
    try garbage.write(to: app.settingsFile)

    let result = try app.run(["--no-bell"], input: "q")
    #expect(result.status != 0)
    #expect(result.standardError.contains(app.settingsFile.path))
    #expect(result.standardOutput.isEmpty)
    #expect(try Data(contentsOf: app.settingsFile) == garbage)
  }

  @Test func aCorruptDatabaseIsNamedAndKept() throws {
    let root = FileManager.default.temporaryDirectory
      .appending(path: "pomodoro-e2e-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let app = try PomodoroProcess(root: root)
    try FileManager.default.createDirectory(
      at: app.historyFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    let garbage = Data(repeating: 0x41, count: 4096)
    try garbage.write(to: app.historyFile)

    for arguments in [["--no-bell"], ["stats", "--json"]] {
      let result = try app.run(arguments, input: "q")
      #expect(result.status != 0)
      #expect(result.standardError.contains(app.historyFile.path))
      #expect(result.standardError.contains("damaged"))
    }
    #expect(try Data(contentsOf: app.historyFile) == garbage)
  }

  @Test func badFlagsGiveClearErrors() throws {
    let root = FileManager.default.temporaryDirectory
      .appending(path: "pomodoro-e2e-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let app = try PomodoroProcess(root: root)
    let cases: [([String], String)] = [
      (["--focus", "0"], "--focus must be between 1 and 600 minutes (got 0)."),
      // A negative value is refused as one, not taken for a missing value.
      (["--focus", "-5"], "--focus must be between 1 and 600 minutes (got -5)."),
      (["--break", "700"], "--break must be between 1 and 600 minutes (got 700)."),
      (["--goal=-1"], "--goal must be between 0 and 100 sessions (got -1)"),
      (["--focus", "5", "--focus-seconds", "3"], "either --focus or --focus-seconds"),
      (["--every", "many"], "many"),
    ]
    for (arguments, message) in cases {
      let result = try app.run(arguments)
      #expect(result.status == 64, "\(arguments)")
      #expect(result.standardError.contains(message), "\(result.standardError)")
    }
    let help = try app.run(["--help"])
    #expect(help.status == 0)
    #expect(help.standardOutput.contains("--focus-seconds"))
    // Using both is refused, so the help does not say one overrides the other.
    #expect(!help.standardOutput.contains("overrides"))
    #expect(help.standardOutput.contains("0 to 100 focus sessions a day"))
    #expect(help.standardOutput.contains("--tap-bell"))
    #expect(help.standardOutput.contains("stats"))
  }

  /// Without a terminal the app prints one line per event (for scripts) and reads keys from
  /// its input.
  @Test func worksWithoutATerminal() throws {
    let root = FileManager.default.temporaryDirectory
      .appending(path: "pomodoro-e2e-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let app = try PomodoroProcess(root: root)
    let result = try app.run(["--focus-seconds", "2", "--no-bell", "--no-sound"], input: "t5\r")
    #expect(result.status == 0)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.count == 2, "\(lines)")
    let stamp = #/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d /#
    #expect(lines.allSatisfy { $0.contains(stamp) }, "\(lines)")
    #expect(lines.first?.hasSuffix(" ready 00:02") == true)
    #expect(lines.last?.hasSuffix(" focus length set 05:00") == true)
    #expect(!result.standardOutput.contains("\u{1B}"))
  }

  /// `pomodoro reset` moves files aside, keeping their bytes, and the next launch starts afresh.
  @Test func resetMovesADamagedSettingsFileAside() throws {
    let root = FileManager.default.temporaryDirectory
      .appending(path: "pomodoro-e2e-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let app = try PomodoroProcess(root: root)
    try FileManager.default.createDirectory(at: app.config, withIntermediateDirectories: true)
    let garbage = Data("{ \"focusSeconds\": ".utf8)
    try garbage.write(to: app.settingsFile)
    #expect(try app.run(["--no-bell"], input: "q").status != 0)

    let refused = try app.run(["reset"])
    #expect(refused.status == 64)
    #expect(refused.standardError.contains("--settings, --history, or both"))

    let reset = try app.run(["reset", "--settings"])
    #expect(reset.status == 0)
    #expect(reset.standardOutput.contains("Moved \(app.settingsFile.path) to "))
    #expect(!FileManager.default.fileExists(atPath: app.settingsFile.path))
    let kept = try FileManager.default.contentsOfDirectory(atPath: app.config.path)
      .filter { $0.hasPrefix("settings.json.reset-") }
    #expect(kept.count == 1)
    let backup = app.config.appending(path: try #require(kept.first))
    #expect(try Data(contentsOf: backup) == garbage)

    let next = try app.run(["--no-bell"], input: "q")
    #expect(next.status == 0)
    #expect(next.standardOutput.contains("ready 25:00"))
  }
}
