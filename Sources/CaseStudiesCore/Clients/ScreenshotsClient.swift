import ComposableArchitecture

/// "The user took a screenshot" notifications: the dependency of the long-living effects case
/// study (seed 004).
///
/// Only subscribers listening at the moment of a screenshot hear of it, like a notification
/// centre: a screen that is not shown counts nothing.
///
/// ```swift
/// for await _ in try await screenshots.notifications() { await send(.screenshotTaken) }
/// ```
@DependencyClient
public struct ScreenshotsClient: Sendable {
  /// A stream of one element per screenshot taken from now on; throws when the source cannot
  /// be watched.
  public var notifications: @Sendable () async throws -> AsyncStream<Void>
  /// Announces a screenshot to the current subscribers, as if one had been taken.
  public var simulate: @Sendable () async -> Void
}

extension ScreenshotsClient: TestDependencyKey {
  public static let testValue = ScreenshotsClient()
}

extension DependencyValues {
  /// The screenshot notifications the long-living effects case study counts.
  public var screenshots: ScreenshotsClient {
    get { self[ScreenshotsClient.self] }
    set { self[ScreenshotsClient.self] = newValue }
  }
}
