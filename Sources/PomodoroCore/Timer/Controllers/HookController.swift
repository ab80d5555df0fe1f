import ComposableArchitecture

extension TimerFeature.Controllers {
  /// The user's hook commands: each session event of a transition (a start, pause, resume,
  /// finish or skip of a focus session or a break; see `HookEvent`) runs them. The commands
  /// run in an effect, so a slow or failing one never holds up the timer; a failure is shown
  /// once per command.
  struct HookController: TimerControllerProtocol {
    // Every interaction alike: the transition already says which event, if any, it caused.
    func react(
      to transition: TimerFeature.Transition, state: inout TimerFeature.State
    ) -> Effect<TimerFeature.Action> {
      guard let event = transition.sessionEvent else { return .none }
      return TimerFeature.runHooks(event)
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
