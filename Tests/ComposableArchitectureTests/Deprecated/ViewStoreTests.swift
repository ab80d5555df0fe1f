import Combine
import ComposableArchitecture
import XCTest

private enum Action: Equatable {
  case increment
  case noop
  case start
  case finished
}

private func counter(
  finishing stream: AsyncStream<Void>? = nil
) -> Reduce<Int, Action> {
  Reduce { state, action in
    switch action {
    case .increment:
      state += 1
      return .none
    case .noop:
      return .none
    case .start:
      state = 100
      return .run { send in
        for await _ in (stream ?? AsyncStream { $0.finish() }) {
          await send(.finished)
          return
        }
      }
    case .finished:
      state = 0
      return .none
    }
  }
}

// XCTest, not Swift Testing: `@Test` cannot be applied in a deprecated context. The
// methods are `async`: Linux XCTest cannot call a synchronous main-actor test method.
@available(*, deprecated)
final class ViewStoreTests: XCTestCase {
  @MainActor
  func testPublisherEmitsTheCurrentStateThenEachChange() async {
    let store = Store(initialState: 0) { counter() }
    let viewStore = ViewStore(store, observe: { $0 })
    var values: [Int] = []
    let cancellable = viewStore.publisher.sink { values.append($0) }
    XCTAssertEqual(values, [0])
    viewStore.send(.noop)
    viewStore.send(.increment)
    viewStore.send(.noop)
    viewStore.send(.increment)
    XCTAssertEqual(values, [0, 1, 2])
    XCTAssertEqual(viewStore.state, 2)
    cancellable.cancel()
  }

  @MainActor
  func testObjectWillChangeFiresBeforeTheStateChanges() async {
    let store = Store(initialState: 0) { counter() }
    let viewStore = ViewStore(store, observe: { $0 })
    var seen: [Int] = []
    let cancellable = viewStore.objectWillChange.sink { _ in seen.append(viewStore.state) }
    viewStore.send(.increment)
    viewStore.send(.noop)
    viewStore.send(.increment)
    XCTAssertEqual(seen, [0, 1])
    cancellable.cancel()
  }

  @MainActor
  func testRemoveDuplicatesDecidesWhatIsAChange() async {
    let store = Store(initialState: 0) { counter() }
    let viewStore = ViewStore(store, observe: { $0 }, removeDuplicates: { $0 / 2 == $1 / 2 })
    var values: [Int] = []
    let cancellable = viewStore.publisher.sink { values.append($0) }
    viewStore.send(.increment)  // 1: same pair as 0
    viewStore.send(.increment)  // 2
    viewStore.send(.increment)  // 3: same pair as 2
    XCTAssertEqual(values, [0, 2])
    XCTAssertEqual(viewStore.state, 2)
    cancellable.cancel()
  }

  @MainActor
  func testObservesAPartOfTheStateAndSendsViewActions() async {
    struct Feature: Equatable {
      var count = 0
      var name = "Blob"
    }
    let store = Store<Feature, Action>(initialState: Feature()) {
      Reduce { state, action in
        if action == .increment { state.count += 1 }
        return .none
      }
    }
    let viewStore = ViewStore(store, observe: \.name, send: { (_: Void) in Action.increment })
    var names: [String] = []
    let cancellable = viewStore.publisher.sink { names.append($0) }
    viewStore.send(())
    XCTAssertEqual(store.withState(\.count), 1)
    XCTAssertEqual(names, ["Blob"])
    XCTAssertEqual(viewStore.count, 4)  // dynamic member lookup on the observed String
    cancellable.cancel()
  }

  @MainActor
  func testPublisherDeliversInTheOrderOfSubscription() async {
    let store = Store(initialState: 0) { counter() }
    let viewStore = ViewStore(store, observe: { $0 })
    var order: [String] = []
    let cancellables = ["a", "b", "c", "d"].map { name in
      viewStore.publisher.sink { _ in order.append(name) }
    }
    viewStore.send(.increment)
    XCTAssertEqual(order, ["a", "b", "c", "d", "a", "b", "c", "d"])
    cancellables[1].cancel()
    viewStore.send(.increment)
    XCTAssertEqual(order.suffix(3), ["a", "c", "d"])
  }

