import Foundation
import Testing

/// `pomodoro`'s command line as installed: `--web` only where it works, and a manual page
/// that reads right.
struct CommandLineEndToEndTests {
  func makeApp() throws -> (PomodoroProcess, URL) {
    let root = FileManager.default.temporaryDirectory
      .appending(path: "pomodoro-cli-\(UUID().uuidString)")
    return (try PomodoroProcess(root: root), root)
  }

  /// A build without the `Web` trait (the installed one) listed `--web` in its help, and
  /// `--web` first resumed the session left running, then failed.
  @Test func webIsOfferedOnlyWhereItWorks() throws {
    let (app, root) = try makeApp()
    defer { try? FileManager.default.removeItem(at: root) }
    let help = try app.run(["--help"])
    #if Web
      #expect(help.standardOutput.contains("--web"))
    #else
      #expect(!help.standardOutput.contains("--web"), "\(help.standardOutput)")
      #expect(!help.standardOutput.contains("--port"), "\(help.standardOutput)")
      let result = try app.run(["--web"])
      #expect(result.status == 64)
      #expect(
        result.standardError.contains("built without its web host"), "\(result.standardError)")
      // Refused before anything was read or written.
      #expect(!FileManager.default.fileExists(atPath: app.historyFile.path))
    #endif
  }

  /// The page as `man` shows it, 80 columns wide.
  func manual(_ app: PomodoroProcess) throws -> String {
    let page = app.root.appending(path: "pomodoro.1")
    try FileManager.default.createDirectory(at: app.root, withIntermediateDirectories: true)
    let made = try app.run(["--manual-page"])
    try made.standardOutput.write(to: page, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(filePath: "/bin/sh")
    process.arguments = ["-c", "MANWIDTH=80 man -l '\(page.path)' 2>/dev/null | col -b"]
    let stdout = Pipe()
    process.standardOutput = stdout
    try process.run()
    let data = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// Each `--no-…` flag carried its opposite's description, and the synopsis made a
  /// subcommand look required.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/man")))
  func theManualPageReadsRight() throws {
    let (app, root) = try makeApp()
    defer { try? FileManager.default.removeItem(at: root) }
    let text = try manual(app)
    // One entry for both forms, saying what the `no-` form does.
    #expect(text.contains("--bell, --no-bell"), "\(text)")
    let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("--no-bell turns it off"), "\(text)")
    let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(!lines.contains { $0.hasPrefix("--no-bell") }, "\(text)")
    // The program runs without a subcommand; each subcommand has its own line.
    #expect(!text.contains("subcommand"), "\(text)")
    #expect(lines.contains("pomodoro [options]"), "\(text)")
    #expect(lines.contains("pomodoro status [options]"), "\(text)")
    #expect(lines.contains("pomodoro hooks remove [options] [hook...]"), "\(text)")
    #if !Web
      #expect(!text.contains("--web"), "\(text)")
    #endif
  }
}
