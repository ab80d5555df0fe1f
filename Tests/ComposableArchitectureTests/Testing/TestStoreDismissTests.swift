import ComposableArchitecture
import Testing

/// A feature tested at the root of a test store that dismisses itself, as a sheet's content
/// does when it is tested on its own.
private struct SelfDismissing: Reducer {
  struct State: Equatable {
    var isPresented: Bool?
  }

  enum Action: Equatable {
    case closeTapped
    case listenTapped
    case presentationChecked
  }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.isPresented) var isPresented

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .closeTapped:
      return .run { _ in await self.dismiss() }

    case .listenTapped:
      return .run { _ in try await Task.never() }

    case .presentationChecked:
      state.isPresented = self.isPresented
      return .none
    }
  }
}

/// How a test store handles `@Dependency(\.dismiss)` at its root.
@MainActor
struct TestStoreDismissTests {
  @Test func dismissalEndsTheEffectsStillRunning() async {
    // Were the listening effect left running, the store would fail as it goes away.
    do {
      let store = TestStore(initialState: SelfDismissing.State()) { SelfDismissing() }
      #expect(!store.isDismissed)
      await store.send(.listenTapped)
      await store.send(.closeTapped)
      #expect(store.isDismissed)
    }
  }

  @Test func sendingToADismissedStoreFails() async {
    let store = TestStore(initialState: SelfDismissing.State()) { SelfDismissing() }
    await store.send(.closeTapped)
    let line: UInt = #line + 2
    let issues = await knownIssues(containing: "Can't send action to dismissed test store.") {
      await store.send(.presentationChecked)
    }
    #expect(
      issues == [CollectedIssue(message: "Can't send action to dismissed test store.", line: line)]
    )
    #expect(store.state.isPresented == nil)
  }

  @Test func theRootOfATestStoreIsPresented() async {
    let store = TestStore(initialState: SelfDismissing.State()) { SelfDismissing() }
    await store.send(.presentationChecked) { $0.isPresented = true }
  }

  @Test func aDismissalGivenToTheStoreReplacesItsOwn() async {
    let dismissals = LockIsolated(0)
    let store = TestStore(initialState: SelfDismissing.State()) {
      SelfDismissing()
    } withDependencies: {
      $0.dismiss = DismissEffect { dismissals.withValue { $0 += 1 } }
    }
    await store.send(.closeTapped)
    #expect(dismissals.value == 1)
    #expect(!store.isDismissed)
  }
}
