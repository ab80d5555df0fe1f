import ComposableArchitecture
import Testing

/// A feature that presents itself (TCA's `StoreTests.testPresentationScope` shape): its action
/// holds `PresentationAction<Action>`, so resolving its case paths meets a recursive type.
@MainActor
struct RecursivePresentationTests {
  @Reducer
  struct Nested {
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
        Nested()
      }
    }
  }

  @Test func aChildOfTheSameFeatureRunsItsReducer() {
    let store = Store(initialState: Nested.State(child: Nested.State())) { Nested() }
    store.send(.child(.presented(.tap)))
    #expect(store.child?.count == 1)
    #expect(store.count == 0)
  }
}
