import Foundation
import TerminalUI
import Testing

/// What the installed `case-studies` offers around its command line: completions that
/// complete paths, and a manual page that reads right.
struct CaseStudiesCommandLineTests {
  /// Runs `script` with bash in `directory`; its standard output.
  static func bash(_ script: String, in directory: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(filePath: "/bin/bash")
    process.arguments = ["--norc", "--noprofile", "-c", script]
    process.currentDirectoryURL = directory
    let stdout = Pipe()
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// What bash completes after `words`, with the program's own completion script loaded (bash
  /// calls the function with the command, the word being completed and the word before it).
  static func completions(_ words: [String], in directory: URL) throws -> [String] {
    let binary = try CaseStudiesAppTests.executable().path
    let line = (["case-studies"] + words).joined(separator: " ")
    let script = """
      source <('\(binary)' --generate-completion-script bash)
      COMP_WORDS=(case-studies \(words.map { "'\($0)'" }.joined(separator: " ")))
      COMP_CWORD=\(words.count)
      COMP_LINE='\(line)'
      COMP_POINT=${#COMP_LINE}
      _case-studies case-studies '\(words.last ?? "")' '\(words.dropLast().last ?? "case-studies")'
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    return try bash(script, in: directory).split(separator: "\n").map(String.init).sorted()
  }

  /// `--gpx`, `--history` and `--screenshots` completed nothing; they now complete paths.
  @Test func pathOptionsCompletePaths() throws {
    let directory = FileManager.default.temporaryDirectory
      .appending(path: "case-studies-completion-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(
      at: directory.appending(path: "shots"), withIntermediateDirectories: true)
    for file in ["run.gpx", "runs.sqlite", "notes.txt"] {
      try Data().write(to: directory.appending(path: file))
    }
    #expect(try Self.completions(["--gpx", ""], in: directory).contains("run.gpx"))
    #expect(try Self.completions(["--gpx", ""], in: directory).contains("shots"))
    #expect(try Self.completions(["--history", "runs"], in: directory) == ["runs.sqlite"])
    #expect(try Self.completions(["--screenshots", ""], in: directory) == ["shots"])
  }

  /// The page as `man` shows it, 80 columns wide.
  static func manual() throws -> String {
    let binary = try CaseStudiesAppTests.executable()
    let page = FileManager.default.temporaryDirectory
      .appending(path: "case-studies-\(UUID().uuidString).1")
    defer { try? FileManager.default.removeItem(at: page) }
    let script = """
      '\(binary.path)' --manual-page > '\(page.path)' && \
      MANWIDTH=80 MAN_KEEP_FORMATTING= man -l '\(page.path)' 2>/dev/null | col -b
      """
    return try bash(script, in: FileManager.default.temporaryDirectory)
  }

  /// No subcommand in the synopsis (it has none), and the dash of "001–004" kept.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/man")))
  func theManualPageReadsRight() throws {
    let text = try Self.manual()
    #expect(text.contains("seeds 001–004"), "\(text)")
    #expect(!text.contains("subcommand"), "\(text)")
    #expect(text.contains("case-studies [options]"), "\(text)")
  }
}
