import ComposableArchitecture

/// Seed 000's timer feature, reduced to what its view components send: each component sends
/// one interaction (`ActionType`) wrapped in `.viewAction`, and the reducer dispatches it to a
/// method per interaction. (The Pomodoro app's full feature is PomodoroCore's `TimerFeature`.)
struct TimerFeature: Reducer {
  @ObservableState
  struct State: Equatable {
    var count = 25 * 60
    var initialCount = 25 * 60
  }
}

extension TimerFeature {
  enum ActionType: Equatable {
    case timerFieldTapped
    case catTapped
    case resetTapped
    case triggerTapped
    case triggerWillTap
  }
  enum Action: Equatable {
    case viewAction(ActionType)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .viewAction(let act): return viewAction(&state, act)
      }
    }
  }

  func viewAction(_ state: inout State, _ act: ActionType) -> Effect<Action> {
    switch act {
    case .timerFieldTapped: return .none
    case .catTapped: return .none
    case .resetTapped: return resetTapped(state: &state)
    case .triggerTapped: return .none
    case .triggerWillTap: return .none
    }
  }

  func resetTapped(state: inout TimerFeature.State) -> Effect<TimerFeature.Action> {
    state.count = state.initialCount
    return .none
  }
}
