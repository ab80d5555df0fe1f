import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Runs the built `tui-demo` executable in a tmux pane: types keys, clicks, reads the screen,
/// ends it in various ways, and checks that the terminal settings are restored.
@Suite(
  .serialized, .enabled(if: Tmux.path != nil, "tmux is not installed: the end-to-end test needs it")
)
struct TUIDemoTests {
  enum Ending: String, CaseIterable, CustomTestStringConvertible {
    case sigterm, sighup, fatalSignal, controlC, quitKey
    var testDescription: String { rawValue }
  }

  @Test(arguments: Ending.allCases)
  func runsInATerminalAndRestoresIt(_ ending: Ending) throws {
    let demo = try DemoBinary.url()
    let session = try Tmux(width: 60, height: 12)
    defer { session.close() }
    let directory = session.directory
    // The pane records the terminal settings before and after, and the demo's process id. (The
    // runtime's interactive crash backtracer is off so that a fatal signal ends the process.)
    let script = """
      stty -g > \(directory.path)/before
      SWIFT_BACKTRACE=enable=no sh -c 'echo $$ > \(directory.path)/pid; exec "\(demo.path)"'
      echo "exit status $?"
      stty -g > \(directory.path)/after
      echo DONE
      sleep 60
      """
    try script.write(
      to: directory.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
    try session.start("sh \(directory.path)/run.sh")

    var screen = try session.waitForScreen { $0.contains("Count: 0") }
    #expect(screen.contains("[ - ] [ + ] [ Quit ]"))
    try session.sendKeys(["+", "+", "+", "-"])
    screen = try session.waitForScreen { $0.contains("Count: 2") }

    // A click (SGR mouse press and release, 1-based) on the "+" button.
    let plus = try #require(Tmux.location(of: "[ + ]", in: screen))
    let click = "\u{1B}[<0;\(plus.x + 1);\(plus.y + 1)M\u{1B}[<0;\(plus.x + 1);\(plus.y + 1)m"
    try session.sendLiteral(click)
    screen = try session.waitForScreen { $0.contains("Count: 3") }

    // A narrower window (SIGWINCH) redraws the frame to fit, cutting the buttons' row.
    try session.resize(width: 20, height: 6)
    screen = try session.waitForScreen { $0.contains("[ Q…") }
    try session.resize(width: 60, height: 12)
    screen = try session.waitForScreen { $0.contains("[ Quit ]") }

    switch ending {
    case .sigterm, .sighup, .fatalSignal:
      let pidText = try String(contentsOf: directory.appendingPathComponent("pid"), encoding: .utf8)
      let pid = try #require(Int32(pidText.trimmingCharacters(in: .whitespacesAndNewlines)))
      kill(pid, ending == .sigterm ? SIGTERM : ending == .sighup ? SIGHUP : SIGSEGV)
    case .controlC:
      try session.sendKeys(["C-c"])
    case .quitKey:
      try session.sendKeys(["q"])
    }
    screen = try session.waitForScreen { $0.contains("DONE") }
    // The alternate screen is gone: the demo's frame is no longer shown.
    #expect(!screen.contains("Count: 3"))
    switch ending {
    case .sigterm: #expect(screen.contains("exit status 143"))
    case .sighup: #expect(screen.contains("exit status 129"))
    case .fatalSignal: #expect(screen.contains("exit status 139"))
    case .controlC, .quitKey: #expect(screen.contains("exit status 0"))
    }
    let before = try String(contentsOf: directory.appendingPathComponent("before"), encoding: .utf8)
    let after = try String(contentsOf: directory.appendingPathComponent("after"), encoding: .utf8)
    #expect(!before.isEmpty)
    #expect(before == after)
  }

  @Test func printsAPlainLinePerChangeWithoutATerminal() throws {
    let process = Process()
    process.executableURL = try DemoBinary.url()
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
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
    #expect(lines.count == 4)
    #expect(lines.first == "tui-demo | Count: 0 | [ - ] [ + ] [ Quit ] | +/- to count, q to quit")
    #expect(lines.map { $0.contains("Count: 0") } == [true, false, false, false])
    #expect(lines.last?.contains("Count: 1") == true)
    #expect(!String(decoding: data, as: UTF8.self).contains("\u{1B}"))
  }
}

/// Finds the `tui-demo` executable built with the tests (the test target depends on it).
enum DemoBinary {
  static func url() throws -> URL {
    var candidates: [URL] = []
    // The test bundle runs from the build products directory, next to the executables.
    if let bundle = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      candidates.append(URL(fileURLWithPath: bundle).deletingLastPathComponent())
    }
    candidates.append(Bundle.main.bundleURL)
    candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
    let packageRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    candidates.append(packageRoot.appendingPathComponent(".build/debug"))
    for directory in candidates {
      let binary = directory.appendingPathComponent("tui-demo")
      if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
    }
    throw MissingBinary(searched: candidates.map(\.path))
  }

