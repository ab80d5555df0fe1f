import ComposableArchitecture

/// Live cadence in steps per minute: the foot-pod dependency of the running tracker.
///
/// ```swift
/// for await spm in await cadenceClient.updates() { await send(.cadenceUpdated(spm)) }
/// ```
@DependencyClient
public struct CadenceClient: Sendable {
  /// Readings from now on; ends at once when there is no sensor.
  public var updates: @Sendable () async -> AsyncStream<Int> = { AsyncStream { $0.finish() } }
}

extension CadenceClient: TestDependencyKey {
  public static let testValue = CadenceClient()
}

extension DependencyValues {
  /// The runner's cadence.
  public var cadenceClient: CadenceClient {
    get { self[CadenceClient.self] }
    set { self[CadenceClient.self] = newValue }
  }
}
