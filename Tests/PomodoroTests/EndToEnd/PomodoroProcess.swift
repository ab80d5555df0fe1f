import Foundation
import TerminalUI
import TerminalUITesting

/// The built `pomodoro` executable and temporary XDG directories to run it in.
struct PomodoroProcess {
  let binary: URL
  let root: URL

  init(root: URL) throws {
    let packageRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    binary = try TmuxSession.builtExecutable(named: "pomodoro", packageRoot: packageRoot)
    self.root = root
  }

  var config: URL { root.appending(path: "config/pomodoro") }
  var settingsFile: URL { config.appending(path: "settings.json") }
  var historyFile: URL { root.appending(path: "data/pomodoro/history.sqlite") }

  /// The XDG variables pointing into `root`, as `NAME=value` words for a shell.
  var environment: [String: String] {
    [
      "XDG_CONFIG_HOME": root.appending(path: "config").path,
      "XDG_DATA_HOME": root.appending(path: "data").path,
      "XDG_CACHE_HOME": root.appending(path: "cache").path,
      "SWIFT_BACKTRACE": "enable=no",
    ]
  }

  /// A shell command line running pomodoro with `arguments` in the temporary directories.
  func commandLine(_ arguments: [String]) -> String {
    let variables = environment.sorted { $0.key < $1.key }.map { "\($0.key)='\($0.value)'" }
    return (["env"] + variables + ["'\(binary.path)'"] + arguments.map { "'\($0)'" })
      .joined(separator: " ")
  }

  /// The result of running pomodoro without a terminal.
  struct Output {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// Runs pomodoro to its end with `input` on standard input (no terminal).
  func run(_ arguments: [String], input: String = "") throws -> Output {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    // Read both pipes to their end before waiting, so a full pipe cannot block the child.
    let errorData = LockedData()
    let errorRead = DispatchSemaphore(value: 0)
    let errorReader = Thread {
      errorData.set(stderr.fileHandleForReading.readDataToEndOfFile())
      errorRead.signal()
    }
    errorReader.start()
    let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    errorRead.wait()
    return Output(
      status: process.terminationStatus,
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData.value, as: UTF8.self))
  }
}

/// Data handed over from a reader thread.
final class LockedData: @unchecked Sendable {
  private let lock = NSLock()
  private var data: Data?

  func set(_ value: Data) {
    lock.lock()
    defer { lock.unlock() }
    data = value
  }

  var value: Data {
    lock.lock()
    defer { lock.unlock() }
    return data ?? Data()
  }
}
