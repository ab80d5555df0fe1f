import Combine
import ComposableArchitecture
import Testing

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
        for await _ in stream ?? AsyncStream { $0.finish() } {
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

@available(*, deprecated)
@MainActor
struct ViewStoreTests {
  @Test func publisherEmitsTheCurrentStateThenEachChange() {
    let store = Store(initialState: 0) { counter() }
    let viewStore = ViewStore(store, observe: { $0 })
    var values: [Int] = []
    let cancellable = viewStore.publisher.sink { values.append($0) }
    #expect(values == [0])
    viewStore.send(.noop)
    viewStore.send(.increment)
    viewStore.send(.noop)
    viewStore.send(.increment)
    #expect(values == [0, 1, 2])
    #expect(viewStore.state == 2)
    cancellable.cancel()
  }

  @Test func objectWillChangeFiresBeforeTheStateChanges() {
    let store = Store(initialState: 0) { counter() }
    let viewStore = ViewStore(store, observe: { $0 })
    var seen: [Int] = []
    let cancellable = viewStore.objectWillChange.sink { _ in seen.append(viewStore.state) }
    viewStore.send(.increment)
    viewStore.send(.noop)
    viewStore.send(.increment)
    #expect(seen == [0, 1])
    cancellable.cancel()
  }

  @Test func removeDuplicatesDecidesWhatIsAChange() {
    let store = Store(initialState: 0) { counter() }
    let viewStore = ViewStore(store, observe: { $0 }, removeDuplicates: { $0 / 2 == $1 / 2 })
    var values: [Int] = []
    let cancellable = viewStore.publisher.sink { values.append($0) }
    viewStore.send(.increment)  // 1: same pair as 0
    viewStore.send(.increment)  // 2
    viewStore.send(.increment)  // 3: same pair as 2
    #expect(values == [0, 2])
    #expect(viewStore.state == 2)
    cancellable.cancel()
  }

  @Test func observesAPartOfTheStateAndSendsViewActions() {
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
    #expect(store.withState(\.count) == 1)
    #expect(names == ["Blob"])
    #expect(viewStore.count == 4)  // dynamic member lookup on the observed String
    cancellable.cancel()
  }

  @Test func publisherOwnsTheViewStore() {
    let store = Store(initialState: 0) { counter() }
    var values: [Int] = []
    let cancellable = ViewStore(store, observe: { $0 }).publisher.sink { values.append($0) }
    store.send(.increment)
    #expect(values == [0, 1])
    cancellable.cancel()
  }

  @Test func storePublisherEmitsAfterEachSendAndPlucksFields() {
    struct Feature: Equatable {
      var count = 0
      var other = 0
    }
    let store = Store<Feature, Action>(initialState: Feature()) {
      Reduce { state, action in
        if action == .increment { state.count += 1 }
        if action == .start { state.other += 1 }
        return .none
      }
    }
    var states: [Feature] = []
    var counts: [Int] = []
    let all = store.publisher.sink { states.append($0) }
    let count = store.publisher.count.sink { counts.append($0) }
    store.send(.increment)
    store.send(.start)
    #expect(states.map(\.count) == [0, 1, 1])
    #expect(counts == [0, 1])
    all.cancel()
    count.cancel()
  }

  @Test func sendReturnsTheTaskOfTheEffects() async {
    let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
    let store = Store(initialState: 0) { counter(finishing: stream) }
    let viewStore = ViewStore(store, observe: { $0 })
    let task = viewStore.send(.start)
    #expect(viewStore.state == 100)
    continuation.yield()
    await task.finish()
    #expect(viewStore.state == 0)
  }

  @Test func sendWhileSuspendsWhileThePredicateHolds() async {
    let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
    let store = Store(initialState: 0) { counter(finishing: stream) }
    let viewStore = ViewStore(store, observe: { $0 })
    let sending = Task { await viewStore.send(.start, while: { $0 == 100 }) }
    await Task.yield()
    #expect(viewStore.state == 100)
    continuation.yield()
    await sending.value
    #expect(viewStore.state == 0)
  }

  @Test func yieldReturnsWhenCancelled() async {
    let store = Store(initialState: 0) { counter() }
    let viewStore = ViewStore(store, observe: { $0 })
    let waiting = Task { await viewStore.yield(while: { _ in true }) }
    waiting.cancel()
    await waiting.value
    #expect(waiting.isCancelled)
  }
}
