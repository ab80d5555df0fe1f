import ComposableArchitecture
import Foundation
import PomodoroCore

extension HookClient: DependencyKey {
  /// No commands: the app wires the user's with `live(runner:)`.
  public static let liveValue = HookClient(run: { _ in [] })

  /// Runs the commands of `runner`.
  ///
  /// ```swift
  /// $0.hooks = .live(runner: HookRunner(commands: settings.onEvent))
  /// ```
  package static func live(runner: HookRunner) -> HookClient {
    HookClient(run: { await runner.run($0) })
  }
}
