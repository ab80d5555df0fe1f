import ComposableArchitecture
import Foundation

extension TimerFeature.ControllerReducers {
  /// The user's hook commands: an event for each start, pause, resume, finish and skip of a
  /// focus session or a break (see `HookEvent`). The commands run in an effect, so a slow or
  /// failing one never holds up the timer; a failure is shown once per command.
  struct HookReducer: TimerControllerProtocol {
    func triggerTapped(state: inout TimerFeature.State) -> Effect<TimerFeature.Action> {
      switch state.timerStatus {
      case .standBy where state.count > 0: started(.focusStarted)
      case .focus: event(.focusPaused, state)
      case .pause: event(state.session?.kind == .focus ? .focusResumed : .breakResumed, state)
      case .breakStandBy: started(.breakStarted)
      case .breakTime: event(.breakPaused, state)
      // Space while `completed` skips the break, as `r` does on a break ready (with the goal
      // reached no break follows: the cat sleeps).
      case .completed where !state.isGoalReached: breakSkipped(state)
      case .standBy, .completed, .sleep: .none
      }
    }

    func resetTapped(state: inout TimerFeature.State) -> Effect<TimerFeature.Action> {
      switch state.timerStatus {
      case .focus, .pause, .breakTime:
        event(state.session?.kind == .focus ? .focusSkipped : .breakSkipped, state)
      case .breakStandBy: breakSkipped(state)
      case .standBy, .completed, .sleep: .none
      }
    }

    func timerCompleted(state: inout TimerFeature.State) -> Effect<TimerFeature.Action> {
      switch state.timerStatus {
      case .focus: event(.focusFinished, state, remaining: 0)
      case .breakTime: event(.breakFinished, state, remaining: 0)
      default: .none
      }
    }

    /// The next break, skipped before it started: it has no session yet.
    private func breakSkipped(_ state: TimerFeature.State) -> Effect<TimerFeature.Action> {
      TimerFeature.runHooks(
        HookEvent(
          name: .breakSkipped,
          phase: HookEvent.phase(of: state.isLongBreakNext ? .longBreak : .shortBreak),
          task: state.task,
          remainingSeconds: state.timerStatus == .breakStandBy ? state.count : state.nextBreakSeconds,
          sessionID: nil))
    }

    /// An event about the session under way, as it is now.
    private func event(
      _ name: HookEvent.Name, _ state: TimerFeature.State, remaining: Int? = nil
    ) -> Effect<TimerFeature.Action> {
      guard let session = state.session else { return .none }
      return TimerFeature.runHooks(
        HookEvent(
          name: name, phase: HookEvent.phase(of: session.kind), task: session.task,
          remainingSeconds: remaining ?? state.count, sessionID: session.id))
    }

    /// An event about the session the action controller is starting: sent after its status
    /// change, which creates the session, so that it names it.
    private func started(_ name: HookEvent.Name) -> Effect<TimerFeature.Action> {
      .send(.hookSessionStarted(name))
    }
  }
}

extension TimerFeature {
  /// How long a hook's failure stays on screen.
  public static let hookMessageDuration: Duration = .seconds(10)

  /// Runs the hooks for `event` in an effect of its own; reports failures with `hookFailed`.
  static func runHooks(_ event: HookEvent) -> Effect<Action> {
    .run { send in
      @Dependency(\.hooks) var hooks
      for failure in await hooks.run(event) { await send(.hookFailed(failure)) }
    }
  }

  /// The event for the session just started, with its id, phase and length.
  func hookSessionStarted(_ name: HookEvent.Name, state: State) -> Effect<Action> {
    guard let session = state.session else { return .none }
    return Self.runHooks(
      HookEvent(
        name: name, phase: HookEvent.phase(of: session.kind), task: session.task,
        remainingSeconds: state.count, sessionID: session.id))
  }

  /// Shows a hook's failure, once per command (a hook failing on every event would otherwise
  /// hide every other message) and for `hookMessageDuration`: nothing else would clear it.
  func hookFailed(_ failure: HookFailure, state: inout State) -> Effect<Action> {
    guard !state.reportedHookCommands.contains(failure.command) else { return .none }
    state.reportedHookCommands.insert(failure.command)
    let message =
      "The hook \"\(failure.command)\" failed: \(failure.reason). (Shown once; it still runs.)"
    state.errorMessage = message
    return .run { send in
      try await clock.sleep(for: Self.hookMessageDuration)
      await send(.hookMessageExpired(message))
    }
    .cancellable(id: CancelID.hookMessage, cancelInFlight: true)
  }
}
