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

  /// The store subscribes as it runs the effect, inside the `send` that returned it, and a
  /// value published on the main thread is handled at once, before the next action, as in
  /// TCA (its store receives publisher effects on a scheduler that runs main-thread work
  /// immediately).
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
    #expect(store.withState { $0 } == [7, 8])
  }

  /// A value published on the main thread while the store handles an action (by the reducer
  /// itself) is queued behind that action and handled inside the same `send`, as TCA's
  /// `StoreTests.testActionQueuing` checks.
  @Test func aValuePublishedDuringASendIsHandledInThatSend() async {
    let subject = PassthroughSubject<Void, Never>()
    enum Action { case subscribe, tap, increment }
    let store = Store(initialState: [String]()) {
      Reduce<[String], Action> { state, action in
        switch action {
        case .subscribe:
          return .publisher { subject.map { Action.increment } }
        case .tap:
          state.append("tap")
          subject.send()
          state.append("tapped")
          return .none
        case .increment:
          state.append("increment")
          return .none
        }
      }
    }
    store.send(.subscribe)
    store.send(.tap)
    #expect(store.withState { $0 } == ["tap", "tapped", "increment"])
    subject.send(completion: .finished)
  }

  /// A publisher that completes on the main thread ends its effect at once: the store no
  /// longer counts it (TCA's `StoreTests.testCancellableIsRemovedWhenEffectCompletes`).
  @Test func aPublisherCompletingOnTheMainThreadEndsItsEffectAtOnce() {
    let subject = PassthroughSubject<Int, Never>()
    let store = Store(initialState: [Int]()) { Feature(values: subject) }
    store.send(.start)
    #expect(store.effectCancellables.count == 1)
    subject.send(1)
    #expect(store.withState { $0 } == [1])
    subject.send(completion: .finished)
    #expect(store.effectCancellables.count == 0)
  }

  /// A test that completes the subject driving an effect as its last step passes: the effect
  /// has finished when the test store goes away (TCA's `StoreTests.testActionQueuing` ends so).
  @Test func aTestStoreSeesAPublisherCompletedAsTheLastStepAsFinished() async {
    let values = PassthroughSubject<Int, Never>()
    let store = TestStore(initialState: [Int]()) { Feature(values: values) }
    await store.send(.start)
    values.send(1)
    await store.receive(.received(1)) { $0 = [1] }
    values.send(completion: .finished)
  }

  /// A publisher that emits as it is subscribed to (`Just`) has its value handled inside the
  /// `send` that started it.
  @Test func aValuePublishedOnSubscriptionIsHandledInTheSameSend() {
    let store = Store(initialState: [Int]()) {
      Reduce<[Int], Int> { state, value in
        if value < 0 {
          return .publisher { Just(-value) }
        }
        state.append(value)
        return .none
      }
    }
    store.send(-3)
    #expect(store.withState { $0 } == [3])
    #expect(store.effectCancellables.count == 0)
  }

  /// Values published off the main thread still reach the store, in order, through the
  /// effect's task.
  @Test func valuesPublishedOffTheMainThreadArriveInOrder() async {
    let values = PassthroughSubject<Int, Never>()
    let store = Store(initialState: [Int]()) { Feature(values: values) }
    let task = store.send(.start)
    await Task.detached {
      for value in 1...20 { values.send(value) }
      values.send(completion: .finished)
    }.value
    await task.finish()
    #expect(store.withState { $0 } == Array(1...20))
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

  /// A debounced publisher effect stays one Combine pipeline, as TCA's does: the scheduler's
  /// `advance` publishes its value, and the store handles it, before `advance` returns (TCA's
  /// `EffectDebounceTests.testDebounceIsLazy` relies on it). Synchronous on purpose: nothing
  /// else gets a turn between the `advance` and the check.
  @Test @available(*, deprecated) func aDebouncedPublisherIsHandledInsideTheAdvance() {
    let scheduler = DispatchQueue.test
    var subscriptions = 0
    let store = Store(initialState: [Int]()) {
      Reduce<[Int], Int> { state, value in
        if value < 0 {
          state.append(-value)
          return .none
        }
        return Effect.publisher {
          Deferred { () -> Just<Int> in
            subscriptions += 1
            return Just(-value)
          }
        }
        .debounce(id: "debounce", for: .seconds(1), scheduler: scheduler)
      }
    }
    store.send(1)
    scheduler.advance(by: .milliseconds(999))
    #expect(subscriptions == 0)
    #expect(store.withState { $0 } == [])
    scheduler.advance(by: .milliseconds(1))
    #expect(subscriptions == 1)
    #expect(store.withState { $0 } == [1])
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
