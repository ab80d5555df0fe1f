import Foundation
import PomodoroCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Runs the user's hook commands with `/bin/sh -c`, the event in their environment, their
/// input and output away from the terminal, and a time limit after which they are stopped.
///
/// ```swift
/// let runner = HookRunner(commands: ["notify-send \"$POMODORO_EVENT\""])
/// let failures = await runner.run(event)
/// ```
public struct HookRunner: Sendable {
  /// How long a command may run before it is stopped and reported.
  public static let defaultTimeout: Duration = .seconds(10)

  public var commands: [String]
  public var timeout: Duration

  public init(commands: [String], timeout: Duration = Self.defaultTimeout) {
    self.commands = commands
    self.timeout = timeout
  }

  /// Runs every command at once for `event` and waits for them (or their time limit).
  public func run(_ event: HookEvent) async -> [HookFailure] {
    await withTaskGroup(of: HookFailure?.self) { group in
      for command in commands {
        group.addTask { await Self.run(command, event: event, timeout: timeout) }
      }
      var failures: [HookFailure] = []
      for await failure in group { if let failure { failures.append(failure) } }
      // In the order the commands were given, whichever ended first.
      return commands.compactMap { command in failures.first { $0.command == command } }
    }
  }

  /// "10", "0.3".
  private static func seconds(_ duration: Duration) -> String {
    let value =
      Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    return String(format: "%g", value)
  }

  private static func run(_ command: String, event: HookEvent, timeout: Duration) async
    -> HookFailure?
  {
    let process = Process()
    process.executableURL = URL(filePath: "/bin/sh")
    process.arguments = ["-c", command]
    process.environment = ProcessInfo.processInfo.environment.merging(event.environment) { $1 }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let (ended, continuation) = AsyncStream.makeStream(of: Int32.self)
    process.terminationHandler = { process in
      continuation.yield(process.terminationStatus)
      continuation.finish()
    }
    do {
      try process.run()
    } catch {
      return HookFailure(command: command, reason: "it could not start (\(error))")
    }
    let status = await withTaskGroup(of: Int32?.self) { group in
      group.addTask {
        for await status in ended { return status }
        return nil
      }
      group.addTask {
        try? await Task.sleep(for: timeout)
        return nil
      }
      let first = await group.next() ?? nil
      group.cancelAll()
      return first
    }
    // The app is quitting: the command goes on by itself.
    if Task.isCancelled && status == nil { return nil }
    guard let status else {
      // Too slow: stopped, so that hooks never pile up.
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      return HookFailure(
        command: command,
        reason: "still running after \(seconds(timeout)) seconds, so it was stopped")
    }
    if process.terminationReason == .uncaughtSignal {
      return HookFailure(command: command, reason: "it ended with signal \(status)")
    }
    return status == 0 ? nil : HookFailure(command: command, reason: "exit status \(status)")
  }
}
