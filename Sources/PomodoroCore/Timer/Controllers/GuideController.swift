import ComposableArchitecture

extension TimerFeature.Controllers {
  /// First-run hints: onboarding until the first start, the start guide 3 seconds after it,
  /// and the stand-by guide when the first focus session completes. Any interaction dismisses
  /// the hint on screen.
  struct GuideController: TimerControllerProtocol {
    @Dependency(\.continuousClock) var clock
    @Dependency(\.guideDefaults) var guideDefaults

    func timerFieldTapped(
      _ transition: TimerFeature.Transition, state: inout TimerFeature.State
    ) -> Effect<TimerFeature.Action> {
      dismiss(&state)
    }

    func catTapped(
      _ transition: TimerFeature.Transition, state: inout TimerFeature.State
    ) -> Effect<TimerFeature.Action> {
      dismiss(&state)
    }

    func resetTapped(
      _ transition: TimerFeature.Transition, state: inout TimerFeature.State
    ) -> Effect<TimerFeature.Action> {
      dismiss(&state)
    }

    func triggerTapped(
      _ transition: TimerFeature.Transition, state: inout TimerFeature.State
    ) -> Effect<TimerFeature.Action> {
      let dismissal = dismiss(&state)
      // The first start of a focus session from stand-by.
      guard !state.guideInformation.onBoarding, transition.from == .standBy,
        transition.startedSession != nil
      else { return dismissal }
      state.guideInformation.onBoarding = true
      var guide = state.guideInformation
      guide.startGuide = true
      return .merge(
        save(state.guideInformation),
        .run { [guide] send in
          try await clock.sleep(for: TimerFeature.startGuideDelay)
          await send(.setGuideState(guide), animation: .easeInOut)
        }
        .cancellable(id: TimerFeature.CancelID.startGuide, cancelInFlight: true)
      )
    }

    func timerCompleted(
      _ transition: TimerFeature.Transition, state: inout TimerFeature.State
    ) -> Effect<TimerFeature.Action> {
      guard transition.from == .focus, !state.guideInformation.standByGuide else { return .none }
      state.guideInformation.standByGuide = true
      state.presentedGuide = .standByGuide
      return save(state.guideInformation)
    }

    private func dismiss(_ state: inout TimerFeature.State) -> Effect<TimerFeature.Action> {
      state.presentedGuide = nil
      return .none
    }

    private func save(_ guide: GuideFlags) -> Effect<TimerFeature.Action> {
      .run { _ in
        try await guideDefaults.save(guide)
      } catch: { error, send in
        await send(.storageFailed(String(describing: error)))
      }
    }
  }
}
