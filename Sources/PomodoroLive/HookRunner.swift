import Foundation
import PomodoroCore

/// Runs the user's hook commands with `/bin/sh -c`, the event in their environment, away from
/// the terminal (see `HookProcess`: their own session and process group, no controlling
/// terminal, output captured), and a time limit after which the whole group is stopped.
///
/// ```swift
/// let runner = HookRunner(commands: ["notify-send \"$POMODORO_EVENT\""])
/// let failures = await runner.run(event)
/// ```
package struct HookRunner: Sendable {
  /// How long a command may run before it is stopped and reported.
  package static let defaultTimeout: Duration = .seconds(10)

  package var commands: [String]
  package var timeout: Duration

  package init(commands: [String], timeout: Duration = Self.defaultTimeout) {
    self.commands = commands
    self.timeout = timeout
  }

  /// Runs every command at once for `event` and waits for them (or their time limit).
  package func run(_ event: HookEvent) async -> [HookFailure] {
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
    let environment = ProcessInfo.processInfo.environment.merging(event.environment) { $1 }
    // `nil`: the app is quitting, and the command goes on by itself.
    guard
      let outcome = await HookProcess.run(command, environment: environment, timeout: timeout)
    else { return nil }
    switch outcome {
    case .exited(0, _):
      return nil
    case .exited(let status, let output):
      return HookFailure(command: command, reason: "exit status \(status)" + saying(output))
    case .signalled(let signal, let output):
      return HookFailure(
        command: command, reason: "it ended with signal \(signal)" + saying(output))
    case .timedOut(let output):
      // Too slow: stopped with all it started, so that hooks never pile up.
      return HookFailure(
        command: command,
        reason: "still running after \(seconds(timeout)) seconds, so it was stopped"
          + saying(output))
    case .failedToStart(let reason):
      return HookFailure(command: command, reason: "it could not start (\(reason))")
    }
  }

  /// `, saying "…"`: the last line the command wrote, its control characters escaped, cut to
  /// 120 characters; nothing when it wrote nothing.
  static func saying(_ output: String) -> String {
    let lines = output.split(whereSeparator: \.isNewline)
    guard
      let last = lines.last(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
    else { return "" }
    var line = String(last).trimmingCharacters(in: .whitespaces).escapingControlCharacters
    if line.count > 120 { line = String(line.prefix(119)) + "…" }
    return ", saying \"\(line)\""
  }
}
