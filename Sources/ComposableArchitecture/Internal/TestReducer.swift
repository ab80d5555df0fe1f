/// An action as a test store's runtime sees it: sent by the test, or received from an effect.
struct TestAction<Action> {
  enum Origin {
    case send(Action)
    case receive(Action)
  }

  let origin: Origin

  var action: Action {
    switch self.origin {
    case let .send(action), let .receive(action): return action
    }
  }
}

/// What a test store knows besides the runtime's own state: the state the test has asserted so
/// far, the received actions not yet asserted, and the dependencies of the next reduce.
///
/// Only touched on the main actor, from the test store and from the reducer the root core runs.
final class TestRecorder<State, Action> {
  var dependencies: DependencyValues
  /// The state as of the last step the test asserted (or skipped).
  var state: State
  /// Actions received from effects, each with the state right after it was reduced.
  var receivedActions: [(action: Action, state: State)] = []
  /// The generation of the first stack element ID the step being asserted made, so that an
  /// expected state that appends to a `StackState` gets the IDs the reducer got.
  var stackGenerationBeforeStep: Int?

  init(state: State, dependencies: DependencyValues) {
    self.state = state
    self.dependencies = dependencies
  }
}

/// Runs a feature's reducer for a test store: with the test store's current dependencies,
/// recording received actions, and marking the actions effects send as received.
struct TestReducer<Base: Reducer>: Reducer {
  let base: Base
  let recorder: TestRecorder<Base.State, Base.Action>

  func reduce(
    into state: inout Base.State, action: TestAction<Base.Action>
  ) -> Effect<TestAction<Base.Action>> {
    // The store's dependencies, built once (and again when the test changes them), bound for
    // the reduce: no copy or update per action.
    let effect = DependencyValues.$_current.withValue(self.recorder.dependencies) {
      self.base.reduce(into: &state, action: action.action)
    }
    switch action.origin {
    case .send:
      self.recorder.state = state
    case let .receive(received):
      self.recorder.receivedActions.append((received, state))
    }
    return effect.map { TestAction(origin: .receive($0)) }
  }
}
