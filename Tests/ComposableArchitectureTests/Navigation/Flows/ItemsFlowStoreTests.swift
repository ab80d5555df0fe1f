import ComposableArchitecture
import Testing

/// The items flow driven through a plain `Store`, as a terminal UI drives it.
@MainActor
struct ItemsFlowStoreTests {
  @Test func listThenDetailThenEditAndSave() async {
    let store = Store(
      initialState: ItemList.State(items: [Item(id: 1, title: "Milk"), Item(id: 2, title: "Eggs")])
    ) {
      ItemList()
    }
    store.send(.itemTapped(2))
    #expect(store.path.ids == [0])
    #expect(store.path[id: 0, case: \.detail]?.item.title == "Eggs")

    store.send(.path(.element(id: 0, action: .detail(.editButtonTapped))))
    #expect(store.path.ids == [0, 1])

    store.send(
      .path(.element(id: 1, action: .edit(.binding(.set(\.item.title, "Brown eggs")))))
    )
    await store.send(.path(.element(id: 1, action: .edit(.saveButtonTapped)))).finish()
    #expect(store.path.ids == [0])
    #expect(store.items[id: 2]?.title == "Brown eggs")
    #expect(store.path[id: 0, case: \.detail]?.item.title == "Brown eggs")
  }

  @Test func deletingFromTheDetailPopsItAndCancelsItsTimer() async {
    let clock = TestClock()
    let sleeps = EventLog()
    let store = Store(initialState: ItemList.State(items: [Item(id: 1, title: "Milk")])) {
      ItemList()
    } withDependencies: {
      $0.continuousClock = ObservedClock(base: clock, log: sleeps)
    }
    store.send(.itemTapped(1))
    let timer = store.send(.path(.element(id: 0, action: .detail(.onAppear))))
    #expect(await sleeps.next() == ["sleep"])
    await clock.advance(by: .seconds(1))
    #expect(await sleeps.next() == ["sleep"])
    #expect(store.path[id: 0, case: \.detail]?.secondsViewed == 1)

    store.send(.path(.element(id: 0, action: .detail(.deleteButtonTapped))))
    #expect(store.path[id: 0, case: \.detail]?.alert?.buttons.count == 2)
    await store.send(.path(.element(id: 0, action: .detail(.alert(.presented(.confirmDeletion))))))
      .finish()
    #expect(store.items.isEmpty)
    #expect(store.path.isEmpty)
    await timer.finish()
  }
}
