import ComposableArchitecture
import Testing

@MainActor
struct StoreObservationTests {
  private func makeStore(
    _ state: ObservedParent.State = ObservedParent.State()
  ) -> StoreOf<ObservedParent> {
    Store(initialState: state) { ObservedParent() }
  }

  @Test func rootFieldNotifiesOnlyItsObservers() {
    let store = self.makeStore()
    let count = observe { _ = store.count }
    let isOn = observe { _ = store.isOn }

    store.send(.increment)

    #expect(count.value == 1)
    #expect(isOn.value == 0)
    #expect(store.count == 1)
  }

  @Test func noOpActionNotifiesNobody() {
    let store = self.makeStore()
    let observers = [
      observe { _ = store.state },
      observe { _ = store.count },
      observe { _ = store.child.count },
      observe { _ = store.rows.count },
      observe { _ = store.mode },
    ]

    store.send(.noop)

    #expect(observers.map(\.value) == [0, 0, 0, 0, 0])
  }

  @Test func writingEqualValuesNotifiesNobody() {
    let store = self.makeStore()
    store.send(.setRows([1, 2]))
    let observers = [
      observe { _ = store.count },
      observe { _ = store.isOn },
      observe { _ = store.child.name },
      observe { _ = store.rows.count },
    ]

    store.send(.writeSameValues)

    #expect(observers.map(\.value) == [0, 0, 0, 0])
  }

  @Test func scopedStoreFieldNotifications() {
    let store = self.makeStore()
    let child = store.scope(state: \.child, action: \.child)
    let childCount = observe { _ = child.count }
    let childName = observe { _ = child.name }

    store.send(.increment)
    #expect(childCount.value == 0)
    #expect(childName.value == 0)

    child.send(.increment)
    #expect(childCount.value == 1)
    #expect(childName.value == 0)
    #expect(child.count == 1)
  }

  @Test func replacingChildStateIsAChangeEvenWhenEqual() {
    let store = self.makeStore()
    let child = store.scope(state: \.child, action: \.child)
    let childName = observe { _ = child.name }
    let before = store.child

    store.send(.replaceChild)

    #expect(store.child == before)
    #expect(store.child._$id != before._$id)
    #expect(childName.value == 1)
  }

  @Test func mutatingChildFieldRenewsItsIdentityWithoutNotifyingTheParent() {
    let store = self.makeStore()
    let id = store.child._$id
    let wholeChild = observe { _ = store.child }

    store.send(.child(.increment))

    // As in TCA, an in-place edit gives the child a new identity (a copy saved before it is
    // another value), while observers of the parent's field hear nothing.
    #expect(store.child._$id != id)
    #expect(wholeChild.value == 0)
  }

  @Test func optionalChildPresentation() throws {
    let store = self.makeStore()
    let presence = observe { _ = store.optionalChild }

    store.send(.presentChild)
    #expect(presence.value == 1)

    let child = try #require(store.scope(state: \.optionalChild, action: \.optionalChild))
    let name = observe { _ = child.name }
    let stillPresent = observe { _ = store.optionalChild != nil }
    child.send(.increment)
    #expect(name.value == 0)
    #expect(stillPresent.value == 0)
    child.send(.rename("x"))
    #expect(name.value == 1)
  }

  @Test func identifiedArrayRows() {
    let store = self.makeStore()
    store.send(.setRows([1, 2, 3]))
    let rowIDs = observe { _ = store.rows.ids }
    let firstTitle = observe { _ = store.rows[id: 1]?.title }
    let secondTitle = observe { _ = store.rows[id: 2]?.title }

    store.send(.rows(.element(id: 1, action: .rename("Milk"))))
    #expect(rowIDs.value == 0)
    #expect(firstTitle.value == 1)
    #expect(secondTitle.value == 0)
    #expect(store.rows[id: 1]?.title == "Milk")

    let afterEdit = observe { _ = store.rows.ids }
    store.send(.setRows([1, 2]))
    #expect(afterEdit.value == 1)
  }

  @Test func enumStateCaseChanges() {
    let store = self.makeStore()
    let mode = observe { _ = store.mode }

    store.send(.setMode(.editing(ObservedChild.State())))
    #expect(mode.value == 1)

    let editing = observe { _ = store.mode }
    let editingCount = observe { _ = store.mode.editing?.count }
    store.send(.mode(.editing(.increment)))
    #expect(editing.value == 0)
    #expect(editingCount.value == 1)
    #expect(store.mode.editing?.count == 1)

    let switched = observe { _ = store.mode }
    store.send(.setMode(.viewing(store.mode.editing!)))
    #expect(switched.value == 1)
  }

  @Test func enumRootStateCaseChanges() {
    let store = Store(initialState: Switch.State.off) { Switch() }
    let root = observe { _ = store.state }

    store.send(.turnOn)
    #expect(root.value == 1)

    let onRoot = observe { _ = store.state }
    let count = observe { _ = store.on?.count }
    store.send(.child(.increment))
    #expect(onRoot.value == 0)
    #expect(count.value == 1)

    store.send(.turnOn)
    #expect(onRoot.value == 1)
  }
}

@Reducer
private struct Switch {
  @ObservableState
  enum State: Equatable {
    case off
    case on(ObservedChild.State)
  }

  enum Action {
    case child(ObservedChild.Action)
    case turnOn
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .turnOn = action { state = .on(ObservedChild.State()) }
      return .none
    }
    .ifCaseLet(\.on, action: \.child) { ObservedChild() }
  }
}

@MainActor
struct StoreCollectionObservationTests {
  @Test func rowStoresObserveTheirOwnRow() {
    let store = Store(initialState: ObservedParent.State()) { ObservedParent() }
    store.send(.setRows([1, 2, 3]))
    let rows = Array(store.scope(state: \.rows, action: \.rows))
    #expect(rows.map(\.id) == [1, 2, 3])

    let list = observe { _ = store.scope(state: \.rows, action: \.rows).count }
    let firstTitle = observe { _ = rows[0].title }
    let secondTitle = observe { _ = rows[1].title }

    rows[1].send(.rename("Eggs"))
    #expect(list.value == 0)
    #expect(firstTitle.value == 0)
    #expect(secondTitle.value == 1)
    #expect(rows[1].title == "Eggs")

    // A removed row's store keeps showing the row's last value.
    store.send(.setRows([1, 3]))
    #expect(list.value == 1)
    #expect(rows[1].title == "Eggs")
  }
}
