import ComposableArchitecture

extension TimerFeature.ControllerReducers {
  /// Sound: a chime when a focus session or a break runs to zero.
  struct SoundReducer: TimerControllerProtocol {
    @Dependency(\.sound) var sound

    func timerCompleted(state: inout TimerFeature.State) -> Effect<TimerFeature.Action> {
      let sound: TimerSound = state.timerStatus == .breakTime ? .breakEnded : .focusEnded
      return .run { _ in await self.sound.play(sound) }
    }
  }
}
