import Combine
import ComposableArchitecture
import Foundation
import Testing

#if !canImport(Darwin)
  // `throttle` asks for a `Sendable` stride, as TCA's does; OpenCombine's `DispatchQueue`
  // stride does not say it is one.
  @preconcurrency import OpenCombineDispatch
#endif

/// The deprecated `throttle`: at most one action per interval, the held one sent when the
/// interval is over.
@MainActor
struct EffectThrottleTests {
  @Test @available(*, deprecated) func theFirstIsSentAtOnceAndTheLatestWhenTheIntervalIsOver()
    async
  {
    let scheduler = DispatchQueue.test
    let store = TestStore(initialState: 0) { Throttled(latest: true, scheduler: scheduler) }
    await store.send(1)
    await scheduler.advance()
    await store.receive(-1) { $0 = 1 }
    await store.send(2)
    await store.send(3)
    await scheduler.advance(by: .milliseconds(999))
    await scheduler.advance(by: .milliseconds(1))
    await store.receive(-3) { $0 = 3 }
  }

  @Test @available(*, deprecated) func withoutLatestTheFirstHeldIsSent() async {
    let scheduler = DispatchQueue.test
    let store = TestStore(initialState: 0) { Throttled(latest: false, scheduler: scheduler) }
    await store.send(1)
    await scheduler.advance()
    await store.receive(-1) { $0 = 1 }
    await store.send(2)
    await scheduler.advance(by: .milliseconds(500))
    await store.send(3)
    await scheduler.advance(by: .milliseconds(500))
    await store.receive(-2) { $0 = 2 }
  }

  @Test @available(*, deprecated) func afterTheIntervalTheNextIsSentAtOnce() async {
    let scheduler = DispatchQueue.test
    let store = TestStore(initialState: 0) { Throttled(latest: true, scheduler: scheduler) }
    await store.send(1)
    await scheduler.advance()
    await store.receive(-1) { $0 = 1 }
    await scheduler.advance(by: .seconds(1))
    await store.send(2)
    await scheduler.advance()
    await store.receive(-2) { $0 = 2 }
  }

  /// Positive actions are taps, throttled into their negation, which sets the state.
  @available(*, deprecated)
  private struct Throttled: Reducer {
    let latest: Bool
    let scheduler: TestSchedulerOf<DispatchQueue>
    /// Unique to each store: what an id last sent is kept for the whole process.
    let id = UUID()

    func reduce(into state: inout Int, action: Int) -> Effect<Int> {
      guard action > 0 else {
        state = -action
        return .none
      }
      return Effect.send(-action)
        .throttle(id: self.id, for: .seconds(1), scheduler: self.scheduler, latest: self.latest)
    }
  }
}
