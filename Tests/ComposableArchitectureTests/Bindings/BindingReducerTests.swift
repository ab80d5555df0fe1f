import ComposableArchitecture
import Testing

private struct Form: Reducer {
  struct State: Equatable {
    var email = ""
    var password = ""
    var isFormValid = false
  }

  @CasePathable
  enum Action: Equatable, BindableAction {
    case binding(BindingAction<State>)
    case submit
  }

  var body: some Reducer<State, Action> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.email), .binding(\.password):
        state.isFormValid = state.email.contains("@") && !state.password.isEmpty
        return .none
      case .binding, .submit:
        return .none
      }
    }
  }
}

private struct ViewForm: Reducer {
  typealias State = Form.State

  @CasePathable
  enum Action: Equatable {
    case view(View)

    @CasePathable
    enum View: Equatable, BindableAction {
      case binding(BindingAction<State>)
    }
  }

  var body: some Reducer<State, Action> {
    BindingReducer(action: \.view)
  }
}

@MainActor
struct BindingReducerTests {
  @Test func bindingSetsTheFieldAndMatchesByKeyPath() {
    let store = Store(initialState: Form.State()) { Form() }
    store.send(.binding(.set(\.email, "blob@pointfree.co")))
    #expect(store.email == "blob@pointfree.co")
    #expect(!store.isFormValid)
    store.send(.set(\.password, "secret"))
    #expect(store.password == "secret")
    #expect(store.isFormValid)
  }

  @Test func bindingReducerForViewActions() {
    let store = Store(initialState: ViewForm.State()) { ViewForm() }
    store.send(.view(.binding(.set(\.email, "a@b.c"))))
    #expect(store.email == "a@b.c")
  }

  @Test func bindingActionsCompareFieldAndValue() {
    let action = BindingAction<Form.State>.set(\.email, "a")
    #expect(action == .set(\.email, "a"))
    #expect(action != .set(\.email, "b"))
    #expect(action != .set(\.password, "a"))
    expectNoDifference(
      String(customDumping: action),
      #"""
      BindingAction.set(
        \State.email,
        "a"
      )
      """#
    )
  }

  @Test func casePathsNameEachField() {
    let action = ViewForm.Action.view(.binding(.set(\.email, "a@b.c")))
    #expect(action[case: \.view.binding.email] as String? == "a@b.c")
    #expect(action[case: \.view.binding.password] == nil)
    let email: CaseKeyPath<ViewForm.Action, String> = \.view.binding.email
    #expect(email("x@y.z") == .view(.binding(.set(\.email, "x@y.z"))))
  }

  @Test func bindableActionFindsItsBinding() {
    #expect(Form.Action.binding(.set(\.email, "a")).binding == .set(\.email, "a"))
    #expect(Form.Action.submit.binding == nil)
  }
}
