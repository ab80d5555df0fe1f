import ComposableArchitecture

/// Runs the user's hook commands for an event, each apart from the app and with a time
/// limit, and returns those that failed.
///
/// ```swift
/// @Dependency(\.hooks) var hooks
/// let failures = await hooks.run(event)
/// ```
@DependencyClient
public struct HookClient: Sendable {
  /// Runs every hook command for `event`; returns when they have ended or been stopped.
  public var run: @Sendable (_ event: HookEvent) async -> [HookFailure] = { _ in [] }
}

extension HookClient: TestDependencyKey {
  public static let testValue = HookClient()
  /// Runs nothing, for previews.
  public static let previewValue = HookClient(run: { _ in [] })
}

extension DependencyValues {
  /// The user's hook commands.
  public var hooks: HookClient {
    get { self[HookClient.self] }
    set { self[HookClient.self] = newValue }
  }
}
