import ComposableArchitecture
import Foundation

extension TimerFeature.ControllerReducers {
  /// The timer's state: what each interaction does to the status, the clock and the session.
  struct ActionReducer: TimerControllerProtocol {
    @Dependency(\.date.now) var now
    @Dependency(\.calendar) var calendar
    @Dependency(\.continuousClock) var clock

    func timerFieldTapped(state: inout TimerFeature.State) -> Effect<TimerFeature.Action> {
      // A length can only change while no session is under way: the focus length in
      // stand-by, the next break's when it is ready.
      let editor: DurationEditor
      switch state.timerStatus {
      case .standBy:
        editor = DurationEditor(minutes: state.settings.focusSeconds / 60)
      case .breakStandBy:
        editor = DurationEditor(
          minutes: state.nextBreakSeconds / 60,
          length: state.isLongBreakNext ? .longBreak : .shortBreak)
      default:
        return .none
      }
      state.durationEditor = state.durationEditor == nil ? editor : nil
      return .none
    }

    func catTapped(state: inout TimerFeature.State) -> Effect<TimerFeature.Action> {
      state.catTaps += 1
      state.isCatReacting = true
      return .run { send in
        try await clock.sleep(for: TimerFeature.catReactionDuration)
        await send(.catReactionEnded)
      }
      .cancellable(id: TimerFeature.CancelID.catReaction, cancelInFlight: true)
    }

    func resetTapped(state: inout TimerFeature.State) -> Effect<TimerFeature.Action> {
      state.durationEditor = nil
      state.isTriggerPressed = false
      state.sleepDate = nil
      return .send(.setStatus(.standBy, count: state.settings.focusSeconds))
    }

    func triggerWillTap(state: inout TimerFeature.State) -> Effect<TimerFeature.Action> {
      guard state.timerStatus != .sleep else { return .none }
      state.isTriggerPressed = true
      return .none
    }

    func triggerTapped(state: inout TimerFeature.State) -> Effect<TimerFeature.Action> {
      state.isTriggerPressed = false
      state.durationEditor = nil
      switch state.timerStatus {
      case .standBy:
        guard state.count != 0 else { return .none }
        return .send(.setStatus(.focus, startDate: now))
      case .focus:
        return .send(.setStatus(.pause))
      case .pause:
        // A break pauses like a focus session, and resumes as a break.
        let resumed: TimerStatus = state.session?.kind == .focus ? .focus : .breakTime
        return .send(.setStatus(state.session == nil ? .focus : resumed, count: state.count))
      case .completed:
        return .send(.setStatus(state.isGoalReached ? .sleep : .standBy))
      case .breakStandBy:
        return .send(.setStatus(.breakTime, startDate: now))
      case .breakTime:
        return .send(.setStatus(.pause))
      case .sleep:
        // Asleep until the next day: then the tap wakes the cat for a new day's sessions.
        if let sleepDate = state.sleepDate, calendar.isDate(sleepDate, inSameDayAs: now) {
          return .none
        }
        state.finishedToday = 0
        state.sleepDate = nil
        return .send(.setStatus(.standBy))
      }
    }

    func timerCompleted(state: inout TimerFeature.State) -> Effect<TimerFeature.Action> {
      guard var session = state.session, session.isRunning else { return .none }
      // The session ends when its planned time ran out, however late the tick that noticed.
      let end = session.startDate.addingTimeInterval(
        state.pausedSeconds + Double(session.plannedSeconds))
      session.finish(.finished, at: min(end, now), actualSeconds: session.plannedSeconds)
      state.session = session
      state.count = 0
      let next: TimerStatus
      if state.timerStatus == .focus {
        state.finishedToday += 1
        next = .completed
      } else {
        next = .standBy
        if state.settings.autoStartFocus {
          // Through `standBy`, as a press of space would, with the focus length on the clock.
          return TimerFeature.save(session, reloadingStats: state.isShowingStats).merge(
            with: .concatenate(
              .send(.setStatus(.standBy)), .send(.setStatus(.focus, startDate: min(end, now)))))
        }
      }
      return TimerFeature.save(session, reloadingStats: state.isShowingStats)
        .merge(with: .send(.setStatus(next)))
    }
  }
}
