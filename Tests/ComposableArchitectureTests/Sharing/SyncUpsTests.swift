import ComposableArchitecture
import Foundation
import Testing

@MainActor
struct SyncUpsTests {
  private let url = URL(fileURLWithPath: "/syncups-\(UUID().uuidString).json")

  @Test func addEditThroughTheDetailAndDelete() async {
    let store = TestStore(
      initialState: SyncUpsList.State(syncUps: Shared(.syncUps(self.url)))
    ) { SyncUpsList() }

    await store.send(.add(SyncUp(id: 1, title: "Design"))) {
      $0.$syncUps.withLock { _ = $0.append(SyncUp(id: 1, title: "Design")) }
    }
    await store.send(.open(id: 1)) {
      $0.detail = SyncUpDetail.State(syncUp: Shared($0.$syncUps[id: 1])!)
    }
    // Editing in the detail is editing the list's element.
    await store.send(.detail(.presented(.rename("Engineering")))) {
      $0.$syncUps.withLock { $0[id: 1]?.title = "Engineering" }
    }
    await store.send(.detail(.presented(.addAttendee("Blob")))) {
      $0.$syncUps.withLock { $0[id: 1]?.attendees = ["Blob"] }
    }
    #expect(store.state.syncUps[id: 1]?.title == "Engineering")
    await store.send(.detail(.dismiss)) { $0.detail = nil }
    await store.send(.delete(id: 1)) {
      $0.$syncUps.withLock { _ = $0.remove(id: 1) }
    }
  }

  @Test func aNewStoreReadsWhatTheLastOneSaved() async throws {
    // In tests, file storage is kept in memory, per test: a second store (a relaunch) reads it.
    let first = Store(initialState: SyncUpsList.State(syncUps: Shared(.syncUps(self.url)))) {
      SyncUpsList()
    }
    first.send(.add(SyncUp(id: 7, title: "Retro")))
    first.send(.open(id: 7))
    first.send(.detail(.presented(.addAttendee("Blob Jr"))))

    let second = Store(initialState: SyncUpsList.State(syncUps: Shared(.syncUps(self.url)))) {
      SyncUpsList()
    }
    #expect(second.syncUps.map(\.title) == ["Retro"])
    #expect(second.syncUps[id: 7]?.attendees == ["Blob Jr"])
  }

  @Test func sharedStateInObservableStateNotifiesTheStoresObservers() {
    let key = "observed-\(UUID().uuidString)"
    let store = Store(initialState: Observed.State()) { Observed() }
    store.send(.use(key))
    let count = observe { _ = store.count }
    // Another holder of the same shared value changes it, outside the store.
    @Shared(.inMemory(key)) var elsewhere = 0
    $elsewhere.withLock { $0 = 42 }
    #expect(count.value == 1)
    #expect(store.count == 42)
  }

  @Reducer
  struct Observed {
    @ObservableState
    struct State: Equatable {
      @Shared(value: 0) var count: Int
    }
    enum Action: Equatable {
      case use(String)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case let .use(key) = action { state.$count = Shared(wrappedValue: 0, .inMemory(key)) }
        return .none
      }
    }
  }
}
