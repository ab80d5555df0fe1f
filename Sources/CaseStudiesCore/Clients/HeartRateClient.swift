import ComposableArchitecture

/// Live heart rate in beats per minute: the health-data dependency of the running tracker.
///
/// ```swift
/// for await bpm in await heartRateClient.updates() { await send(.heartRateUpdated(bpm)) }
/// ```
@DependencyClient
public struct HeartRateClient: Sendable {
  /// Readings from now on; ends at once when there is no sensor.
  public var updates: @Sendable () async -> AsyncStream<Int> = { AsyncStream { $0.finish() } }
}

extension HeartRateClient: TestDependencyKey {
  public static let testValue = HeartRateClient()
}

extension DependencyValues {
  /// The runner's heart rate.
  public var heartRateClient: HeartRateClient {
    get { self[HeartRateClient.self] }
    set { self[HeartRateClient.self] = newValue }
  }
}
