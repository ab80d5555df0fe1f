import ComposableArchitecture

extension TimerFeature.Controllers {
  /// Sound: a chime when a focus session or a break runs to zero.
  struct SoundController: TimerControllerProtocol {
    @Dependency(\.sound) var sound

    func timerCompleted(
      _ transition: TimerFeature.Transition, state: inout TimerFeature.State
    ) -> Effect<TimerFeature.Action> {
      let sound: TimerSound = transition.from == .breakTime ? .breakEnded : .focusEnded
      return .run { _ in await self.sound.play(sound) }
    }
  }
}
