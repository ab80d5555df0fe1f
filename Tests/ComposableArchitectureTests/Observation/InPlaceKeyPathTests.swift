import Testing

@testable import ComposableArchitecture

/// A value that can tell whether its storage is shared with another copy.
private struct Storage: Equatable {
  final class Buffer {}
  var buffer = Buffer()

  mutating func isUnique() -> Bool {
    isKnownUniquelyReferenced(&self.buffer)
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.buffer === rhs.buffer }
}

@ObservableState
private struct Holder {
  var storage = Storage()
  var nested = Nested()
  @ObservationStateIgnored var ignored = Storage()

  struct Nested {
    var storage = Storage()
  }
}

struct InPlaceKeyPathTests {
  @Test func aTrackedFieldIsEditedWithoutACopy() {
    var holder = Holder()
    var isUnique = false
    InPlaceKeyPath(\Holder.storage).modify(&holder) { isUnique = $0.isUnique() }
    #expect(isUnique)
  }

  @Test func aPlainKeyPathWriteWouldCopyIt() {
    // Why the library does not write through the key path: the getter's copy shares the
    // storage while the setter's value is being changed.
    var holder = Holder()
    let isUnique = holder[keyPath: \Holder.storage].isUnique()
    #expect(!isUnique)
  }

  @Test func otherKeyPathsAreWrittenThroughTheKeyPath() {
    var holder = Holder()
    let replacement = Storage()
    InPlaceKeyPath(\Holder.nested.storage).modify(&holder) { $0 = replacement }
    InPlaceKeyPath(\Holder.ignored).modify(&holder) { $0 = replacement }
    #expect(holder.nested.storage == replacement)
    #expect(holder.ignored == replacement)
    #expect(Holder._$field(for: \Holder.nested.storage) == nil)
    #expect(Holder._$field(for: \Holder.ignored) == nil)
    #expect(Holder._$field(for: \Holder.storage) != nil)
  }

  @MainActor
  @Test func editingARowInPlaceNotifiesTheRowAndNotTheArray() {
    let store = Store(initialState: Rows.State()) { Rows() }
    let rowsChanged = LockIsolated(false)
    let countChanged = LockIsolated(false)
    withObservationTracking {
      _ = store.rows
    } onChange: {
      rowsChanged.setValue(true)
    }
    withObservationTracking {
      _ = store.rows[id: 1]?.count
    } onChange: {
      countChanged.setValue(true)
    }

    store.send(.rows(.element(id: 1, action: ())))

    #expect(store.rows[id: 1]?.count == 1)
    #expect(countChanged.value)
    #expect(!rowsChanged.value)
  }

  @Test func aStructChildIsEditedAtItsStorageWithoutACopy() {
    var parent = Nesting.State()
    let path = InPlaceKeyPath(\Nesting.State.child)
    #expect(path.offset != nil)
    var isUnique = false
    path.modify(&parent) { isUnique = $0.storage.isUnique() }
    #expect(isUnique)
    // A field that is not a struct state goes through its accessor.
    #expect(InPlaceKeyPath(\Nesting.State.count).offset == nil)
  }

  @MainActor
  @Test func editingAChildInPlaceNotifiesItsFieldAndNotTheParents() {
    let store = Store(initialState: Nesting.State()) { Nesting() }
    let childChanged = LockIsolated(false)
    let countChanged = LockIsolated(false)
    withObservationTracking {
      _ = store.child
    } onChange: {
      childChanged.setValue(true)
    }
    withObservationTracking {
      _ = store.child.count
    } onChange: {
      countChanged.setValue(true)
    }

    store.send(.child(.increment))

    #expect(store.child.count == 1)
    #expect(countChanged.value)
    #expect(!childChanged.value)
  }

  @MainActor
  @Test func replacingAChildNotifiesTheParentsField() {
    let store = Store(initialState: Nesting.State()) { Nesting() }
    store.send(.child(.increment))
    let childChanged = LockIsolated(false)
    withObservationTracking {
      _ = store.child
    } onChange: {
      childChanged.setValue(true)
    }

    store.send(.child(.reset))

    #expect(store.child.count == 0)
    #expect(childChanged.value)
  }
}

@Reducer
private struct Nesting {
  @ObservableState
  struct State {
    var count = 0
    var child = Child.State()
  }

  enum Action {
    case child(Child.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Child() }
  }

  @Reducer
  struct Child {
    @ObservableState
    struct State {
      var count = 0
      var storage = Storage()
    }

    enum Action {
      case increment
      case reset
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .increment: state.count += 1
      case .reset: state = State()
      }
      return .none
    }
  }
}

private struct Rows: Reducer {
  @ObservableState
  struct State {
    var rows: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2)]
  }

  @CasePathable
  enum Action {
    case rows(IdentifiedAction<Int, Void>)
  }

  @ObservableState
  struct Row: Identifiable {
    let id: Int
    var count = 0
  }

  var body: some Reducer<State, Action> {
    EmptyReducer()
      .forEach(\.rows, action: \.rows) {
        Reduce<Row, Void> { row, _ in
          row.count += 1
          return .none
        }
      }
  }
}
