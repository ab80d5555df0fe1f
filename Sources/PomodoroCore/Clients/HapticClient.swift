import ComposableArchitecture

/// How strong a haptic impact is; a terminal has only the bell, but the feature keeps the
/// seed's vocabulary so that a richer device can tell them apart.
public enum HapticStyle: String, Equatable, Sendable, CaseIterable {
  case light, medium, heavy
}

/// Physical feedback for interactions (the terminal bell on Linux).
///
/// ```swift
/// @Dependency(\.haptic) var haptic
/// await haptic.impact(style: .light)
/// ```
@DependencyClient
public struct HapticClient: Sendable {
  /// Gives feedback of the given strength.
  public var impact: @Sendable (_ style: HapticStyle) async -> Void
}

extension HapticClient: TestDependencyKey {
  public static let testValue = HapticClient()
  /// Feedback that does nothing, for previews.
  public static let previewValue = HapticClient(impact: { _ in })
}

extension DependencyValues {
  /// Haptic feedback.
  public var haptic: HapticClient {
    get { self[HapticClient.self] }
    set { self[HapticClient.self] = newValue }
  }
}
