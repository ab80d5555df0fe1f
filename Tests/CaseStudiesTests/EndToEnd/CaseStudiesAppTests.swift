import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// Runs the built `case-studies` executable in a tmux pane: opens the long-living effects
/// screen, drops files into the watched folder, and checks the terminal is restored on quit.
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

  @Test func countsScreenshotsOnlyWhileTheScreenIsShown() async throws {
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
    // The watch is set up once the screen says so; files created after that are seen.
    var screen = try await tmux.waitForScreen { $0.contains("Watching: \(shots.path)") }
    #expect(screen.contains("has been taken 0 times"))
    try Data("png".utf8).write(to: shots.appendingPathComponent("shot-1.png"))
    try await tmux.waitForScreen { $0.contains("has been taken 1 time.") }

    // Above the second screen nothing is counted, neither while there nor after coming back.
    try tmux.sendKeys("n")
    try await tmux.waitForScreen { $0.contains("Second screen") }
    try Data("png".utf8).write(to: shots.appendingPathComponent("shot-2.png"))
    try tmux.sendKeys("s")
    try tmux.sendKeys("Escape")
    screen = try await tmux.waitForScreen { $0.contains("Watching: \(shots.path)") }
    #expect(screen.contains("has been taken 1 time."))

    // Back on the screen, counting goes on (a simulated screenshot, then a real one).
    try tmux.sendKeys("s")
    try await tmux.waitForScreen { $0.contains("has been taken 2 times") }
    try Data("png".utf8).write(to: shots.appendingPathComponent("shot-3.png"))
    try await tmux.waitForScreen { $0.contains("has been taken 3 times") }

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
