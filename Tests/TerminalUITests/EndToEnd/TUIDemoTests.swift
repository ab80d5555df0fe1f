import Foundation
import TerminalUITesting
import Testing

@testable import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Runs the built `tui-demo` executable in a tmux pane: types keys, clicks, resizes, reads the
/// screen, ends it in various ways, and checks that the terminal settings are restored.
@Suite(
  .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end test needs it"))
struct TUIDemoTests {
  enum Ending: String, CaseIterable, CustomTestStringConvertible {
    case sigterm, sighup, fatalSignal, controlC, quitKey
    var testDescription: String { rawValue }
  }

  static func demo() throws -> URL {
    let packageRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return try TmuxSession.builtExecutable(named: "tui-demo", packageRoot: packageRoot)
  }

  @Test(arguments: Ending.allCases)
  func runsInATerminalAndRestoresIt(_ ending: Ending) async throws {
    let demo = try Self.demo()
    let tmux = try TmuxSession(width: 60, height: 12)
    defer { tmux.close() }
    let directory = tmux.directory.path
    // The pane records the terminal settings before and after, and the demo's process id. (The
    // runtime's interactive crash backtracer is off so that a fatal signal ends the process.)
    let script = """
      stty -g > \(directory)/before
      SWIFT_BACKTRACE=enable=no sh -c 'echo $$ > \(directory)/pid; exec "\(demo.path)"'
      echo "exit status $?"
      stty -g > \(directory)/after
      echo DONE
      sleep 60
      """
    try script.write(toFile: "\(directory)/run.sh", atomically: true, encoding: .utf8)
    try tmux.start("sh \(directory)/run.sh")

    var screen = try await tmux.waitForScreen { $0.contains("Count: 0") }
    #expect(screen.contains("[ - ] [ + ] [ Quit ]"))
    try tmux.sendKeys("+", "+", "+", "-")
    screen = try await tmux.waitForScreen { $0.contains("Count: 2") }

    let plus = try #require(TmuxSession.location(of: "[ + ]", in: screen))
    try tmux.click(x: plus.x, y: plus.y)
    screen = try await tmux.waitForScreen { $0.contains("Count: 3") }

    // A narrower window (SIGWINCH) redraws the frame to fit, cutting the buttons' row.
    try tmux.resize(width: 20, height: 6)
    try await tmux.waitForScreen { $0.contains("[ Q…") }
    try tmux.resize(width: 60, height: 12)
    try await tmux.waitForScreen { $0.contains("[ Quit ]") }

    switch ending {
    case .sigterm, .sighup, .fatalSignal:
      let pidText = try String(contentsOfFile: "\(directory)/pid", encoding: .utf8)
      let pid = try #require(Int32(pidText.trimmingCharacters(in: .whitespacesAndNewlines)))
      kill(pid, ending == .sigterm ? SIGTERM : ending == .sighup ? SIGHUP : SIGSEGV)
    case .controlC:
      try tmux.sendKeys("C-c")
    case .quitKey:
      try tmux.sendKeys("q")
    }
    screen = try await tmux.waitForScreen { $0.contains("DONE") }
    // The alternate screen is gone: the demo's frame is no longer shown.
    #expect(!screen.contains("Count: 3"))
    switch ending {
    case .sigterm: #expect(screen.contains("exit status 143"))
    case .sighup: #expect(screen.contains("exit status 129"))
    case .fatalSignal: #expect(screen.contains("exit status 139"))
    case .controlC, .quitKey: #expect(screen.contains("exit status 0"))
    }
    let before = try String(contentsOfFile: "\(directory)/before", encoding: .utf8)
    let after = try String(contentsOfFile: "\(directory)/after", encoding: .utf8)
    #expect(!before.isEmpty)
    #expect(before == after)
  }

  @Test func printsAPlainLinePerChangeWithoutATerminal() throws {
    let process = Process()
    process.executableURL = try Self.demo()
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(Data("++-q".utf8))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let text = String(decoding: data, as: UTF8.self)
    let lines = text.split(separator: "\n")
    #expect(lines.count == 4)
    #expect(lines.first == "tui-demo | Count: 0 | [ - ] [ + ] [ Quit ] | +/- to count, q to quit")
    #expect(lines.map { $0.contains("Count: 0") } == [true, false, false, false])
    #expect(lines.last?.contains("Count: 1") == true)
    #expect(!text.contains("\u{1B}"))
  }
}
