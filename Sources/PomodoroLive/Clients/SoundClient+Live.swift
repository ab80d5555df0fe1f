import ComposableArchitecture
import PomodoroCore

extension SoundClient: DependencyKey {
  /// The chime through pw-play, paplay or aplay, else the bell.
  public static let liveValue = SoundClient.live(player: SoundPlayer(fallback: Bell()))

  /// Every timer sound as the chime of `player` (which falls back to its bell).
  ///
  /// ```swift
  /// $0.sound = .live(player: SoundPlayer(isEnabled: settings.soundEnabled, fallback: Bell()))
  /// ```
  package static func live(player: SoundPlayer) -> SoundClient {
    SoundClient(play: { _ in player.play() })
  }
}
