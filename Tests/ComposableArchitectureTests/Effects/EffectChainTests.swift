import ComposableArchitecture
import ConcurrencyExtras
import Testing

/// An effect that sends the action that started it (a poll) makes a chain of effects, each
/// waiting for the next; cancelling the first send's task reaches the end of the chain.
@MainActor
struct EffectChainTests {
  enum Action: Sendable {
    case step(Int)
  }

  @Test(.timeLimit(.minutes(1)))
  func cancellingTheStoreTaskReachesTheEndOfALongChain() async {
    let depth = 2_000
    let (started, startedContinuation) = AsyncStream<Void>.makeStream()
    let store = Store(initialState: 0) {
      Reduce<Int, Action> { steps, action in
        guard case let .step(remaining) = action else { return .none }
        steps += 1
        return .run { send in
          if remaining > 0 {
            await send(.step(remaining - 1))
          } else {
            startedContinuation.yield()
          }
          try await Task.never()
        }
      }
    }
    let task = store.send(.step(depth))
    // The last effect of the chain has started.
    for await _ in started { break }
    #expect(store.state == depth + 1)
    task.cancel()
    // Returns only once every effect of the chain has ended.
    await task.finish()
    #expect(task.isCancelled)
  }
}
