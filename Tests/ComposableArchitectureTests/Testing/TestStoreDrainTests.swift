import ComposableArchitecture
import ConcurrencyExtras
import Testing

/// After a step, a test store lets the effects run until each is suspended on something outside
/// the executor or has finished, however many turns that takes, rather than a fixed number.
@MainActor
struct TestStoreDrainTests {
  @Reducer
  struct Feature {
    struct State: Equatable {}
    enum Action: Equatable {
      case busy
      case spin
    }
    let turns: LockIsolated<Int>

    var body: some ReducerOf<Self> {
      Reduce { _, action in
        switch action {
        case .busy:
          // Many more turns than the 20 yields a test store used to give.
          return .run { [turns] _ in
            for _ in 0..<500 {
              await Task.yield()
              turns.withValue { $0 += 1 }
            }
          }
        case .spin:
          // Never suspends on anything but the executor.
          return .run { _ in
            while !Task.isCancelled { await Task.yield() }
          }
        }
      }
    }
  }

  @Test func anEffectTakingManyTurnsHasRunToItsEndWhenTheSendReturns() async {
    let turns = LockIsolated(0)
    let store = TestStore(initialState: Feature.State()) { Feature(turns: turns) }
    await store.send(.busy)
    #expect(turns.value == 500)
    await store.finish()
  }

  @Test func anEffectThatNeverSuspendsDoesNotStallTheStep() async {
    let store = TestStore(initialState: Feature.State()) { Feature(turns: LockIsolated(0)) }
    let task = await store.send(.spin)
    await task.cancel()
  }
}
