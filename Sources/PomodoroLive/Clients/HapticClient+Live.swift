import ComposableArchitecture
import PomodoroCore

extension HapticClient: DependencyKey {
  /// The terminal bell on standard output.
  public static let liveValue = HapticClient.live(bell: Bell())

  /// Haptics as the terminal bell: every impact rings it (a terminal has one strength), unless
  /// the bell is turned off.
  ///
  /// ```swift
  /// $0.haptic = .live(bell: Bell(isEnabled: settings.bellEnabled))
  /// ```
  public static func live(bell: Bell) -> HapticClient {
    HapticClient(impact: { _ in bell.ring() })
  }
}
