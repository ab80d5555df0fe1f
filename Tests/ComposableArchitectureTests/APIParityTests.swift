import ComposableArchitecture
import Testing

/// API that TCA feature code uses: the unlabeled `Scope`, case key paths into identified
/// actions by id, `ifLet` for ephemeral state in a plain optional, `Effect.run(name:)` and
/// `onChange(of:)` whose closure returns an effect.
@MainActor
struct APIParityTests {
  @Reducer
  struct Parent {
    struct State: Equatable {
      var child = ParityRow.State(id: 0)
      var rows: IdentifiedArrayOf<ParityRow.State> = []
      var alert: AlertState<Action.Alert>?
      var query = ""
      var changes: [String] = []
      var taskName: String?
    }
    enum Action: Equatable {
      case alert(Alert)
      case child(ParityRow.Action)
      case rows(IdentifiedActionOf<ParityRow>)
      case setQuery(String)
      case showAlert
      case startNamedTask
      case taskNamed(String?)
      enum Alert: Equatable {
        case confirm
      }
    }

    var body: some ReducerOf<Self> {
      Scope(\.child, action: \.child) { ParityRow() }
      Reduce { state, action in
        switch action {
        case .alert, .child, .rows:
          return .none
        case let .setQuery(query):
          state.query = query
          return .none
        case .showAlert:
          state.alert = AlertState {
            TextState("Sure?")
          } actions: {
            ButtonState(action: .confirm) { TextState("Yes") }
          }
          return .none
        case .startNamedTask:
          return .run(name: "Named") { send in
            await send(.taskNamed(Task.name))
          }
        case let .taskNamed(name):
          state.taskName = name
          return .none
        }
      }
      .onChange(of: \.query) { oldValue, state in
        state.changes.append("\(oldValue) → \(state.query)")
        return .none
      }
      .ifLet(\.alert, action: \.alert)
      .forEach(\.rows, action: \.rows) { ParityRow() }
    }
  }

  @Test func unlabeledScopeRunsTheChild() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.child(.toggle))
    await store.receive(\.child.toggled) { $0.child.isOn = true }
  }

  @Test func identifiedActionCaseKeyPathsByID() async {
    let store = TestStore(
      initialState: Parent.State(rows: [ParityRow.State(id: 1), ParityRow.State(id: 2)])
    ) { Parent() }
    await store.send(\.rows[id: 2].toggle)
    await store.receive(\.rows[id: 2].toggled) { $0.rows[id: 2]?.isOn = true }
    let path: CaseKeyPath<Parent.Action, Void> = \.rows[id: 1].toggle
    #expect(path() == .rows(.element(id: 1, action: .toggle)))
    #expect(Parent.Action.rows(.element(id: 2, action: .toggle))[case: path] == nil)
  }

  @Test func ephemeralStateInAPlainOptionalIsDismissedByItsActions() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.showAlert) {
      $0.alert = AlertState {
        TextState("Sure?")
      } actions: {
        ButtonState(action: .confirm) { TextState("Yes") }
      }
    }
    await store.send(.alert(.confirm)) { $0.alert = nil }
  }

  @Test func namedRunEffectsRunInATaskWithThatName() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.startNamedTask)
    await store.receive(\.taskNamed) { $0.taskName = "Named" }
  }

  /// `priority:` comes before `name:`, as in TCA's `Effect.run`.
  @Test func runTakesPriorityThenName() async {
    let store = TestStore(initialState: "") {
      Reduce<String, String> { state, action in
        guard action == "start" else {
          state = action
          return .none
        }
        return .run(priority: .low, name: "Both") { send in await send(Task.name ?? "") }
      }
    }
    await store.send("start")
    await store.receive("Both") { $0 = "Both" }
  }

  @Test func onChangeWithAnEffectReturningClosure() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.setQuery("a")) {
      $0.query = "a"
      $0.changes = [" → a"]
    }
    await store.send(.setQuery("a"))
  }

  @Test func importingTheLibraryDoesNotMakeKeyPathsSendable() {
    // A retroactive `Sendable` conformance would silence Swift 6's data-race checks on key
    // paths in every module that imports us; the overload taken tells whether there is one.
    #expect(!isSendable(AnyKeyPath.self))
    #expect(!isSendable(KeyPath<Parent.State, String>.self))
  }
}

private func isSendable<T>(_: T.Type) -> Bool { false }
private func isSendable<T: Sendable>(_: T.Type) -> Bool { true }
