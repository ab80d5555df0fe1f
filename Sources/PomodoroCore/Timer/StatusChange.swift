import ComposableArchitecture
import Foundation

extension TimerFeature {
  /// A move to another status: what `setStatus` asks for, and what a transition decides.
  public struct StatusChange: Equatable, Sendable {
    public var status: TimerStatus
    /// The focus session or break the move starts, made once (with its id) when decided.
    public var startedSession: SessionRecord?
    /// The seconds the clock shows after the move, when not the status's own default.
    public var count: Int?

    /// A move to `status`; with `startDate`, to a focus session or a break that starts then
    /// (a focus session of `count` seconds, the clock's by default; the next break's length).
    public init(
      _ status: TimerStatus, startingAt startDate: Date? = nil, count: Int? = nil,
      in state: State
    ) {
      self.status = status
      self.count = count
      guard let startDate, status == .focus || status == .breakTime else { return }
      @Dependency(\.uuid) var uuid
      let kind: SessionRecord.Kind =
        status == .focus ? .focus : state.isLongBreakNext ? .longBreak : .shortBreak
      let planned = status == .focus ? (count ?? state.count) : state.nextBreakSeconds
      self.startedSession = SessionRecord(
        id: uuid(), kind: kind, startDate: startDate, plannedSeconds: planned, task: state.task)
    }
  }

  /// Applies a status change: starts and stops the ticking timer and keeps the session in the
  /// history.
  static func apply(_ change: StatusChange, to state: inout State) -> Effect<Action> {
    @Dependency(\.date.now) var now
    @Dependency(\.continuousClock) var clock
    let status = change.status
    let count = change.count
    state.timerStatus = status
    state.notice = nil
    var effects: [Effect<Action>] = []

    switch status {
    case .focus, .breakTime:
      if let session = change.startedSession {
        state.session = session
        state.count = session.plannedSeconds
      } else if let pauseDate = state.pauseDate {
        state.pausedSeconds += max(0, now.timeIntervalSince(pauseDate))
        state.pauseDate = nil
        if let count { state.count = count }
      }
      effects.append(save(state.session))
      effects.append(
        .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.timerTicked)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)
      )

    case .pause:
      state.pauseDate = now
      let elapsed = Int(state.elapsedSeconds(at: now))
      state.session?.actualSeconds = elapsed
      effects.append(.cancel(id: CancelID.timer))
      effects.append(save(state.session))

    case .completed:
      // The running timer goes on, to end the `completed` moment: an effect started here
      // would belong to the timer's tick and end with it.
      state.completedDate = now

    case .standBy, .breakStandBy, .sleep:
      effects.append(.cancel(id: CancelID.timer))
      state.completedDate = nil
      // A session still running here was ended early by the user.
      if var session = state.session, session.isRunning {
        session.finish(
          .skipped, at: now,
          actualSeconds: min(session.plannedSeconds, Int(state.elapsedSeconds(at: now))))
        state.session = nil
        effects.append(save(session, reloadingStats: state.isShowingStats))
      }
      state.session = nil
      switch status {
      case .breakStandBy: state.count = count ?? state.nextBreakSeconds
      case .sleep:
        state.count = 0
        state.sleepDate = now
      default: state.count = count ?? state.settings.focusSeconds
      }
    }
    return .merge(effects)
  }
}
