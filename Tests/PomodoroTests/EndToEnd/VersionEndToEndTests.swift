import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// `--version` on both programs: the version CHANGELOG.md's latest heading names.
struct VersionEndToEndTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// "0.1.0" from "## [Unreleased] — 0.1.0" or "## [0.1.0] — 2026-12-01".
  static func changelogVersion() throws -> String {
    let text = try String(
      contentsOf: packageRoot.appending(path: "CHANGELOG.md"), encoding: .utf8)
    let heading = try #require(text.split(separator: "\n").first { $0.hasPrefix("## [") })
    let version = try #require(heading.firstMatch(of: #/\d+\.\d+\.\d+/#))
    return String(version.output)
  }

  @Test(arguments: ["pomodoro", "case-studies"])
  func versionIsTheChangelogs(program: String) throws {
    let process = Process()
    process.executableURL = try TmuxSession.builtExecutable(
      named: program, packageRoot: Self.packageRoot)
    process.arguments = ["--version"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(String(decoding: data, as: UTF8.self) == "\(try Self.changelogVersion())\n")
  }
}
