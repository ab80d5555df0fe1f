import Foundation
import TerminalUITesting
import Testing

@testable import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// `tui-demo` in tmux against hostile input and signals: a stray paste start or an endless
/// sequence does not stop q from quitting; Ctrl-Z and `kill -TSTP` suspend it with the
/// terminal restored, and `fg` brings it back redrawn; a crash ends the process even with the
/// runtime's crash reporter on.
@Suite(
  .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end test needs it"))
struct TUIDemoSignalTests {
  /// Starts the demo from an interactive shell (for job control), recording its pid and exit
  /// status, and waits for its first frame.
  static func startInShell(
    _ tmux: TmuxSession, environment: String = "", printStatus: Bool = true
  ) async throws {
    let demo = try TUIDemoTests.demo()
    let directory = tmux.directory.path
    try tmux.start("env PS1='ready$ ' bash --norc --noprofile")
    try await tmux.waitForScreen { $0.contains("ready$") }
    let command = "\(environment) sh -c 'echo $$ > \(directory)/pid; exec \"\(demo.path)\"'"
    try tmux.sendText(printStatus ? command + "; " + printStatusCommand : command)
    try tmux.sendKeys("Enter")
    try await tmux.waitForScreen { $0.contains("Count: 0") }
  }

  /// Prints the last exit status, quoted apart so that only the output (not the typed line)
  /// reads "ENDED".
  static let printStatusCommand = "echo \"END\"\"ED $?\""

  static func pid(_ tmux: TmuxSession) throws -> Int32 {
    let text = try String(contentsOfFile: "\(tmux.directory.path)/pid", encoding: .utf8)
    return try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
  }

  /// Presses q until the demo ends: a key swallowed by what came before is not a failure, but
  /// it must quit within a few seconds.
  static func quitWithQ(_ tmux: TmuxSession) throws -> String {
    for _ in 0..<6 {
      try tmux.sendKeys("q")
      if let screen = try? tmux.waitForScreen(timeout: 1, { $0.contains("ENDED") }) {
        return screen
      }
    }
    return try tmux.screen()
  }

  @Test func qStillQuitsAfterAStrayPasteStart() async throws {
    let tmux = try TmuxSession(width: 60, height: 12)
    defer { tmux.close() }
    try await Self.startInShell(tmux)
    try tmux.sendText("\u{1B}[200~+")
    // How soon: the paste's quiet time is a TimedInputDecoder timeline
    // (InputDecoderBoundsTests), not a wall-clock bound here.
    let screen = try Self.quitWithQ(tmux)
    #expect(screen.contains("ENDED 0"))
  }

  @Test func anEndlessSequenceLeaksNoKeys() async throws {
    let tmux = try TmuxSession(width: 60, height: 12)
    defer { tmux.close() }
    try await Self.startInShell(tmux)
    // Seventy parameter bytes, then the rest in a later read: "+" (an intermediate byte) and
    // "q" (its final byte) belong to the sequence, so they neither count nor quit.
    try tmux.sendText("\u{1B}[" + String(repeating: "1", count: 70))
    try tmux.sendText("11+q")
    try tmux.sendKeys("+", "+")
    let screen = try await tmux.waitForScreen { $0.contains("Count: 2") }
    #expect(!screen.contains("ENDED"))
    #expect(try Self.quitWithQ(tmux).contains("ENDED 0"))
  }

  @Test(arguments: ["ctrl-z", "kill"])
  func suspendsWithTheTerminalRestoredAndRedrawsOnFg(_ how: String) async throws {
    let tmux = try TmuxSession(width: 60, height: 12)
    defer { tmux.close() }
    // A stopped job lets the shell go on with the rest of a command line: the status is
    // printed after the demo ends, by hand.
    try await Self.startInShell(tmux, printStatus: false)
    try tmux.sendKeys("+")
    try await tmux.waitForScreen { $0.contains("Count: 1") }
    #expect(try tmux.modes().alternateScreen)
    if how == "ctrl-z" {
      try tmux.sendKeys("C-z")
    } else {
      kill(try Self.pid(tmux), SIGTSTP)
    }
    try await tmux.waitForScreen { $0.contains("Stopped") }
    #expect(
      try tmux.modes()
        == TmuxSession.Modes(alternateScreen: false, cursorVisible: true, mouseReporting: false))
    // The shell reads a line again: the terminal is back in line mode.
    try tmux.sendText("fg")
    try tmux.sendKeys("Enter")
    try await tmux.waitForScreen { $0.contains("Count: 1") && !$0.contains("Stopped") }
    #expect(try tmux.modes().alternateScreen)
    // Keys work one by one again (raw mode), and the frame follows.
    try tmux.sendKeys("+")
    try await tmux.waitForScreen { $0.contains("Count: 2") }
    try tmux.sendKeys("q")
    try await tmux.waitForScreen { !$0.contains("Count: 2") }
    try tmux.sendText(Self.printStatusCommand)
    try tmux.sendKeys("Enter")
    let screen = try await tmux.waitForScreen { $0.contains("ENDED") }
    #expect(screen.contains("ENDED 0"))
    #expect(try tmux.modes().alternateScreen == false)
  }

  /// The runtime's crash reporter is on, as users have it: the process still ends.
  @Test(arguments: [SIGSEGV, SIGQUIT])
  func aCrashSignalEndsTheProcessAndRestoresTheTerminal(_ signal: Int32) async throws {
    let tmux = try TmuxSession(width: 100, height: 30)
    defer { tmux.close() }
    try await Self.startInShell(tmux, environment: "env -u SWIFT_BACKTRACE")
    kill(try Self.pid(tmux), signal)
    // The crash report takes a while to symbolicate in a debug build.
    let screen = try await tmux.waitForScreen(timeout: 90) { $0.contains("ENDED") }
    #expect(screen.contains("ENDED \(128 + signal)"))
    #expect(
      try tmux.modes()
        == TmuxSession.Modes(alternateScreen: false, cursorVisible: true, mouseReporting: false))
  }
}
