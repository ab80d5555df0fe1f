import Foundation
import TerminalUI

/// A program running in a real pseudo-terminal under a private tmux server, for end-to-end
/// tests of terminal executables: type keys, read the screen, resize the window.
///
/// ```swift
/// let tmux = try TmuxSession(width: 80, height: 24)
/// defer { tmux.close() }
/// try tmux.start(TmuxSession.builtExecutable(named: "pomodoro").path)
/// try tmux.waitForScreen { $0.contains("25:00") }
/// try tmux.sendKeys(" ")
/// ```
public final class TmuxSession: Sendable {
  /// Where tmux is installed, if it is.
  public static let executablePath: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  /// Whether tmux is installed; use it to skip tests that need it.
  public static var isAvailable: Bool { executablePath != nil }

  /// A private directory for the session's socket and any files the test wants to keep there.
  public let directory: URL
  /// The window's width in cells, as created.
  public let width: Int
  /// The window's height in cells, as created.
  public let height: Int

  /// Prepares a session of `width` × `height` cells (nothing runs until ``start(_:)``).
  public init(width: Int = 80, height: Int = 24) throws {
    self.width = width
    self.height = height
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tmux-session-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  /// Runs `command` (a shell command line) in the session's only pane.
  public func start(_ command: String) throws {
    try tmux(["new-session", "-d", "-s", "main", "-x", "\(width)", "-y", "\(height)", command])
  }

  /// Sends keys by tmux's names: `"q"`, `"Enter"`, `"Up"`, `"C-c"`, `"Space"`.
  public func sendKeys(_ keys: String...) throws {
    try tmux(["send-keys", "-t", "main"] + keys)
  }

  /// Sends `text` as typed, byte for byte (escape sequences included, e.g. mouse reports).
  public func sendText(_ text: String) throws {
    try tmux(["send-keys", "-t", "main", "-l", text])
  }

  /// Clicks the left mouse button at a zero-based cell, as an SGR mouse report.
  public func click(x: Int, y: Int) throws {
    try sendText("\u{1B}[<0;\(x + 1);\(y + 1)M\u{1B}[<0;\(x + 1);\(y + 1)m")
  }

  /// Resizes the window (the program gets SIGWINCH).
  public func resize(width: Int, height: Int) throws {
    try tmux(["resize-window", "-t", "main", "-x", "\(width)", "-y", "\(height)"])
  }

  /// The text on screen now.
  public func screen() throws -> String {
    try tmux(["capture-pane", "-p", "-t", "main"], capturingOutput: true)
  }

  /// The terminal modes the program in the pane has turned on.
  public struct Modes: Equatable, Sendable {
    /// Whether the alternate screen is on (a full-screen program is drawing).
    public var alternateScreen: Bool
    /// Whether the cursor is shown.
    public var cursorVisible: Bool
    /// Whether the terminal reports the mouse to the program.
    public var mouseReporting: Bool

    /// Modes to compare with ``TmuxSession/modes()``.
    public init(alternateScreen: Bool, cursorVisible: Bool, mouseReporting: Bool) {
      self.alternateScreen = alternateScreen
      self.cursorVisible = cursorVisible
      self.mouseReporting = mouseReporting
    }
  }

  /// The pane's modes now: whether a full-screen program holds it.
  public func modes() throws -> Modes {
    let flags = try tmux(
      [
        "display-message", "-p", "-t", "main",
        "#{alternate_on} #{cursor_flag} #{mouse_any_flag}",
      ],
      capturingOutput: true
    )
    .split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) == "1" }
    guard flags.count == 3 else { throw ChildProcess.Failure(description: "tmux gave no modes") }
    return Modes(alternateScreen: flags[0], cursorVisible: flags[1], mouseReporting: flags[2])
  }

  /// Reads the screen until `condition` holds and returns it, or throws with the last screen
  /// after `timeout` seconds.
  @discardableResult
  public func waitForScreen(
    timeout: Double = 10, _ condition: (String) -> Bool
  ) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let screen = try self.screen()
      if condition(screen) { return screen }
      if Date() >= deadline { throw Timeout(screen: screen) }
      // Another process's screen cannot be awaited: look again shortly.
      ChildProcess.pause(milliseconds: 20)
    }
  }

  /// Reads the screen until `condition` holds and returns it, or throws with the last screen
  /// after `timeout` seconds, suspending between looks instead of blocking the thread.
  ///
  /// Tests should prefer this form: while a `TestStore` lives, every task of the process runs
  /// on the main thread, and a test that blocks a thread while it waits for another process
  /// holds up every other test running in parallel.
  @discardableResult
  public func waitForScreen(
    timeout: Double = 10, _ condition: (String) -> Bool
  ) async throws -> String {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .milliseconds(Int(timeout * 1000)))
    // The last look is taken after the deadline: under load a sleep may end long after it,
    // and the screen is judged as it is then, not as it was before the wait.
    while true {
      let screen = try self.screen()
      if condition(screen) { return screen }
      if clock.now >= deadline { throw Timeout(screen: screen) }
      // Another process's screen cannot be awaited: look again shortly.
      try await clock.sleep(for: .milliseconds(20))
    }
  }

  /// Stops the tmux server (and what runs in it) and removes the session's directory.
  ///
  /// A server started from a test can outlive `kill-server` (it ends itself with a signal
  /// that may stay blocked there), keeping its programs running: it is then killed outright,
  /// which hangs up its terminals as closing a terminal window does.
  public func close() {
    let server =
      (try? tmux(["display-message", "-p", "-t", "main", "#{pid}"], capturingOutput: true))
      .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    _ = try? tmux(["kill-server"])
    if let server, server > 0,
      let command = try? String(contentsOfFile: "/proc/\(server)/cmdline", encoding: .utf8),
      command.contains(directory.path)
    {
      kill(server, SIGKILL)
    }
    try? FileManager.default.removeItem(at: directory)
  }

  /// The zero-based cell where `text` first appears on `screen` (counting one cell per
  /// character before it).
  public static func location(of text: String, in screen: String) -> Point? {
    for (y, line) in screen.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if let range = line.range(of: text) {
        return Point(x: DisplayWidth.of(line[..<range.lowerBound]), y: y)
      }
    }
    return nil
  }

  /// An executable product built with the tests (the test target must depend on it): looked
  /// for next to the running test bundle, then in the package's `.build/debug`.
  public static func builtExecutable(
    named name: String, packageRoot: URL? = nil
  ) throws -> URL {
    var directories: [URL] = []
    if let current = ChildProcess.currentExecutable {
      directories.append(URL(fileURLWithPath: current).deletingLastPathComponent())
    }
    directories.append(Bundle.main.bundleURL)
    directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
    if let packageRoot { directories.append(packageRoot.appendingPathComponent(".build/debug")) }
    for directory in directories {
      let binary = directory.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
    }
    throw MissingExecutable(name: name, searched: directories.map(\.path))
  }

  /// The screen did not show what a test waited for.
  public struct Timeout: Error, CustomStringConvertible {
    /// The screen when the wait gave up.
    public let screen: String
    /// Says so, with the screen.
    public var description: String { "the screen did not show what was expected:\n\(screen)" }
  }

  /// A built executable was not found.
  public struct MissingExecutable: Error, CustomStringConvertible {
    /// The executable's name.
    public let name: String
    /// The directories looked in.
    public let searched: [String]
    /// Names the executable and the directories looked in.
    public var description: String {
      "\(name) was not found; looked in: \(searched.joined(separator: ", "))"
    }
  }

  @discardableResult
  private func tmux(_ arguments: [String], capturingOutput: Bool = false) throws -> String {
    guard let path = Self.executablePath else {
      throw ChildProcess.Failure(description: "tmux is not installed")
    }
    let socket = directory.appendingPathComponent("socket").path
    return try ChildProcess.run(
      path, ["-S", socket, "-f", "/dev/null"] + arguments, capturingOutput: capturingOutput)
  }
}
