import ComposableArchitecture

/// The runner's position: the location dependency of the running tracker (seed 003).
///
/// ```swift
/// let status = await locationClient.requestAuthorization()
/// for try await point in try await locationClient.updates() {
///   await send(.locationUpdated(point))
/// }
/// ```
@DependencyClient
public struct LocationClient: Sendable {
  /// Whether positions can be had: on Linux, whether the source (a GPX file, gpsd) opens.
  public var requestAuthorization: @Sendable () async -> LocationAuthorization = {
    .notDetermined
  }
  /// Positions from now on, until cancelled; throws when the source fails.
  public var updates: @Sendable () async throws -> AsyncThrowingStream<TrackPoint, any Error>
}

extension LocationClient: TestDependencyKey {
  public static let testValue = LocationClient()
}

extension DependencyValues {
  /// Where the runner is.
  public var locationClient: LocationClient {
    get { self[LocationClient.self] }
    set { self[LocationClient.self] = newValue }
  }
}
