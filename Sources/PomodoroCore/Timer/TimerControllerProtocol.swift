import ComposableArchitecture

/// One concern of the timer screen (haptics, guides, the timer's state, sound…), with a method
/// per interaction.
///
/// Every method has a default that does nothing, so a controller implements only the
/// interactions its concern cares about, and `makeReducer(state:act:)` dispatches to them.
/// Controllers may change the state directly; they run in the order of `ControllerReducers`.
///
/// ```swift
/// struct LogReducer: TimerControllerProtocol {
///   func resetTapped(state: inout TimerFeature.State) -> Effect<TimerFeature.Action> {
///     .run { _ in print("reset") }
///   }
/// }
/// ```
public protocol TimerControllerProtocol {
  /// Runs the method for `act`.
  func makeReducer(
    state: inout TimerFeature.State, act: TimerFeature.Interaction
  ) -> Effect<TimerFeature.Action>
  func timerFieldTapped(state: inout TimerFeature.State) -> Effect<TimerFeature.Action>
  func catTapped(state: inout TimerFeature.State) -> Effect<TimerFeature.Action>
  func resetTapped(state: inout TimerFeature.State) -> Effect<TimerFeature.Action>
  func triggerTapped(state: inout TimerFeature.State) -> Effect<TimerFeature.Action>
  func triggerWillTap(state: inout TimerFeature.State) -> Effect<TimerFeature.Action>
  func timerCompleted(state: inout TimerFeature.State) -> Effect<TimerFeature.Action>
}

extension TimerControllerProtocol {
  public func makeReducer(
    state: inout TimerFeature.State, act: TimerFeature.Interaction
  ) -> Effect<TimerFeature.Action> {
    switch act {
    case .timerFieldTapped: timerFieldTapped(state: &state)
    case .catTapped: catTapped(state: &state)
    case .resetTapped: resetTapped(state: &state)
    case .triggerTapped: triggerTapped(state: &state)
    case .triggerWillTap: triggerWillTap(state: &state)
    case .timerCompleted: timerCompleted(state: &state)
    }
  }

  public func timerFieldTapped(state: inout TimerFeature.State) -> Effect<TimerFeature.Action> {
    .none
  }
  public func catTapped(state: inout TimerFeature.State) -> Effect<TimerFeature.Action> { .none }
  public func resetTapped(state: inout TimerFeature.State) -> Effect<TimerFeature.Action> {
    .none
  }
  public func triggerTapped(state: inout TimerFeature.State) -> Effect<TimerFeature.Action> {
    .none
  }
  public func triggerWillTap(state: inout TimerFeature.State) -> Effect<TimerFeature.Action> {
    .none
  }
  public func timerCompleted(state: inout TimerFeature.State) -> Effect<TimerFeature.Action> {
    .none
  }
}
