import ComposableArchitecture

extension TimerFeature.ControllerReducers {
  /// Physical feedback: a light impact on each trigger tap, a heavy one when a session ends.
  struct HapticReducer: TimerControllerProtocol {
    @Dependency(\.haptic) var haptic

    func triggerTapped(state: inout TimerFeature.State) -> Effect<TimerFeature.Action> {
      // The sleeping cat ignores the trigger; so does the feedback.
      guard state.timerStatus != .sleep else { return .none }
      return .run { _ in await haptic.impact(style: .light) }
    }

    func timerCompleted(state: inout TimerFeature.State) -> Effect<TimerFeature.Action> {
      .run { _ in await haptic.impact(style: .heavy) }
    }
  }
}
