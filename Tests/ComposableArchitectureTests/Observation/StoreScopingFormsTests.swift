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
      var rows: IdentifiedArrayOf<Child.State> = []
    }
    enum Action {
      case child(Child.Action)
      case optional(Child.Action)
      case rows(IdentifiedActionOf<Child>)
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: \.child) { Child() }
      EmptyReducer()
        .ifLet(\.optional, action: \.optional) { Child() }
        .forEach(\.rows, action: \.rows) { Child() }
    }
  }

  @Reducer
  struct Child {
    @ObservableState
    struct State: Equatable, Identifiable {
      var id = 0
      var count = 0
    }
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

  @Test func theUnlabeledCollectionScopeGivesTheRowStores() {
    let store = Store(
      initialState: Parent.State(rows: [Child.State(id: 1), Child.State(id: 2)])
    ) { Parent() }
    let rows = Array(store.scope(\.rows, action: \.rows))
    #expect(rows.map(\.id) == [1, 2])
    rows[1].send(.increment)
    #expect(store.rows[id: 2]?.count == 1)
  }

  @Test func aStoreDescribesItselfByItsFeature() {
    let store = Store(initialState: Parent.State()) { Parent() }
    #expect(store.debugDescription == "StoreOf<StoreScopingFormsTests.Parent>")
  }

  /// TCA's text (with its no-break space after "2."): stores made by closure scopes (or scoped
  /// from one) cache no children, which observation needs; scoping optional state or rows from
  /// one is reported.
  nonisolated static let uncachedWarning = """
    Scoping from uncached 'StoreOf<StoreScopingFormsTests.Parent>' is not compatible with \
    observation.

    This can happen for one of two reasons:

    1. A parent view scopes on a store using transform functions, which has been deprecated, \
    instead of with key paths and case paths. Read the migration guide for 1.5 to update these \
    scopes: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.5

    2.\u{a0}A parent feature is using deprecated navigation APIs, such as 'IfLetStore', \
    'SwitchStore', 'ForEachStore', or any navigation view modifiers taking stores instead of \
    bindings. Read the migration guide for 1.7 to update those APIs: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7
    """

  @Test @available(*, deprecated) func scopingOptionalStateFromAClosureScopedStoreIsReported() {
    let store = Store(initialState: Parent.State(optional: Child.State())) { Parent() }
    let uncached = store.scope(state: { $0 }, action: { $0 })
    withKnownIssue {
      _ = uncached.scope(\.optional, action: \.optional)
    } matching: { issue in
      issue.description.hasSuffix(Self.uncachedWarning)
    }
    // The closure scope's children are not cached either: each scope is a new store.
    let grandchild = uncached.scope(\.child, action: \.child)
    #expect(grandchild !== uncached.scope(\.child, action: \.child))
    withKnownIssue {
      _ = Array(uncached.scope(\.rows, action: \.rows))
    } matching: { issue in
      issue.description.hasSuffix(Self.uncachedWarning)
    }
  }

  @Test func scopingOptionalStateFromACachedStoreIsNotReported() {
    let store = Store(initialState: Parent.State(optional: Child.State())) { Parent() }
    #expect(store.scope(\.self, action: \.self).scope(\.optional, action: \.optional) != nil)
    _ = Array(store.scope(\.self, action: \.self).scope(\.rows, action: \.rows))
  }
}
