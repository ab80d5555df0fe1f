import Foundation
import TerminalUI
import Testing

/// Bad values on `case-studies`' command line: a message that says what is wrong, and nothing
/// created on disk.
struct CaseStudiesFlagsTests {
  /// Runs the built program with `arguments` and no terminal; its status and standard error.
  static func run(_ arguments: [String]) throws -> (status: Int32, error: String) {
    let process = Process()
    process.executableURL = try CaseStudiesAppTests.executable()
    process.arguments = arguments
    let stderr = Pipe()
    process.standardError = stderr
    process.standardOutput = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// A negative number is a value to refuse, not a missing one.
  @Test(arguments: [
    (["--speed", "-2"], "--speed must be a positive number"),
    (["--facts-timeout", "-1"], "--facts-timeout must be a positive number"),
  ])
  func aNegativeNumberGetsTheRangeMessage(arguments: [String], message: String) throws {
    let result = try Self.run(arguments)
    #expect(result.status == 64)
    #expect(result.error.contains(message), "\(result.error)")
    #expect(!result.error.contains("Missing value"))
  }

  /// `--history` in a folder that does not exist is refused, as `--screenshots` is, rather
  /// than creating the folder.
  @Test func aHistoryInAMissingFolderIsRefusedAndNothingIsCreated() throws {
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "case-studies-missing-\(UUID().uuidString)/dir")
    let result = try Self.run(["--history", folder.appending(path: "x.sqlite").path])
    #expect(result.status == 64)
    #expect(result.error.contains("--history: \(folder.path) does not exist"), "\(result.error)")
    #expect(!FileManager.default.fileExists(atPath: folder.deletingLastPathComponent().path))
  }
}
