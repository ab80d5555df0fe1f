import ConcurrencyExtras
import Testing

@testable import ComposableArchitecture

/// A long-living effect holds the effects its actions started only while they run, so that an
/// effect that sends actions for hours keeps a flat footprint.
@MainActor
struct LongLivingEffectTests {
  enum Action: Sendable {
    case listen
    case spawn
  }

  @Test func finishedChildEffectsAreReleased() async {
    await withMainSerialExecutor {
      let spawned = 200_000
      let live = LockIsolated<[Int]>([])
      let store = Store(initialState: 0) {
        Reduce<Int, Action> { count, action in
          switch action {
          case .listen:
            return .run { send in
              for _ in 0..<spawned { await send(.spawn) }
              let effect = EffectContext.current.effect!
              let held = effect.childCount
              live.withValue { $0.append(held) }
              // Every spawned effect returns at once; give the finished ones a bounded number
              // of turns to be forgotten.
              var turns = 0
              while effect.childCount > 0, turns < 10_000 {
                await Task.yield()
                turns += 1
              }
              let left = effect.childCount
              live.withValue { $0.append(left) }
            }
          case .spawn:
            count += 1
            return .run { _ in }
          }
        }
      }
      await store.send(.listen).finish()
      #expect(store.state == spawned)
      // Finished children were let go while the effect ran, not only at its end.
      #expect(live.value.first ?? spawned < 1_000)
      #expect(live.value.last == 0)
    }
  }
}
