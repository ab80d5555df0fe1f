import ComposableArchitecture
import PomodoroCore

extension HapticClient: DependencyKey {
  /// The terminal bell on standard output.
  public static let liveValue = HapticClient.live(bell: Bell())

  /// Haptics as the terminal bell: a heavy impact (a session ended) rings it, and a light one
  /// (a key press) only when `ringsOnTap`, unless the bell is turned off.
  ///
  /// ```swift
  /// $0.haptic = .live(bell: Bell(isEnabled: settings.bellEnabled), ringsOnTap: false)
  /// ```
  package static func live(bell: Bell, ringsOnTap: Bool = false) -> HapticClient {
    HapticClient(impact: { style in
      guard style != .light || ringsOnTap else { return }
      bell.ring()
    })
  }
}
