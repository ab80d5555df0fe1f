import ComposableArchitecture
import Foundation
import Testing

/// Changes to `@Shared` state are asserted exhaustively, like the rest of the state, as in TCA.
@MainActor
struct TestStoreSharedStateTests {
  @Reducer
  struct Counter {
    @ObservableState
    struct State: Equatable {
      @Shared var count: Int
      var label = ""
    }
    enum Action: Equatable {
      case effectIncrement
      case increment
      case rename(String)
    }

    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .effectIncrement:
          return .run { [count = state.$count] _ in
            try await clock.sleep(for: .seconds(1))
            count.withLock { $0 += 1 }
          }
        case .increment:
          state.$count.withLock { $0 += 1 }
          return .none
        case let .rename(label):
          state.label = label
          return .none
        }
      }
    }
  }

  private func makeStore(clock: TestClock<Duration> = TestClock()) -> TestStoreOf<Counter> {
    TestStore(initialState: Counter.State(count: Shared(value: 0))) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func assertedSharedChangesPass() async {
    let store = self.makeStore()
    await store.send(.increment) { $0.$count.withLock { $0 = 1 } }
    await store.send(.increment) { $0.$count.withLock { $0 = 2 } }
    #expect(store.state.count == 2)
  }

  @Test func anUnassertedSharedChangeFails() async {
    let store = self.makeStore()
    await withKnownIssue {
      await store.send(.increment)
    } matching: { issue in
      issue.description.contains("State was not expected to change, but a change occurred")
        && issue.description.contains("−   _count: 0,")
        && issue.description.contains("+   _count: 1,")
    }
    // The change was reported once; the next step starts afresh.
    await store.send(.increment) { $0.$count.withLock { $0 = 2 } }
  }

  @Test func aWrongSharedAssertionFails() async {
    let store = self.makeStore()
    await withKnownIssue {
      await store.send(.increment) { $0.$count.withLock { $0 = 5 } }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
    }
  }

  @Test func aSharedChangeAloneIsAChange() async {
    // Asserting only the shared change is not "expected state to change, but no change".
    let store = self.makeStore()
    await store.send(.increment) { $0.$count.withLock { $0 = 1 } }
    await store.send(.rename("x")) { $0.label = "x" }
  }

  @Test func aChangeMadeByAnEffectIsAssertedAtTheNextStep() async {
    let clock = TestClock()
    let store = self.makeStore(clock: clock)
    // Waiting on the send's task, not `store.finish()`: that fails on a shared change not yet
    // asserted, as TCA's does.
    let first = await store.send(.effectIncrement)
    await clock.advance(by: .seconds(1))
    await first.finish()
    store.assert { $0.$count.withLock { $0 = 1 } }

    let second = await store.send(.effectIncrement)
    await clock.advance(by: .seconds(1))
    await second.finish()
    await withKnownIssue {
      await store.send(.rename("y")) { $0.label = "y" }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
        && issue.description.contains("−   _count: 1,")
        && issue.description.contains("+   _count: 2,")
    }
  }

  @Test func nonExhaustiveStoresSkipSharedChanges() async {
    let store = self.makeStore()
    store.exhaustivity = .off
    await store.send(.increment)
    await store.send(.increment)
    store.assert { $0.$count.withLock { $0 = 2 } }
  }

  /// A state whose initializer writes its shared value, as ssl-certificates-check's does.
  @Reducer
  struct InitWriting {
    @ObservableState
    struct State: Equatable {
      @Shared var count: Int
      var label = ""
      init() {
        self._count = Shared(value: 0)
        self.$count.withLock { $0 = 10 }
      }
    }
    enum Action: Equatable {
      case increment
      case rename(String)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .increment:
          state.$count.withLock { $0 += 1 }
          return .none
        case let .rename(label):
          state.label = label
          return .none
        }
      }
    }
  }

  @Test func aWriteInTheInitialStatesInitIsNotAChangeToAssert() async {
    // The initial state is the starting point: what its initializer wrote to shared state is
    // not a change made by the feature, as in TCA, whose tracker takes its snapshots afresh.
    let store = TestStore(initialState: InitWriting.State()) { InitWriting() }
    await store.send(.rename("x")) { $0.label = "x" }
    await store.send(.increment) { $0.$count.withLock { $0 += 1 } }
    #expect(store.state.count == 11)
  }
}
