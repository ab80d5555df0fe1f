import ComposableArchitecture
import LiveSupport
import PomodoroCore

extension GuideDefaultsClient: DependencyKey {
  /// `guides.json` in the XDG config directory.
  public static let liveValue = GuideDefaultsClient.live(
    store: GuideDefaultsStore(directories: XDGDirectories()))

  /// Flags kept by `store`.
  ///
  /// ```swift
  /// $0.guideDefaults = .live(store: GuideDefaultsStore(directories: directories))
  /// ```
  package static func live(store: GuideDefaultsStore) -> GuideDefaultsClient {
    GuideDefaultsClient(load: { try store.load() }, save: { try store.save($0) })
  }
}
