import ComposableArchitecture
import Testing

@MainActor
struct ItemsFlowTests {
  @Test func listThenDetailThenEditAndSave() async {
    let store = TestStore(
      initialState: ItemList.State(items: [Item(id: 1, title: "Milk"), Item(id: 2, title: "Eggs")])
    ) {
      ItemList()
    }
    await store.send(.itemTapped(2)) {
      $0.path[id: 0] = .detail(ItemDetail.State(item: Item(id: 2, title: "Eggs")))
    }
    await store.send(\.path[id: 0].detail.editButtonTapped) {
      $0.path.append(.edit(ItemEditor.State(item: Item(id: 2, title: "Eggs"))))
    }
    await store.send(\.path[id: 1].edit.binding.item, Item(id: 2, title: "Brown eggs")) {
      $0.path[id: 1, case: \.edit]?.item.title = "Brown eggs"
    }
    await store.send(\.path[id: 1].edit.saveButtonTapped)
    await store.receive(\.path[id: 1].edit.delegate.saveItem) {
      $0.items[id: 2]?.title = "Brown eggs"
      $0.path[id: 0, case: \.detail]?.item.title = "Brown eggs"
    }
    await store.receive(\.path.popFrom, 1) {
      $0.path[id: 1] = nil
    }
  }

  @Test func deletingFromTheDetailPopsItAndEndsItsTimer() async {
    let clock = TestClock()
    let store = TestStore(initialState: ItemList.State(items: [Item(id: 1, title: "Milk")])) {
      ItemList()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.itemTapped(1)) {
      $0.path.append(.detail(ItemDetail.State(item: Item(id: 1, title: "Milk"))))
    }
    await store.send(\.path[id: 0].detail.onAppear)
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].detail.timerTicked) {
      $0.path[id: 0, case: \.detail]?.secondsViewed = 1
    }
    await store.send(\.path[id: 0].detail.deleteButtonTapped) {
      $0.path[id: 0, case: \.detail]?.alert = AlertState {
        TextState("Delete “Milk”?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
    }
    await store.send(\.path[id: 0].detail.alert.confirmDeletion) {
      $0.path[id: 0, case: \.detail]?.alert = nil
    }
    await store.receive(\.path[id: 0].detail.delegate.deleteItem, 1) {
      $0.items = []
    }
    // Popping the detail cancels its timer: the test ends with no effect running.
    await store.receive(\.path.popFrom) {
      $0.path = StackState()
    }
  }

  @Test func pushedIDsAreDeterministic() async {
    let store = TestStore(initialState: ItemList.State(items: [Item(id: 1, title: "Milk")])) {
      ItemList()
    }
    let milk = ItemDetail.State(item: Item(id: 1, title: "Milk"))
    await store.send(.path(.push(id: 0, state: .detail(milk)))) {
      $0.path[id: 0] = .detail(milk)
    }
    await store.send(.itemTapped(1)) {
      $0.path[id: 1] = .detail(milk)
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path = StackState()
    }
    await store.send(.itemTapped(1)) {
      $0.path.append(.detail(milk))
    }
    #expect(store.state.path.ids == [2])
  }

  @Test func wrongStackStateFailsWithADiff() async {
    let store = TestStore(initialState: ItemList.State(items: [Item(id: 1, title: "Milk")])) {
      ItemList()
    }
    await withKnownIssue {
      await store.send(.itemTapped(1)) {
        $0.path[id: 0] = .detail(ItemDetail.State(item: Item(id: 1, title: "Eggs")))
      }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
        && issue.description.contains("#0: .detail(")
    }
  }
}
