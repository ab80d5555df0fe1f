import ComposableArchitecture

extension TimerFeature {
  /// The controllers of the timer screen, and the one pass an interaction makes through them.
  ///
  /// ```swift
  /// let effect = TimerFeature.Controllers.run(.resetTapped, state: &state)
  /// ```
  public enum Controllers {
    /// The controllers that react to a transition, in the order they run. Adding a concern
    /// means adding its controller here.
    static var reacting: [any TimerControllerProtocol] {
      [
        HapticController(), GuideController(), SoundController(), NotificationController(),
        HookController(),
      ]
    }

    /// One interaction's pass: the transition controller decides what the interaction does,
    /// the reacting controllers react to that, seeing the state it starts from, and then the
    /// transition controller applies it. Their effects are merged.
    public static func run(_ interaction: Interaction, state: inout State) -> Effect<Action> {
      let transitions = TransitionController()
      let transition = transitions.transition(for: interaction, in: state)
      var effects = reacting.map { $0.react(to: transition, state: &state) }
      effects.append(transitions.react(to: transition, state: &state))
      return .merge(effects)
    }
  }
}
