@_spi(Internals) @_spi(Logging) import ComposableArchitecture
import Testing

/// What TCA's own tests reach through SPI: the store log and the stack element ID generator
/// (the effect-leak count is tested in `CancellablesCollectionTests`).
@MainActor
@Suite(.serialized)
struct InternalsSPITests {
  @Test func theLoggerRecordsStoresComingAndGoingByTheirFeaturesName() {
    Logger.shared.isEnabled = true
    defer {
      Logger.shared.isEnabled = false
      Logger.shared.clear()
    }
    do {
      let store = Store<Void, Void>(initialState: ()) {}
      _ = store
    }
    #expect(Logger.shared.logs == ["Store<(), ()>.init", "Store<(), ()>.deinit"])
    Logger.shared.clear()
    do {
      let store = Store(initialState: Feature.State()) { Feature() }
      _ = store
    }
    #expect(
      Logger.shared.logs == [
        "StoreOf<InternalsSPITests.Feature>.init", "StoreOf<InternalsSPITests.Feature>.deinit",
      ])
  }

  @Test func aDisabledLoggerRecordsNothing() {
    Logger.shared.clear()
    _ = Store<Void, Void>(initialState: ()) {}
    #expect(Logger.shared.logs.isEmpty)
  }

  @Test func stackElementIDsCountUpFromZeroInEachTest() {
    @Dependency(\.stackElementID) var stackElementID
    #expect(stackElementID.peek().generation == 0)
    #expect(stackElementID.next() == 0)
    #expect(stackElementID() == 1)
    #expect(stackElementID.peek() == 2)
  }

  @Test func theSPISendGivesATaskOnlyForEffects() async {
    let store = Store(initialState: 0) {
      Reduce<Int, Bool> { state, runs in
        state += 1
        return runs ? .run { _ in } : .none
      }
    }
    let none: Task<Void, Never>? = store.send(false)
    #expect(none == nil)
    await store.send(true)?.value
    #expect(store.withState { $0 } == 2)
  }

  struct Feature: Reducer {
    struct State {}
    enum Action {}
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  @Test func effectCancellablesCountTheStoresEffectsInFlight() async {
    let (stream, continuation) = AsyncStream<Void>.makeStream()
    let store = Store(initialState: 0) {
      Reduce<Int, Bool> { state, waits in
        state += 1
        return waits ? .run { _ in for await _ in stream {} } : .run { _ in }
      }
    }
    #expect(store.effectCancellables.isEmpty)
    await store.send(false).finish()
    #expect(store.effectCancellables.isEmpty)
    let task = store.send(true)
    #expect(store.effectCancellables.count == 1)
    #expect(store.scope(state: \.self, action: \.self).effectCancellables.count == 1)
    continuation.finish()
    await task.finish()
    #expect(store.effectCancellables.isEmpty)
  }
}
