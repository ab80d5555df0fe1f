import ComposableArchitecture
import Testing

/// Features that contain themselves: one that presents itself (TCA's
/// `StoreTests.testPresentationScope`) and one with rows of itself (TCA's recursion case
/// study). Preparing such a reducer must not recurse forever.
@MainActor
struct RecursiveFeatureTests {
  @Reducer
  struct Presenting {
    struct State: Equatable {
      var count = 0
      @PresentationState var child: State?
    }
    enum Action {
      case child(PresentationAction<Action>)
      case tap
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .tap = action { state.count += 1 }
        return .none
      }
      .ifLet(\.$child, action: \.child) {
        Presenting()
      }
    }
  }

  @Reducer
  struct Nested {
    @ObservableState
    struct State: Equatable, Identifiable {
      let id: Int
      var count = 0
      var rows: IdentifiedArrayOf<State> = []
    }
    enum Action {
      indirect case rows(IdentifiedActionOf<Nested>)
      case tap
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .tap = action { state.count += 1 }
        return .none
      }
      .forEach(\.rows, action: \.rows) {
        Self()
      }
    }
  }

  @Test func aChildOfTheSameFeatureRunsItsReducer() {
    let store = Store(initialState: Presenting.State(child: Presenting.State())) { Presenting() }
    store.send(.child(.presented(.tap)))
    #expect(store.child?.count == 1)
    #expect(store.count == 0)
  }

  @Test func rowsOfTheSameFeatureRunTheirReducerAtEveryDepth() {
    let store = Store(
      initialState: Nested.State(id: 0, rows: [Nested.State(id: 1, rows: [Nested.State(id: 2)])])
    ) { Nested() }
    store.send(.rows(.element(id: 1, action: .rows(.element(id: 2, action: .tap)))))
    #expect(store.rows[id: 1]?.rows[id: 2]?.count == 1)
  }
}
