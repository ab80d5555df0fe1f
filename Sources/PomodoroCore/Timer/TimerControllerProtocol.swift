import ComposableArchitecture

/// One concern of the timer screen (haptics, guides, the timer's state, sound…), with a method
/// per interaction: seed 000's controller protocol.
///
/// Every method has a default that does nothing, so a controller implements only the
/// interactions its concern cares about, and `react(to:state:)` dispatches to them. Each method
/// gets the interaction's `Transition`, decided once by `TransitionController`, and the state
/// the transition starts from; `TimerFeature.Controllers.run(_:state:)` is the pass.
///
/// ```swift
/// struct LogController: TimerControllerProtocol {
///   func resetTapped(
///     _ transition: TimerFeature.Transition, state: inout TimerFeature.State
///   ) -> Effect<TimerFeature.Action> {
///     .run { _ in print("reset from \(transition.from)") }
///   }
/// }
/// ```
public protocol TimerControllerProtocol {
  /// Runs the method for the transition's interaction.
  func react(
    to transition: TimerFeature.Transition, state: inout TimerFeature.State
  ) -> Effect<TimerFeature.Action>
  func timerFieldTapped(
    _ transition: TimerFeature.Transition, state: inout TimerFeature.State
  ) -> Effect<TimerFeature.Action>
  func catTapped(
    _ transition: TimerFeature.Transition, state: inout TimerFeature.State
  ) -> Effect<TimerFeature.Action>
  func resetTapped(
    _ transition: TimerFeature.Transition, state: inout TimerFeature.State
  ) -> Effect<TimerFeature.Action>
  func triggerTapped(
    _ transition: TimerFeature.Transition, state: inout TimerFeature.State
  ) -> Effect<TimerFeature.Action>
  func triggerWillTap(
    _ transition: TimerFeature.Transition, state: inout TimerFeature.State
  ) -> Effect<TimerFeature.Action>
  func timerCompleted(
    _ transition: TimerFeature.Transition, state: inout TimerFeature.State
  ) -> Effect<TimerFeature.Action>
}

extension TimerControllerProtocol {
  public func react(
    to transition: TimerFeature.Transition, state: inout TimerFeature.State
  ) -> Effect<TimerFeature.Action> {
    switch transition.interaction {
    case .timerFieldTapped: timerFieldTapped(transition, state: &state)
    case .catTapped: catTapped(transition, state: &state)
    case .resetTapped: resetTapped(transition, state: &state)
    case .triggerTapped: triggerTapped(transition, state: &state)
    case .triggerWillTap: triggerWillTap(transition, state: &state)
    case .timerCompleted: timerCompleted(transition, state: &state)
    }
  }

  public func timerFieldTapped(
    _ transition: TimerFeature.Transition, state: inout TimerFeature.State
  ) -> Effect<TimerFeature.Action> { .none }
  public func catTapped(
    _ transition: TimerFeature.Transition, state: inout TimerFeature.State
  ) -> Effect<TimerFeature.Action> { .none }
  public func resetTapped(
    _ transition: TimerFeature.Transition, state: inout TimerFeature.State
  ) -> Effect<TimerFeature.Action> { .none }
  public func triggerTapped(
    _ transition: TimerFeature.Transition, state: inout TimerFeature.State
  ) -> Effect<TimerFeature.Action> { .none }
  public func triggerWillTap(
    _ transition: TimerFeature.Transition, state: inout TimerFeature.State
  ) -> Effect<TimerFeature.Action> { .none }
  public func timerCompleted(
    _ transition: TimerFeature.Transition, state: inout TimerFeature.State
  ) -> Effect<TimerFeature.Action> { .none }
}
