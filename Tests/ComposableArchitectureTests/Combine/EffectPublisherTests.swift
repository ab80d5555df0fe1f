import Combine
@_spi(Internals) import ComposableArchitecture
import Foundation
import Testing

/// TCA features written with Combine: publisher effects and the deprecated debounce.
@MainActor
struct EffectPublisherTests {
  struct Feature: Reducer {
    let values: PassthroughSubject<Int, Never>
    enum Action: Equatable { case start, received(Int) }
    func reduce(into state: inout [Int], action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .publisher { self.values.map(Action.received) }
      case let .received(value):
        state.append(value)
        return .none
      }
    }
  }

  /// The store subscribes as it runs the effect, inside the `send` that returned it, as in
  /// TCA: a value published right after is not lost. (TCA handles it at once, before the next
  /// action; here it comes once the effect's task runs.)
  @Test func aPublisherEffectIsSubscribedToWhenTheStoreRunsIt() async {
    let values = PassthroughSubject<Int, Never>()
    let store = Store(initialState: [Int]()) {
      Feature(values: values)
    }
    let task = store.send(.start)
    values.send(7)
    store.send(.received(8))
    values.send(completion: .finished)
    await task.finish()
    #expect(store.withState { $0 } == [8, 7])
  }

  /// Making the effect subscribes to nothing: only running it does.
  @Test func aPublisherEffectIsLazy() async {
    let subscriptions = LockIsolated(0)
    let effect = Effect<Int>.publisher {
      Just(1).handleEvents(receiveSubscription: { _ in subscriptions.withValue { $0 += 1 } })
    }
    #expect(subscriptions.value == 0)
    var received: [Int] = []
    for await value in effect.actions { received.append(value) }
    #expect(received == [1])
    #expect(subscriptions.value == 1)
  }

  @Test func aPublisherEffectSendsEachValueAndEndsWithThePublisher() async {
    let values = PassthroughSubject<Int, Never>()
    let store = TestStore(initialState: [Int]()) { Feature(values: values) }
    let task = await store.send(.start)
    values.send(1)
    await store.receive(.received(1)) { $0 = [1] }
    values.send(2)
    await store.receive(.received(2)) { $0 = [1, 2] }
    values.send(completion: .finished)
    await task.finish()
  }

  @Test func cancellingAPublisherEffectCancelsItsSubscription() async {
    var cancelled = false
    let store = Store(initialState: 0) {
      Reduce<Int, Bool> { _, start in
        start
          ? .publisher {
            Empty<Bool, Never>(completeImmediately: false)
              .handleEvents(receiveCancel: { cancelled = true })
          }
          .cancellable(id: "publisher")
          : .cancel(id: "publisher")
      }
    }
    let task = store.send(true)
    store.send(false)
    await task.finish()
    #expect(cancelled)
  }

  @Test @available(*, deprecated) func debounceRunsOnlyTheLastOfABurst() async {
    let scheduler = DispatchQueue.test
    let store = TestStore(initialState: 0) {
      Reduce<Int, Int> { state, value in
        if value < 0 {
          state = -value
          return .none
        }
        return Effect.send(-value).debounce(id: "debounce", for: .seconds(1), scheduler: scheduler)
      }
    }
    await store.send(1)
    await scheduler.advance(by: .milliseconds(500))
    await store.send(2)
    await scheduler.advance(by: .milliseconds(999))
    await scheduler.advance(by: .milliseconds(1))
    await store.receive(-2) { $0 = 2 }
  }
}
