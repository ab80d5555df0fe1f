import ComposableArchitecture
import LiveSupport
import PomodoroCore

extension SettingsClient: DependencyKey {
  /// `settings.json` in the XDG config directory.
  public static let liveValue = SettingsClient.live(
    store: SettingsStore(directories: XDGDirectories()))

  /// Settings kept by `store`.
  ///
  /// ```swift
  /// $0.settings = .live(store: SettingsStore(directories: directories))
  /// ```
  package static func live(store: SettingsStore) -> SettingsClient {
    SettingsClient(load: { try store.load() }, save: { try store.save($0) })
  }
}
