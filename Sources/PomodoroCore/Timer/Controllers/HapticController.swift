import ComposableArchitecture

extension TimerFeature.Controllers {
  /// Physical feedback: a light impact on each trigger tap, a heavy one when a session ends.
  struct HapticController: TimerControllerProtocol {
    @Dependency(\.haptic) var haptic

    func triggerTapped(
      _ transition: TimerFeature.Transition, state: inout TimerFeature.State
    ) -> Effect<TimerFeature.Action> {
      // The sleeping cat ignores the trigger; so does the feedback.
      guard transition.from != .sleep else { return .none }
      return .run { _ in await haptic.impact(style: .light) }
    }

    func timerCompleted(
      _ transition: TimerFeature.Transition, state: inout TimerFeature.State
    ) -> Effect<TimerFeature.Action> {
      .run { _ in await haptic.impact(style: .heavy) }
    }
  }
}
