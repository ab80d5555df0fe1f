import ComposableArchitecture
import Testing

// The feature and test shown in README.md, kept here so the README never shows code that does
// not compile or pass.
@Reducer
private struct Counter {
  @ObservableState
  struct State: Equatable { var count = 0; var isTimerOn = false }
  enum Action { case increment, timerTicked, toggleTimer }
  enum CancelID { case timer }
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment, .timerTicked:
        state.count += 1
        return .none
      case .toggleTimer:
        state.isTimerOn.toggle()
        guard state.isTimerOn else { return .cancel(id: CancelID.timer) }
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.timerTicked) }
        }
        .cancellable(id: CancelID.timer)
      }
    }
  }
}

@MainActor
struct ReadmeExampleTests {
  @Test func timer() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) { Counter() } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.toggleTimer) { $0.isTimerOn = true }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) { $0.count = 1 }
    await store.send(.toggleTimer) { $0.isTimerOn = false }
  }

  @Test func store() {
    let store = Store(initialState: Counter.State()) { Counter() }
    store.send(.increment)
    #expect(store.count == 1)
  }
}
