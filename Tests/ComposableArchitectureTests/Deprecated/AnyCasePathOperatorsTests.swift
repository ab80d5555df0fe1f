import ComposableArchitecture
import Testing

/// Code from before TCA 1.4 addresses actions with `/Action.child`: each operator still runs its
/// child as the case-key-path form does.
@MainActor
struct AnyCasePathOperatorsTests {
  struct Counter: Reducer {
    struct State: Equatable, Identifiable {
      var id = 0
      var count = 0
    }
    enum Action: Equatable { case increment }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  @available(*, deprecated)
  struct Parent: Reducer {
    struct State: Equatable {
      var child = Counter.State()
      var optional: Counter.State?
      var rows: IdentifiedArrayOf<Counter.State> = [Counter.State(id: 7)]
      var screen = Screen.counter(Counter.State())
    }
    enum Screen: Equatable {
      case counter(Counter.State)
      case empty
    }
    enum Action: Equatable {
      case child(Counter.Action)
      case optional(Counter.Action)
      case row(id: Int, action: Counter.Action)
      case screen(Counter.Action)
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: /Action.child) { Counter() }
      Scope(state: \.screen, action: /Action.screen) {
        Scope(state: /Screen.counter, action: /.self) { Counter() }
      }
      EmptyReducer()
        .ifLet(\.optional, action: /Action.optional) { Counter() }
        .forEach(\.rows, action: /Action.row(id:action:)) { Counter() }
    }
  }

  @Test func eachOperatorRunsItsChild() async {
    let store = TestStore(
      initialState: Parent.State(optional: Counter.State())
    ) { Parent() }
    await store.send(.child(.increment)) { $0.child.count = 1 }
    await store.send(.optional(.increment)) { $0.optional?.count = 1 }
    await store.send(.row(id: 7, action: .increment)) { $0.rows[id: 7]?.count = 1 }
    await store.send(.screen(.increment)) { $0.screen = .counter(Counter.State(count: 1)) }
  }

  @Test func ifCaseLetRunsTheCaseOnlyWhileStateIsInIt() async {
    let store = TestStore(initialState: Parent.Screen.counter(Counter.State())) {
      EmptyReducer<Parent.Screen, Parent.Action>()
        .ifCaseLet(/Parent.Screen.counter, action: /Parent.Action.screen) { Counter() }
    }
    await store.send(.screen(.increment)) { $0 = .counter(Counter.State(count: 1)) }
  }

  @Test func presentationStateIsReadAndWrittenThroughACasePath() {
    var state = PresentationState(wrappedValue: Parent.Screen.counter(Counter.State()))
    #expect(state[case: /Parent.Screen.counter]?.count == 0)
    state[case: /Parent.Screen.counter]?.count = 3
    #expect(state.wrappedValue == .counter(Counter.State(count: 3)))
  }
}
