import ComposableArchitecture
import Foundation
import Testing

// The tests and the shared state shown in README.md, line for line (DocumentationSnippetTests
// checks them), so that the README never shows code that does not compile or pass.

@MainActor @Test func timer() async {
  let clock = TestClock()
  let store = TestStore(initialState: TimerCounter.State()) {
    TimerCounter()
  } withDependencies: {
    $0.continuousClock = clock
  }
  await store.send(.toggleTimer) { $0.isTimerOn = true }
  await clock.advance(by: .seconds(1))
  await store.receive(\.timerTicked) { $0.count = 1 }
  await store.send(.toggleTimer) { $0.isTimerOn = false }
}

@MainActor @Test func readmeStore() {
  let store = Store(initialState: TimerCounter.State()) { TimerCounter() }
  store.send(.increment)
  #expect(store.count == 1)
}

@Reducer
private struct ReadmeSettings {
  @ObservableState
  struct State: Equatable {
    @Shared(.appStorage("soundOn")) var soundOn = true
    @Shared(.fileStorage(.documentsDirectory.appending(component: "sync-ups.json")))
    var syncUps: IdentifiedArrayOf<SyncUp> = []
    @Shared(.inMemory("isLoggedIn")) var isLoggedIn = false
  }
  enum Action { case add(SyncUp) }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .add(syncUp):
        state.$syncUps.withLock { _ = $0.append(syncUp) }
        return .none
      }
    }
  }
}

// In tests the three keys are fresh stores: an in-memory file system, a new defaults suite.
@MainActor @Test func readmeSharedState() async {
  let store = TestStore(initialState: ReadmeSettings.State()) { ReadmeSettings() }
  let syncUp = SyncUp(id: 1, title: "Design")
  await store.send(.add(syncUp)) { $0.$syncUps.withLock { $0 = [syncUp] } }
  #expect(store.state.soundOn && !store.state.isLoggedIn)
}
