import Foundation

/// Starts a program in the background and returns at once, never waiting for it to end.
///
/// The live launcher detaches the child's standard input and output from the terminal so a
/// helper program cannot draw over the app. Tests inject a closure that records the calls.
///
/// ```swift
/// try ProcessLauncher.live.launch(URL(filePath: "/usr/bin/notify-send"), ["Done", "Break time"])
///
/// let recorded = LockIsolated<[[String]]>([])  // in a test
/// let fake = ProcessLauncher { _, arguments in recorded.withValue { $0.append(arguments) } }
/// ```
package struct ProcessLauncher: Sendable {
  /// Starts `executable` with `arguments`.
  package var launch: @Sendable (_ executable: URL, _ arguments: [String]) throws -> Void

  /// Creates a launcher from a closure.
  ///
  /// ```swift
  /// let silent = ProcessLauncher { _, _ in }
  /// ```
  package init(
    launch: @escaping @Sendable (_ executable: URL, _ arguments: [String]) throws -> Void
  ) {
    self.launch = launch
  }

  /// Runs programs with Foundation's `Process`, output discarded.
  package static let live = ProcessLauncher { executable, arguments in
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    // Foundation reaps the child when it exits; nothing here waits for that.
    try process.run()
  }
}
