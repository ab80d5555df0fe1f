import ComposableArchitecture

/// Loads and saves the user's `PomodoroSettings` (`settings.json` on Linux).
///
/// ```swift
/// @Dependency(\.settings) var settings
/// try await settings.save(PomodoroSettings(focusSeconds: 50 * 60))
/// ```
@DependencyClient
public struct SettingsClient: Sendable {
  /// Reads the saved settings, or the defaults when none were saved.
  public var load: @Sendable () async throws -> PomodoroSettings
  /// Saves the settings.
  public var save: @Sendable (_ settings: PomodoroSettings) async throws -> Void
}

extension SettingsClient: TestDependencyKey {
  public static let testValue = SettingsClient()
  /// The default settings, never saved, for previews.
  public static let previewValue = SettingsClient(load: { PomodoroSettings() }, save: { _ in })
}

extension DependencyValues {
  /// The user's settings.
  public var settings: SettingsClient {
    get { self[SettingsClient.self] }
    set { self[SettingsClient.self] = newValue }
  }
}
