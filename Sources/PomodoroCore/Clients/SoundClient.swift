import ComposableArchitecture

/// The sounds the timer plays.
public enum TimerSound: String, Equatable, Sendable, CaseIterable {
  /// A focus session ran to zero.
  case focusEnded
  /// A break ran to zero.
  case breakEnded
}

/// Plays the timer's sounds (a chime through the system's sound program on Linux).
///
/// ```swift
/// @Dependency(\.sound) var sound
/// await sound.play(.focusEnded)
/// ```
@DependencyClient
public struct SoundClient: Sendable {
  /// Starts playing `sound` and returns without waiting for it to end.
  public var play: @Sendable (_ sound: TimerSound) async -> Void
}

extension SoundClient: TestDependencyKey {
  public static let testValue = SoundClient()
  /// Silence, for previews.
  public static let previewValue = SoundClient(play: { _ in })
}

extension DependencyValues {
  /// The timer's sounds.
  public var sound: SoundClient {
    get { self[SoundClient.self] }
    set { self[SoundClient.self] = newValue }
  }
}
