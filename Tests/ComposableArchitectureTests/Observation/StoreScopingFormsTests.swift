import ComposableArchitecture
import Testing

/// The ways TCA 1.25 code scopes stores and tracks them: unlabeled `scope(_:action:)`, the
/// deprecated closure form, and Perception's names.
@MainActor
struct StoreScopingFormsTests {
  @Reducer
  struct Parent {
    @ObservableState
    struct State: Equatable {
      var child = Child.State()
      var optional: Child.State?
    }
    enum Action {
      case child(Child.Action)
      case optional(Child.Action)
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: \.child) { Child() }
      EmptyReducer().ifLet(\.optional, action: \.optional) { Child() }
    }
  }

  @Reducer
  struct Child {
    @ObservableState
    struct State: Equatable { var count = 0 }
    enum Action { case increment }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
    }
  }

  @Test func unlabeledScopesAreTheLabeledOnes() {
    let store = Store(initialState: Parent.State()) { Parent() }
    #expect(store.scope(\.child, action: \.child) === store.scope(state: \.child, action: \.child))
    #expect(store.scope(\.optional, action: \.optional) == nil)
  }

  @Test @available(*, deprecated) func aClosureScopeSendsThroughTheParent() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let child = store.scope(state: { $0.child }, action: { .child($0) })
    child.send(.increment)
    #expect(store.child.count == 1)
    #expect(child.state.count == 1)
  }

  @Test func perceptionTrackingIsObservationTracking() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let changed = LockIsolated(false)
    withPerceptionTracking {
      _ = store.child.count
    } onChange: {
      changed.setValue(true)
    }
    store.send(.child(.increment))
    #expect(changed.value)
  }
}