  struct MissingBinary: Error, CustomStringConvertible {
    let searched: [String]
    var description: String {
      "tui-demo was not found next to the tests; looked in: \(searched.joined(separator: ", "))"
    }
  }
}

/// A private tmux server with one session, for driving a program in a real pseudo-terminal.
struct Tmux {
  static let path: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  let directory: URL
  let width: Int
  let height: Int

  init(width: Int, height: Int) throws {
    self.width = width
    self.height = height
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tui-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  func start(_ command: String) throws {
    // The server started here outlives the command: it must not inherit an output pipe.
    try run(
      capturingOutput: false,
      ["new-session", "-d", "-s", "demo", "-x", "\(width)", "-y", "\(height)", command])
  }

  func sendKeys(_ keys: [String]) throws {
    try run(capturingOutput: false, ["send-keys", "-t", "demo"] + keys)
  }

  func sendLiteral(_ text: String) throws {
    try run(capturingOutput: false, ["send-keys", "-t", "demo", "-l", text])
  }

  func resize(width: Int, height: Int) throws {
    try run(
      capturingOutput: false,
      ["resize-window", "-t", "demo", "-x", "\(width)", "-y", "\(height)"])
  }

  func capture() throws -> String {
    try run(capturingOutput: true, ["capture-pane", "-p", "-t", "demo"])
  }

  /// Reads the pane until `condition` holds, failing after a few seconds with the last screen.
  func waitForScreen(_ condition: (String) -> Bool) throws -> String {
    let deadline = Date().addingTimeInterval(10)
    var screen = ""
    while Date() < deadline {
      screen = try capture()
      if condition(screen) { return screen }
      // Polling another process's screen: there is nothing to await but the next look.
      usleep(20_000)
    }
    throw Timeout(screen: screen)
  }

  func close() {
    _ = try? run(capturingOutput: false, ["kill-server"])
    try? FileManager.default.removeItem(at: directory)
  }

  /// Runs the tmux client with `arguments` and returns what it printed. (Foundation's
  /// `Process` is not used here: on Linux it can miss the exit of a client whose server it
  /// forked, and wait forever.)
  @discardableResult
  func run(capturingOutput: Bool, _ arguments: [String]) throws -> String {
    try ChildProcess.run(
      Self.path ?? "tmux",
      ["-S", directory.appendingPathComponent("tmux.sock").path, "-f", "/dev/null"] + arguments,
      capturingOutput: capturingOutput)
  }

  /// The zero-based cell where `text` first appears on `screen`.
  static func location(of text: String, in screen: String) -> (x: Int, y: Int)? {
    for (y, line) in screen.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if let range = line.range(of: text) {
        // Box-drawing and ASCII characters before the button are one cell each.
        return (line.distance(from: line.startIndex, to: range.lowerBound), y)
      }
    }
    return nil
  }

  struct Timeout: Error, CustomStringConvertible {
    let screen: String
    var description: String { "the screen did not show what was expected:\n\(screen)" }
  }
}

/// Spawns a program with `posix_spawn` and waits for it with `waitpid`.
enum ChildProcess {
  struct Failed: Error, CustomStringConvertible {
    let description: String
  }

  static func run(_ path: String, _ arguments: [String], capturingOutput: Bool) throws -> String {
    var fds: [Int32] = [-1, -1]
    guard pipe(&fds) == 0 else { throw Failed(description: "pipe failed") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    if capturingOutput {
      posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addclose(&actions, fds[0])
    posix_spawn_file_actions_addclose(&actions, fds[1])
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, path, &actions, nil, argv, environ)
    close(fds[1])
    defer { close(fds[0]) }
    guard status == 0 else { throw Failed(description: "could not run \(path): \(status)") }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(fds[0], &buffer, buffer.count)
      if count > 0 {
        output += buffer[0..<count]
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        break
      }
    }
    var exitStatus: Int32 = 0
    while waitpid(pid, &exitStatus, 0) < 0 && errno == EINTR {}
    return String(decoding: output, as: UTF8.self)
  }
}
