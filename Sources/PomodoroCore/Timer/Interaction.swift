import ComposableArchitecture

extension TimerFeature {
  /// What happened on the timer screen: a component the user touched, or the timer running out.
  ///
  /// Each case is handled by every controller (`TimerControllerProtocol`), so one interaction
  /// can change the state, ring the bell, show a guide and play a sound without one handler
  /// knowing about the others.
  ///
  /// ```swift
  /// store.send(.interaction(.triggerTapped))
  /// ```
  @CasePathable
  public enum Interaction: String, Equatable, Sendable, CaseIterable {
    /// The clock digits were tapped: edit the focus length.
    case timerFieldTapped
    /// The mascot was tapped.
    case catTapped
    /// The reset button was tapped.
    case resetTapped
    /// The main start/pause button was tapped.
    case triggerTapped
    /// The main button is being pressed (before the tap lands), for early feedback.
    case triggerWillTap
    /// The running focus session or break reached zero (sent by the timer, not the user).
    case timerCompleted
  }
}