  @MainActor
  func testPublisherOwnsTheViewStore() async {
    let store = Store(initialState: 0) { counter() }
    var values: [Int] = []
    let cancellable = ViewStore(store, observe: { $0 }).publisher.sink { values.append($0) }
    store.send(.increment)
    XCTAssertEqual(values, [0, 1])
    cancellable.cancel()
  }

  @MainActor
  func testStorePublisherEmitsAfterEachSendAndPlucksFields() async {
    struct Feature: Equatable {
      var total = 0
      var other = 0
    }
    let store = Store<Feature, Action>(initialState: Feature()) {
      Reduce { state, action in
        if action == .increment { state.total += 1 }
        if action == .start { state.other += 1 }
        return .none
      }
    }
    var states: [Feature] = []
    var totals: [Int] = []
    let all = store.publisher.sink { states.append($0) }
    let total = store.publisher.total.sink { totals.append($0) }
    store.send(.increment)
    store.send(.start)
    XCTAssertEqual(states.map(\.total), [0, 1, 1])
    XCTAssertEqual(totals, [0, 1])
    all.cancel()
    total.cancel()
  }

  @MainActor
  func testSendReturnsTheTaskOfTheEffects() async {
    let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
    let store = Store(initialState: 0) { counter(finishing: stream) }
    let viewStore = ViewStore(store, observe: { $0 })
    let task = viewStore.send(.start)
    XCTAssertEqual(viewStore.state, 100)
    continuation.yield()
    await task.finish()
    XCTAssertEqual(viewStore.state, 0)
  }

  @MainActor
  func testSendWhileSuspendsWhileThePredicateHolds() async {
    let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
    let store = Store(initialState: 0) { counter(finishing: stream) }
    let viewStore = ViewStore(store, observe: { $0 })
    let sending = Task { await viewStore.send(.start, while: { $0 == 100 }) }
    await Task.yield()
    XCTAssertEqual(viewStore.state, 100)
    continuation.yield()
    await sending.value
    XCTAssertEqual(viewStore.state, 0)
  }

  @MainActor
  func testYieldReturnsWhenCancelled() async {
    let store = Store(initialState: 0) { counter() }
    let viewStore = ViewStore(store, observe: { $0 })
    let waiting = Task { await viewStore.yield(while: { _ in true }) }
    waiting.cancel()
    await waiting.value
    XCTAssert(waiting.isCancelled)
  }

  /// A view store reads its state twice when made, as TCA's does: once for its initial state,
  /// once when it subscribes to the store's changes (the value later changes are compared with);
  /// then once per send. Closure scopes run on each read (TCA's `StoreTests` count them).
  @MainActor
  func testReadsTheStateWhenMadeAndWhenSubscribing() async {
    var calls = 0
    let store = Store<Int, Action>(initialState: 0) { counter() }
    let scoped = store.scope(
      state: { (count: Int) -> Int in
        calls += 1
        return count
      },
      action: { $0 }
    )
    let viewStore = ViewStore(scoped, observe: { $0 })
    XCTAssertEqual(calls, 2)
    viewStore.send(.increment)
    XCTAssertEqual(calls, 3)
    XCTAssertEqual(viewStore.state, 1)
  }

  /// The change after a view store is made is compared with the state read when it subscribed,
  /// not with its initial state.
  @MainActor
  func testComparesChangesWithTheStateReadWhenSubscribing() async {
    var reads = 0
    let store = Store<Int, Action>(initialState: 0) { counter() }
    let viewStore = ViewStore(
      store,
      observe: { (count: Int) -> Int in
        reads += 1
        // The first read (the initial state) sees 0, the second (when subscribing) 10.
        return reads == 1 ? count : count + 10
      },
      removeDuplicates: ==
    )
    XCTAssertEqual(viewStore.state, 0)
    var changes = 0
    let cancellable = viewStore.objectWillChange.sink { changes += 1 }
    // The next read is 10 again: a duplicate of the value seen when subscribing.
    viewStore.send(.noop)
    XCTAssertEqual(changes, 0)
    XCTAssertEqual(viewStore.state, 0)
    cancellable.cancel()
  }
}
