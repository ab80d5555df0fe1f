import Foundation
import Testing

/// `Scripts/install`, run as a user would, into a temporary prefix.
@Suite(.serialized)
struct InstallScriptTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Runs the script with `arguments`; its status and output.
  static func install(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(filePath: "/bin/sh")
    process.arguments = [packageRoot.appending(path: "Scripts/install").path] + arguments
    process.currentDirectoryURL = packageRoot
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// Every path under `root`, relative to it, sorted.
  static func contents(_ root: URL) -> [String] {
    let paths = FileManager.default.subpaths(atPath: root.path) ?? []
    return paths.sorted()
  }

  /// Uninstalling left the empty folders the install had made.
  @Test func uninstallRemovesItsFilesAndTheFoldersLeftEmpty() throws {
    let prefix = FileManager.default.temporaryDirectory
      .appending(path: "pomodoro-install-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: prefix) }
    let debug = try PomodoroProcess(root: prefix).binary.deletingLastPathComponent()
    var result = try Self.install(["--from", debug.path, "--prefix", prefix.path])
    #expect(result.status == 0, "\(result.output)")
    let installed = Self.contents(prefix)
    for file in [
      "bin/pomodoro", "bin/case-studies", "share/man/man1/pomodoro.1",
      "share/bash-completion/completions/case-studies", "share/zsh/site-functions/_pomodoro",
      "share/fish/vendor_completions.d/pomodoro.fish",
    ] {
      #expect(installed.contains(file), "\(file) not in \(installed)")
    }
    // A page of the program's own, not the --help fallback.
    let page = try String(
      contentsOf: prefix.appending(path: "share/man/man1/pomodoro.1"), encoding: .utf8)
    #expect(page.contains(".SH SYNOPSIS"))

    // Someone else's page in the same folder stays, and so does its folder.
    try Data().write(to: prefix.appending(path: "share/man/man1/other.1"))
    result = try Self.install(["--uninstall", "--prefix", prefix.path])
    #expect(result.status == 0, "\(result.output)")
    #expect(
      Self.contents(prefix) == ["share", "share/man", "share/man/man1", "share/man/man1/other.1"])
  }
}
