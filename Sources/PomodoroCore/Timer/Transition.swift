import Foundation

extension TimerFeature {
  /// What one interaction does to the timer, decided once, before any controller runs, by
  /// `TransitionController`: the other controllers react to this value rather than deciding
  /// again from the status.
  ///
  /// ```swift
  /// let transition = TimerFeature.Controllers.TransitionController()
  ///   .transition(for: .triggerTapped, in: state)
  /// transition.statusChange?.status  // .focus, from stand-by
  /// ```
  public struct Transition: Equatable, Sendable {
    /// The interaction that caused it.
    public var interaction: Interaction
    /// The status the timer was in.
    public var from: TimerStatus
    /// The status the timer moves to, if the interaction moves it.
    public var statusChange: StatusChange?
    /// What happened to a focus session or a break (started, paused, resumed, finished,
    /// skipped), as the user's hook commands are told it.
    public var sessionEvent: HookEvent?

    public init(
      interaction: Interaction, from: TimerStatus, statusChange: StatusChange? = nil,
      sessionEvent: HookEvent? = nil
    ) {
      self.interaction = interaction
      self.from = from
      self.statusChange = statusChange
      self.sessionEvent = sessionEvent
    }

    /// The session the transition starts, if it starts one.
    public var startedSession: SessionRecord? { statusChange?.startedSession }
  }
}
