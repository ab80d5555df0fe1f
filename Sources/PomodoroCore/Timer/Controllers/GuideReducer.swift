import ComposableArchitecture

extension TimerFeature.ControllerReducers {
  /// First-run hints: onboarding until the first start, the start guide 3 seconds after it,
  /// and the stand-by guide when the first focus session completes. Any interaction dismisses
  /// the hint on screen.
  struct GuideReducer: TimerControllerProtocol {
    @Dependency(\.continuousClock) var clock
    @Dependency(\.guideDefaults) var guideDefaults

    func timerFieldTapped(state: inout TimerFeature.State) -> Effect<TimerFeature.Action> {
      dismiss(&state)
    }

    func catTapped(state: inout TimerFeature.State) -> Effect<TimerFeature.Action> {
      dismiss(&state)
    }

    func resetTapped(state: inout TimerFeature.State) -> Effect<TimerFeature.Action> {
      dismiss(&state)
    }

    func triggerTapped(state: inout TimerFeature.State) -> Effect<TimerFeature.Action> {
      let dismissal = dismiss(&state)
      guard !state.guideInformation.onBoarding, state.timerStatus == .standBy, state.count > 0
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

    func timerCompleted(state: inout TimerFeature.State) -> Effect<TimerFeature.Action> {
      guard state.timerStatus == .focus, !state.guideInformation.standByGuide else { return .none }
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
