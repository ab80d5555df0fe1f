import ComposableArchitecture

// Small features the observation tests drive through a store.

@Reducer
struct ObservedChild {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var name = ""
  }

  enum Action: Equatable {
    case increment
    case rename(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
      case let .rename(name):
        state.name = name
      }
      return .none
    }
  }
}

@Reducer
struct ObservedRow {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var title = ""
    var isDone = false
  }

  enum Action: Equatable {
    case rename(String)
    case toggle
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .rename(title):
      state.title = title
    case .toggle:
      state.isDone.toggle()
    }
    return .none
  }
}

@Reducer(state: .equatable, action: .equatable)
enum ObservedMode {
  case editing(ObservedChild)
  case viewing(ObservedChild)
  @ReducerCaseIgnored
  case idle
}

@Reducer
struct ObservedParent {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var isOn = false
    var child = ObservedChild.State()
    var optionalChild: ObservedChild.State?
    var rows: IdentifiedArrayOf<ObservedRow.State> = []
    var mode = ObservedMode.State.idle
    @Presents var destination: ObservedMode.State?
  }

  enum Action: Equatable {
    case child(ObservedChild.Action)
    case increment
    case mode(ObservedMode.Action)
    case noop
    case optionalChild(ObservedChild.Action)
    case presentChild
    case replaceChild
    case rows(IdentifiedActionOf<ObservedRow>)
    case setMode(ObservedMode.State)
    case setRows([Int])
    case toggle
    case writeSameValues
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { ObservedChild() }
    Scope(state: \.mode, action: \.mode) { ObservedMode.body }
    Reduce { state, action in
      switch action {
      case .child, .mode, .optionalChild, .rows:
        return .none
      case .increment:
        state.count += 1
      case .noop:
        return .none
      case .presentChild:
        state.optionalChild = ObservedChild.State()
      case .replaceChild:
        // Equal fields, new value: a different child as far as observers are concerned.
        state.child = ObservedChild.State(count: state.child.count, name: state.child.name)
      case let .setMode(mode):
        state.mode = mode
      case let .setRows(ids):
        state.rows = IdentifiedArray(uniqueElements: ids.map { ObservedRow.State(id: $0) })
      case .toggle:
        state.isOn.toggle()
      case .writeSameValues:
        state.count = state.count
        state.isOn = state.isOn
        state.child.name = state.child.name
        state.rows = state.rows
        state.child = state.child
      }
      return .none
    }
    .ifLet(\.optionalChild, action: \.optionalChild) { ObservedChild() }
    .forEach(\.rows, action: \.rows) { ObservedRow() }
  }
}

/// Records whether the values read in `read` changed, the way a view would be invalidated.
@MainActor
func observe(_ read: () -> Void) -> LockIsolated<Int> {
  let changes = LockIsolated(0)
  withObservationTracking(read) {
    changes.withValue { $0 += 1 }
  }
  return changes
}
