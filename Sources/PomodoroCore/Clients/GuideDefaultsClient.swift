import ComposableArchitecture

/// Remembers which first-run guides were shown (`guides.json` on Linux).
///
/// ```swift
/// @Dependency(\.guideDefaults) var guideDefaults
/// try await guideDefaults.save(GuideFlags(onBoarding: true))
/// ```
@DependencyClient
public struct GuideDefaultsClient: Sendable {
  /// Reads the saved flags.
  public var load: @Sendable () async throws -> GuideFlags
  /// Saves the flags.
  public var save: @Sendable (_ guide: GuideFlags) async throws -> Void
}

extension GuideDefaultsClient: TestDependencyKey {
  public static let testValue = GuideDefaultsClient()
  /// Flags kept in memory, for previews.
  public static let previewValue = GuideDefaultsClient(load: { GuideFlags() }, save: { _ in })
}

extension DependencyValues {
  /// The persisted first-run guide flags.
  public var guideDefaults: GuideDefaultsClient {
    get { self[GuideDefaultsClient.self] }
    set { self[GuideDefaultsClient.self] = newValue }
  }
}
