import ComposableArchitecture
import Foundation
import Testing

/// Store behaviour that TCA code relies on: the dependencies in effect where a store is made,
/// synchronous concatenation inside one `send`, object identity, cached child stores and
/// settable bindings.
@MainActor
struct StoreParityTests {
  @Reducer
  struct Identifiers {
    struct State: Equatable {
      var ids: [UUID] = []
    }
    enum Action: Equatable {
      case make
      case makeInEffect
      case made(UUID)
    }
    @Dependency(\.uuid) var uuid

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .make:
          state.ids.append(self.uuid())
          return .none
        case .makeInEffect:
          return .run { send in await send(.made(self.uuid())) }
        case let .made(id):
          state.ids.append(id)
          return .none
        }
      }
    }
  }

  @Test func storeKeepsTheDependenciesInEffectWhereItIsCreated() async {
    let store = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      Store(initialState: Identifiers.State()) { Identifiers() }
    }
    store.send(.make)
    await store.send(.makeInEffect).finish()
    #expect(store.ids == [UUID(0), UUID(1)])
  }

  enum Step: Sendable {
    case start
    case record(UUID)
  }

  @Test func aReducerReadingDependenciesAsItRunsSeesTheStoresOnes() async {
    // `@Dependency` inside the closures reads the values in effect when they run: the store's.
    let store = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      Store(initialState: [UUID]()) {
        Reduce<[UUID], Step> { ids, step in
          @Dependency(\.uuid) var uuid
          switch step {
          case .start:
            ids.append(uuid())
            return .run { send in
              @Dependency(\.uuid) var uuid
              await send(.record(uuid()))
            }
          case let .record(id):
            ids.append(id)
            return .none
          }
        }
      }
    }
    await store.send(.start).finish()
    #expect(store.state == [UUID(0), UUID(1)])
  }

  @Test func overridesGivenToTheStoreWinOverTheSurroundingOnes() {
    let store = withDependencies {
      $0.uuid = .constant(UUID(7))
    } operation: {
      Store(initialState: Identifiers.State()) { Identifiers() } withDependencies: {
        $0.uuid = .incrementing
      }
    }
    store.send(.make)
    #expect(store.ids == [UUID(0)])
  }

  @Test func concatenatedSendsAreHandledInsideTheSameSendInTCAsOrder() {
    let store = Store(initialState: [String]()) {
      Reduce<[String], String> { log, action in
        log.append(action)
        switch action {
        case "start": return .concatenate(.send("a"), .send("b"))
        case "a": return .send("c")
        default: return .none
        }
      }
    }
    store.send("start")
    // Everything ran before `send` returned.
    #expect(store.state == ["start", "a", "b", "c"])
  }

  @Test func storesAreEqualHashableAndIdentifiableByObject() {
    struct Row: Equatable, Identifiable {
      var id = 42
    }
    let first = Store(initialState: Row()) { EmptyReducer<Row, Never>() }
    let second = Store(initialState: Row()) { EmptyReducer<Row, Never>() }
    // `id` is the store's identity, not the state's `id`.
    let id: ObjectIdentifier = first.id
    #expect(id == ObjectIdentifier(first))
    #expect(first.state.id == 42)
    #expect(first == first)
    #expect(first != second)
    #expect(Set([first, second, first]).count == 2)
  }

  @Reducer
  struct Form {
    @ObservableState
    struct State: Equatable {
      var text = ""
      var edits = 0
    }
    enum Action: BindableAction, Equatable {
      case binding(BindingAction<State>)
    }

    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, action in
        state.edits += 1
        return .none
      }
    }
  }

  @Test func settingAFieldOfABindableStoreSendsABindingAction() {
    let store = Store(initialState: Form.State()) { Form() }
    store.text = "Hello"
    #expect(store.text == "Hello")
    #expect(store.edits == 1)
  }

  @Reducer
  struct Rows {
    struct State: Equatable {
      var rows: IdentifiedArrayOf<ParityRow.State> = []
      var detail: Form.State?
    }
    enum Action {
      case detail(Form.Action)
      case present
      case dismiss
      case rows(IdentifiedActionOf<ParityRow>)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .present: state.detail = Form.State()
        case .dismiss: state.detail = nil
        case .detail, .rows: break
        }
        return .none
      }
      .ifLet(\.detail, action: \.detail) { Form() }
      .forEach(\.rows, action: \.rows) { ParityRow() }
    }
  }

  @Test func rowStoresAreCachedByID() {
    let store = Store(
      initialState: Rows.State(rows: [.init(id: 1), .init(id: 2)])
    ) { Rows() }
    let first = Array(store.scope(state: \.rows, action: \.rows))
    let second = Array(store.scope(state: \.rows, action: \.rows))
    #expect(first.count == 2)
    #expect(first[0] === second[0])
    #expect(first[1] === second[1])
  }

  @Test func anOptionalChildStoreIsDroppedWhenItsStateIsNil() throws {
    let store = Store(initialState: Rows.State()) { Rows() }
    store.send(.present)
    let first = try #require(store.scope(state: \.detail, action: \.detail))
    #expect(store.scope(state: \.detail, action: \.detail) === first)
    store.send(.dismiss)
    #expect(store.scope(state: \.detail, action: \.detail) == nil)
    store.send(.present)
    let second = try #require(store.scope(state: \.detail, action: \.detail))
    #expect(second !== first)
  }
}

@Reducer
struct ParityRow {
  struct State: Equatable, Identifiable {
    var id: Int
    var isOn = false
  }
  enum Action: Equatable {
    case toggle
    case toggled
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .toggle:
        return .send(.toggled)
      case .toggled:
        state.isOn.toggle()
        return .none
      }
    }
  }
}
