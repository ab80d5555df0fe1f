#if Web
  import Foundation
  import TerminalUI
  import TerminalUITesting

  /// An app started with `--web --no-open` (or, for a SwiftUI `App`, `COMPOSABLE_WEB=1` and
  /// `COMPOSABLE_WEB_NO_OPEN=1`) in folders of its own: its address, read from the line it
  /// prints, and a way to stop it as Ctrl-C does.
  final class AppProcess: @unchecked Sendable {
    let process = Process()
    let home: URL
    private(set) var url = ""

    init(_ name: String, arguments: [String] = [], isSwiftUIApp: Bool = false) throws {
      home = FileManager.default.temporaryDirectory.appending(path: "web-e2e-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
      let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
      process.executableURL = try TmuxSession.builtExecutable(named: name, packageRoot: root)
      process.arguments = (isSwiftUIApp ? [] : ["--web", "--no-open"]) + arguments
      var environment = ProcessInfo.processInfo.environment
      if isSwiftUIApp {
        environment["COMPOSABLE_WEB"] = "1"
        environment["COMPOSABLE_WEB_NO_OPEN"] = "1"
      }
      for (variable, folder) in [
        ("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"), ("XDG_STATE_HOME", "state"),
        ("XDG_PICTURES_DIR", "pictures"),
      ] {
        environment[variable] = home.appending(path: folder).path
      }
      process.environment = environment
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      self.output = output
    }

    private let output: Pipe

    /// Waits for the first line, which names the address: "Pomodoro is at http://…".
    func start() async throws {
      let output = output
      let line = try await offThePool {
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty,
          byte != Data("\n".utf8)
        {
          line += byte
        }
        return line
      }
      url = String(decoding: line, as: UTF8.self).components(separatedBy: " is at ").last ?? ""
    }

    /// Sends SIGINT, as Ctrl-C does, and returns the exit status.
    func interrupt() async throws -> Int32? {
      kill(process.processIdentifier, SIGINT)
      let process = process
      // 10 s to stop and save; then it is killed, and the test fails.
      let exited = try await offThePool {
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        return !process.isRunning
      }
      guard exited else {
        kill(process.processIdentifier, SIGKILL)
        return nil
      }
      return process.terminationStatus
    }

    deinit {
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      try? FileManager.default.removeItem(at: home)
    }
  }
#endif
