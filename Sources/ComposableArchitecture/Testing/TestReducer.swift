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
  var dependencies: DependencyValues {
    didSet {
      self.liveStackElementID = nil
      self.checkDependencies = nil
    }
  }
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

  // Reading or replacing a dependency costs microseconds, and every step does both: these are
  // made once per set of dependencies.
  private var liveStackElementID: StackElementIDGenerator?
  private var checkDependencies: (values: DependencyValues, counter: LockIsolated<Int>)?

  /// Removes the received actions up to and including the one at `index`, and returns it.
  func takeReceivedAction(at index: Int) -> (action: Action, state: State) {
    let taken = self.receivedActions[index]
    if index == self.receivedActions.count - 1 {
      self.receivedActions.removeAll(keepingCapacity: true)
    } else {
      self.receivedActions.removeFirst(index + 1)
    }
    return taken
  }

  /// The generation of the next stack element ID the feature would make.
  var nextStackGeneration: Int {
    let generator = self.liveStackElementID ?? self.dependencies.stackElementID
    self.liveStackElementID = generator
    return generator.peek().generation
  }

  /// The dependencies a test's expected state is made with: the store's, with a stack element
  /// ID generator of its own counting from `generation`, so that the expected state gets the
  /// IDs the reducer got and the reducer's generator does not move.
  func dependenciesForExpectedState(from generation: Int) -> DependencyValues {
    if let checkDependencies {
      checkDependencies.counter.setValue(generation)
      return checkDependencies.values
    }
    let counter = LockIsolated(generation)
    var values = self.dependencies
    values.stackElementID = .incrementing(counter: counter)
    self.checkDependencies = (values, counter)
    return values
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
