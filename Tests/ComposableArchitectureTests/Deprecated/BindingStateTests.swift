import ComposableArchitecture
import Testing

@available(*, deprecated)
private struct Settings: Reducer {
  struct State: Equatable {
    @BindingState var nested = Nested()
    @BindingState var count = 0
    var changes = 0

    struct Nested: Equatable {
      var field = ""
    }
  }

  @CasePathable
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(.set(\.$nested, State.Nested(field: "special"))):
        state.nested.field += "*"
        return .none
      case .binding(\.$nested):
        state.nested.field += "!"
        return .none
      case .binding(\.$count):
        state.changes += 1
        return .none
      case .binding:
        return .none
      }
    }
  }
}

@available(*, deprecated)
@MainActor
struct BindingStateTests {
  @Test func bindingStateActionsSetTheWrappedValueAndMatchTheProjectedKeyPath() async {
    let store = TestStore(initialState: Settings.State()) { Settings() }
    await store.send(.binding(.set(\.$nested, Settings.State.Nested(field: "special")))) {
      $0.nested.field = "special*"
    }
    await store.send(.set(\.$nested, Settings.State.Nested(field: "Hi"))) {
      $0.nested.field = "Hi!"
    }
    await store.send(.binding(.set(\.$count, 3))) {
      $0.count = 3
      $0.changes = 1
    }
  }

  @Test func bindingStateActionsAreEqualWhenTheySetEqualValues() {
    typealias Action = BindingAction<Settings.State>
    #expect(Action.set(\.$count, 1) == Action.set(\.$count, 1))
    #expect(Action.set(\.$count, 1) != Action.set(\.$count, 2))
  }

  @Test func casePathsNameBindingStateFields() {
    let action = Settings.Action.binding(.set(\.$count, 42))
    #expect(action[case: \.binding.$count] == 42)
    #expect(action[case: \.binding.$nested] == nil)
  }

  @Test func bindingStateIsItsValueForEqualityAndCoding() throws {
    // Two wrappers declared at different places are equal when their values are.
    let one = BindingState(wrappedValue: 1)
    let same = BindingState(wrappedValue: 1)
    #expect(one == same)
    #expect(one != BindingState(wrappedValue: 2))
    #expect(Set([one, same]).count == 1)
    struct Coded: Codable, Equatable {
      @BindingState var name = "Blob"
    }
    let data = try JSONEncoder().encode(Coded())
    #expect(String(decoding: data, as: UTF8.self) == #"{"name":"Blob"}"#)
    #expect(try JSONDecoder().decode(Coded.self, from: data) == Coded())
  }

  @Test func viewStoreSetsBindingStateFieldsThroughBindingActions() {
    let store = Store(initialState: Settings.State()) { Settings() }
    let viewStore = ViewStore(store, observe: { $0 })
    viewStore.$nested.field.wrappedValue = "Hello"
    #expect(viewStore.state.nested.field == "Hello!")
    viewStore.$count.wrappedValue = 5
    #expect(viewStore.count == 5)
    #expect(viewStore.changes == 1)
  }

  @Test func bindingViewStatePicksFieldsIntoAViewState() {
    struct ViewState: Equatable {
      @BindingViewState var field: String
      @BindingViewState var count: Int
    }
    let store = Store(initialState: Settings.State()) { Settings() }
    let viewStore = ViewStore(
      store, observe: { ViewState(field: $0.$nested.field, count: $0.$count) }
    )
    let before = viewStore.state
    viewStore.$field.wrappedValue = "Hello"
    #expect(store.withState(\.nested.field) == "Hello!")
    viewStore.$count.wrappedValue += 1
    #expect(store.withState(\.count) == 1)
    // A view state whose field changed since it was made is not equal to a fresh one.
    #expect(before != viewStore.state)
  }
}

