import ComposableArchitecture
import TerminalUI

/// A form for the control tests: two fields, a check box and a button, with focus in state.
@Reducer
struct SignUpFeature {
  @ObservableState
  struct State: Equatable {
    var name = ""
    var password = ""
    var agrees = false
    var focus: Field?
    var submitted = false
  }

  enum Field: Hashable, Sendable {
    case name, password
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case submitTapped
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .submitTapped:
        // An empty name sends focus back to it, as a form does.
        if state.name.isEmpty {
          state.focus = .name
        } else {
          state.submitted = true
          state.focus = nil
        }
        return .none
      }
    }
  }
}

struct SignUpView: View {
  @Bindable var store: StoreOf<SignUpFeature>

  var body: some View {
    VStack(alignment: .leading) {
      HStack {
        Text("Name")
        TextField("your name", text: $store.name, maxLength: 12)
          .focused($store.focus, equals: .name)
      }
      HStack {
        Text("Pass")
        SecureField("password", text: $store.password)
          .focused($store.focus, equals: .password)
      }
      Toggle("I agree", isOn: $store.agrees)
      Button("Submit") { store.send(.submitTapped) }
    }
  }
}

/// Records the actions a view sends, so that a test can replay them into a `TestStore`.
@MainActor
final class ActionLog<Action> {
  var actions: [Action] = []
}

extension Reducer {
  /// This reducer, recording every action into `log` first.
  @MainActor
  func recording(into log: ActionLog<Action>) -> some Reducer<State, Action> {
    CombineReducers {
      Reduce { _, action in
        log.actions.append(action)
        return .none
      }
      self
    }
  }
}
