import ComposableArchitecture
import Testing

/// A binding action that no `BindingReducer` applied is reported once the action is gone, with
/// TCA's text (in debug builds, as TCA's).
@MainActor
struct UnhandledBindingActionTests {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }

  @Test func aStoreBindingWithoutBindingReducerIsReported() async {
    let store = Store<State, Action>(initialState: State()) {}
    await withKnownIssue {
      store.count = 42
      // The report is made on the main actor after the action is released.
      await Task.yield()
    } matching: { issue in
      issue.description.hasSuffix(
        """
        A binding action sent from a store was not handled.

          Action:
            UnhandledBindingActionTests.Action.binding(.set(_, 42))

        To fix this, invoke "BindingReducer()" from your feature reducer's "body".
        """
      )
    }
  }

  @Test func aStoreBindingThatBindingReducerAppliesIsNotReported() async {
    let store = Store<State, Action>(initialState: State()) { BindingReducer() }
    store.count = 42
    await Task.yield()
    #expect(store.count == 42)
  }

  struct LegacyState: Equatable {
    @BindingState var value = 0
  }
  enum LegacyAction: BindableAction, Equatable {
    case binding(BindingAction<LegacyState>)
  }

  @Test @available(*, deprecated) func aViewStoreBindingNamesWhereTheBindingStateIs() async {
    let line = #line - 7
    let store = Store<LegacyState, LegacyAction>(initialState: LegacyState()) {}
    let viewStore = ViewStore(store, observe: { $0 })
    await withKnownIssue {
      viewStore.$value.wrappedValue = 42
      await Task.yield()
    } matching: { issue in
      issue.description.hasSuffix(
        """
        A binding action sent from a store for binding state defined at \
        "\(#fileID):\(line)" was not handled.

          Action:
            UnhandledBindingActionTests.LegacyAction.binding(.set(_, 42))

        To fix this, invoke "BindingReducer()" from your feature reducer's "body".
        """
      )
    }
  }
}
