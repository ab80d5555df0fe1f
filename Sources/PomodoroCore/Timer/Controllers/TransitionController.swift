import ComposableArchitecture
import Foundation

extension TimerFeature.Controllers {
  /// The timer's state (seed 000's `ActionReducer`): decides what each interaction does to the
  /// status, the clock and the session — the one place that switches over the status — and
  /// applies it once the other controllers have reacted.
  struct TransitionController: TimerControllerProtocol {
    @Dependency(\.date.now) var now
    @Dependency(\.calendar) var calendar
    @Dependency(\.continuousClock) var clock

    /// What `interaction` does to the timer in `state`.
    func transition(
      for interaction: TimerFeature.Interaction, in state: TimerFeature.State
    ) -> TimerFeature.Transition {
      var transition = TimerFeature.Transition(interaction: interaction, from: state.timerStatus)
      switch interaction {
      case .triggerTapped:
        (transition.statusChange, transition.sessionEvent) = trigger(in: state)
      case .resetTapped:
        transition.statusChange = TimerFeature.StatusChange(
          .standBy, count: state.settings.focusSeconds, in: state)
        switch state.timerStatus {
        case .focus, .pause, .breakTime:
          transition.sessionEvent = event(
            state.session?.kind == .focus ? .focusSkipped : .breakSkipped, state)
        case .breakStandBy: transition.sessionEvent = breakSkipped(state)
        case .standBy, .completed, .sleep: break
        }
      case .timerCompleted:
        switch state.timerStatus {
        case .focus: transition.sessionEvent = event(.focusFinished, state, remaining: 0)
        case .breakTime: transition.sessionEvent = event(.breakFinished, state, remaining: 0)
        default: break
        }
      case .timerFieldTapped, .catTapped, .triggerWillTap:
        break
      }
      return transition
    }

    /// The trigger's move from the status in `state` (seed 000's table), and its event.
    private func trigger(
      in state: TimerFeature.State
    ) -> (TimerFeature.StatusChange?, HookEvent?) {
      typealias Change = TimerFeature.StatusChange
      switch state.timerStatus {
      case .standBy:
        guard state.count != 0 else { return (nil, nil) }
        let change = Change(.focus, startingAt: now, in: state)
        return (change, started(.focusStarted, change))
      case .focus:
        return (Change(.pause, in: state), event(.focusPaused, state))
      case .pause:
        // A break pauses like a focus session, and resumes as a break.
        let isFocus = state.session?.kind == .focus
        let resumed: TimerStatus = state.session == nil || isFocus ? .focus : .breakTime
        return (
          Change(resumed, count: state.count, in: state),
          event(isFocus ? .focusResumed : .breakResumed, state)
        )
      case .completed:
        // Space while `completed` skips the break, as `r` does on a break ready (with the goal
        // reached no break follows: the cat sleeps).
        guard !state.isGoalReached else { return (Change(.sleep, in: state), nil) }
        return (Change(.standBy, in: state), breakSkipped(state))
      case .breakStandBy:
        let change = Change(.breakTime, startingAt: now, in: state)
        return (change, started(.breakStarted, change))
      case .breakTime:
        return (Change(.pause, in: state), event(.breakPaused, state))
      case .sleep:
        // Asleep until the next day: then the tap wakes the cat for a new day's sessions.
        if let sleepDate = state.sleepDate, calendar.isDate(sleepDate, inSameDayAs: now) {
          return (nil, nil)
        }
        return (Change(.standBy, in: state), nil)
      }
    }

    // MARK: - Applying the transition

    func timerFieldTapped(
      _ transition: TimerFeature.Transition, state: inout TimerFeature.State
    ) -> Effect<TimerFeature.Action> {
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

    func catTapped(
      _ transition: TimerFeature.Transition, state: inout TimerFeature.State
    ) -> Effect<TimerFeature.Action> {
      state.catTaps += 1
      state.isCatReacting = true
      return .run { send in
        try await clock.sleep(for: TimerFeature.catReactionDuration)
        await send(.catReactionEnded)
      }
      .cancellable(id: TimerFeature.CancelID.catReaction, cancelInFlight: true)
    }

    func resetTapped(
      _ transition: TimerFeature.Transition, state: inout TimerFeature.State
    ) -> Effect<TimerFeature.Action> {
      state.durationEditor = nil
      state.isTriggerPressed = false
      state.sleepDate = nil
      guard let change = transition.statusChange else { return .none }
      return TimerFeature.apply(change, to: &state)
    }

    func triggerWillTap(
      _ transition: TimerFeature.Transition, state: inout TimerFeature.State
    ) -> Effect<TimerFeature.Action> {
      guard state.timerStatus != .sleep else { return .none }
      state.isTriggerPressed = true
      return .none
    }

    func triggerTapped(
      _ transition: TimerFeature.Transition, state: inout TimerFeature.State
    ) -> Effect<TimerFeature.Action> {
      state.isTriggerPressed = false
      state.durationEditor = nil
      guard let change = transition.statusChange else { return .none }
      if transition.from == .sleep {
        // A new day: its sessions count from zero.
        state.finishedToday = 0
        state.sleepDate = nil
      }
      return TimerFeature.apply(change, to: &state)
    }

    func timerCompleted(
      _ transition: TimerFeature.Transition, state: inout TimerFeature.State
    ) -> Effect<TimerFeature.Action> {
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
      }
      let save = TimerFeature.save(session, reloadingStats: state.isShowingStats)
      let stop = TimerFeature.apply(.init(next, in: state), to: &state)
      guard next == .standBy, state.settings.autoStartFocus else { return save.merge(with: stop) }
      // Through `standBy`, as a press of space would, with the focus length on the clock.
      return .merge(save, stop, .send(.setStatus(.focus, startDate: min(end, now))))
    }

    // MARK: - Session events

    /// An event about the session under way, as it is now.
    private func event(
      _ name: HookEvent.Name, _ state: TimerFeature.State, remaining: Int? = nil
    ) -> HookEvent? {
      guard let session = state.session else { return nil }
      return HookEvent(
        name: name, phase: HookEvent.phase(of: session.kind), task: session.task,
        remainingSeconds: remaining ?? state.count, sessionID: session.id)
    }

    /// An event about the session a change starts, which names it.
    private func started(_ name: HookEvent.Name, _ change: TimerFeature.StatusChange) -> HookEvent?
    {
      guard let session = change.startedSession else { return nil }
      return HookEvent(
        name: name, phase: HookEvent.phase(of: session.kind), task: session.task,
        remainingSeconds: session.plannedSeconds, sessionID: session.id)
    }

    /// The next break, skipped before it started: it has no session yet.
    private func breakSkipped(_ state: TimerFeature.State) -> HookEvent {
      HookEvent(
        name: .breakSkipped,
        phase: HookEvent.phase(of: state.isLongBreakNext ? .longBreak : .shortBreak),
        task: state.task,
        remainingSeconds: state.timerStatus == .breakStandBy ? state.count : state.nextBreakSeconds,
        sessionID: nil)
    }
  }
}
