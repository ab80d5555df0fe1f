import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// Runs the built `case-studies` executable in a tmux pane: opens the long-living effects
/// screen, takes screenshots (a file in the watched folder, the `s` key), and checks the
/// terminal is restored on quit.
@Suite(
  .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end test needs it"))
struct CaseStudiesAppTests {
  static func executable() throws -> URL {
    let packageRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return try TmuxSession.builtExecutable(named: "case-studies", packageRoot: packageRoot)
  }

  @Test func countsScreenshotsWhileTheScreenIsShown() async throws {
    let binary = try Self.executable()
    let tmux = try TmuxSession(width: 100, height: 30)
    defer { tmux.close() }
    let directory = tmux.directory.path
    let shots = tmux.directory.appendingPathComponent("shots")
    try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
    let script = """
      stty -g > \(directory)/before
      SWIFT_BACKTRACE=enable=no "\(binary.path)" --screenshots "\(shots.path)" \
        --history "\(directory)/runs.sqlite"
      echo "exit status $?"
      stty -g > \(directory)/after
      echo DONE
      sleep 60
      """
    try script.write(toFile: "\(directory)/run.sh", atomically: true, encoding: .utf8)
    try tmux.start("sh \(directory)/run.sh")

    try await tmux.waitForScreen { $0.contains("Choose a case study") }
    try tmux.sendKeys("4")
    try await tmux.waitForScreen { $0.contains("has been taken 0 times") }
    // The watch starts with the seed's task, after the screen is drawn: a simulated
    // screenshot (`s`) is counted once it is up, and so is a file after that.
    var count = 0
    for _ in 0..<20 where count == 0 {
      try tmux.sendKeys("s")
      let screen = try? await tmux.waitForScreen(timeout: 0.5) { Self.count(in: $0) > 0 }
      count = screen.map(Self.count(in:)) ?? 0
    }
    #expect(count > 0)
    try Data("png".utf8).write(to: shots.appendingPathComponent("shot-1.png"))
    var screen = try await tmux.waitForScreen { Self.count(in: $0) == count + 1 }
    try tmux.sendKeys("s")
    screen = try await tmux.waitForScreen { Self.count(in: $0) == count + 2 }
    #expect(screen.contains("Screenshots: \(shots.path)"))

    try tmux.sendKeys("Escape")
    try await tmux.waitForScreen { $0.contains("Choose a case study") }
    try tmux.sendKeys("q")
    screen = try await tmux.waitForScreen { $0.contains("DONE") }
    #expect(screen.contains("exit status 0"))
    #expect(!screen.contains("Choose a case study"))
    let before = try String(contentsOfFile: "\(directory)/before", encoding: .utf8)
    let after = try String(contentsOfFile: "\(directory)/after", encoding: .utf8)
    #expect(!before.isEmpty)
    #expect(before == after)
  }

  /// The count the seed's screen shows: "… has been taken 3 times.".
  static func count(in screen: String) -> Int {
    guard let range = screen.range(of: "has been taken ") else { return -1 }
    return Int(screen[range.upperBound...].prefix { $0.isNumber }) ?? -1
  }

  @Test func printsPlainLinesWithoutATerminal() throws {
    let output = try Self.run([], input: "2++q")
    #expect(output.status == 0)
    let lines = output.stdout.split(separator: "\n")
    #expect(lines.first?.contains("Choose a case study") == true)
    #expect(lines.last?.contains("[ - ] 2 [ + ]") == true)
    #expect(!output.stdout.contains("\u{1B}"))
  }

  @Test(arguments: [
    (["--speed", "0"], "--speed must be a positive number"),
    (["--facts-url", "ftp://example.com"], "the scheme must be http or https"),
    (["--gpsd", "host:notaport"], "is not a port number"),
    (["--gpx", "/nonexistent/run.gpx"], "/nonexistent/run.gpx"),
    (["--gpx", "a.gpx", "--gpsd", "localhost:2947"], "give only one"),
    // A folder named on the command line is not created: a typo would make a new one.
    (
      ["--screenshots", "/nonexistent/shots"],
      "--screenshots: /nonexistent/shots does not exist; create it first"
    ),
  ])
  func rejectsBadFlagsClearly(arguments: [String], message: String) throws {
    let output = try Self.run(arguments, input: "")
    #expect(output.status != 0)
    #expect(output.stderr.contains(message), "stderr: \(output.stderr)")
    #expect(!FileManager.default.fileExists(atPath: "/nonexistent"))
  }

  @Test func rejectsAMalformedGPXFileWithTheParsersError() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("bad-\(UUID().uuidString).gpx")
    try Data("<gpx><trk><trkseg><trkpt lat=\"1\">".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let output = try Self.run(["--gpx", file.path], input: "")
    #expect(output.status != 0)
    #expect(output.stderr.contains(file.lastPathComponent), "stderr: \(output.stderr)")
  }

  @Test func explainsItsFlags() throws {
    let output = try Self.run(["--help"], input: "")
    #expect(output.status == 0)
    for flag in ["--facts-url", "--screenshots", "--gpx", "--speed", "--gpsd", "--history"] {
      #expect(output.stdout.contains(flag))
    }
  }

  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// Runs the executable with pipes (no terminal) and `input` on standard input.
  static func run(_ arguments: [String], input: String) throws -> Output {
    let process = Process()
    process.executableURL = try executable()
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_DATA_HOME"] =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("case-studies-data-\(UUID().uuidString)").path
    process.environment = environment
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    // Read both pipes before waiting, so a full pipe cannot block the child.
    let errorData = LockedData()
    let errorReader = Thread { errorData.set(stderr.fileHandleForReading.readDataToEndOfFile()) }
    errorReader.start()
    let outData = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus,
      stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errorData.wait(), as: UTF8.self)
    )
  }
}

/// Data written by one thread and awaited by another.
final class LockedData: @unchecked Sendable {
  private let condition = NSCondition()
  private var data: Data?

  func set(_ value: Data) {
    condition.lock()
    data = value
    condition.signal()
    condition.unlock()
  }

  func wait() -> Data {
    condition.lock()
    defer { condition.unlock() }
    while data == nil { condition.wait() }
    return data!
  }
}
