import ComposableArchitecture
import Testing

@CasePathable
enum Screen: Equatable {
  case counter(Counter.State)
  case other
}

private struct Switcher: Reducer {
  @CasePathable
  enum Action: Equatable {
    case counter(Counter.Action)
    case showOther
  }

  var body: some Reducer<Screen, Action> {
    Scope(state: \.counter, action: \.counter) { Counter() }
    Reduce { state, action in
      if case .showOther = action { state = .other }
      return .none
    }
  }
}

@MainActor
struct ScopeTests {
  @Test func scopeToAFieldRunsTheChildOnIt() {
    let store = Store(initialState: Pair()) { PairFeature() }
    store.send(.left(.increment))
    #expect(store.left.count == 1)
    #expect(store.right.count == 0)
  }

  @Test func scopeToAnEnumCaseRunsTheChildInThatCase() {
    let store = Store(initialState: Screen.counter(Counter.State())) { Switcher() }
    store.send(.counter(.increment))
    #expect(store.state == .counter(Counter.State(count: 1)))
  }

  @Test func childActionInAnotherCaseIsReported() {
    let store = Store(initialState: Screen.other) { Switcher() }
    withKnownIssue {
      store.send(.counter(.increment))
    } matching: { issue in
      issue.description.contains(#"A "Scope" at "#)
        && issue.description.contains(
          "received a child action when child state was set to a different case")
        && issue.description.contains("Action.counter(.increment)")
    }
    #expect(store.state == .other)
  }
}

struct Pair: Equatable {
  var left = Counter.State()
  var right = Counter.State()
}

@CasePathable
enum PairAction: Equatable {
  case left(Counter.Action)
  case right(Counter.Action)
}

struct PairFeature: Reducer {
  var body: some Reducer<Pair, PairAction> {
    Scope(state: \.left, action: \.left) { Counter() }
  }
}
