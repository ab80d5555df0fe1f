import ComposableArchitecture
import Testing

@testable import TerminalUI

/// The SignUp form written as TCA's SwiftUI case study writes it: the view owns a `@FocusState`
/// and binds the store's focus to it.
struct FocusStateSignUpView: View {
  @Bindable var store: StoreOf<SignUpFeature>
  @FocusState var focus: SignUpFeature.Field?

  var body: some View {
    VStack(alignment: .leading) {
      TextField("your name", text: $store.name).focused($focus, equals: .name)
      SecureField("password", text: $store.password).focused($focus, equals: .password)
      Button("Submit") { store.send(.submitTapped) }
    }
    .bind($store.focus, to: $focus)
  }
}

@MainActor
struct FocusStateTests {
  @Test func theReducerMovesFocusThroughTheFocusState() async {
    let log = ActionLog<SignUpFeature.Action>()
    let store = Store(initialState: SignUpFeature.State(focus: .password)) {
      SignUpFeature().recording(into: log)
    }
    let terminal = TestTerminal(width: 20, height: 3) { FocusStateSignUpView(store: store) }
    // The focus state took the model's value on the first frame: typing goes to the password.
    terminal.type("pw")
    #expect(store.password == "pw")
    // Tab moves focus in the view, and the model follows through a binding action.
    terminal.press(.tab)
    #expect(store.focus == nil)
    // Submitting with an empty name: the reducer focuses the name, and typing goes there.
    terminal.press(.enter)
    #expect(store.focus == .name)
    terminal.type("Al")
    #expect(store.name == "Al")
    terminal.press(.tab)
    #expect(store.focus == .password)

    // The same actions, replayed into a TestStore, are the ones TCA's would see.
    let testStore = TestStore(initialState: SignUpFeature.State(focus: .password)) {
      SignUpFeature()
    }
    let expected: [(inout SignUpFeature.State) -> Void] = [
      { $0.password = "p" }, { $0.password = "pw" }, { $0.focus = nil }, { $0.focus = .name },
      { $0.name = "A" }, { $0.name = "Al" }, { $0.focus = .password },
    ]
    #expect(log.actions.count == expected.count)
    for (action, change) in zip(log.actions, expected) {
      await testStore.send(action) { change(&$0) }
    }
  }

  @Test func aFocusStateKeepsItsValueFromFrameToFrame() {
    let terminal = TestTerminal(width: 20, height: 2) { LocalFocusView() }
    terminal.press(.tab)
    terminal.press(.tab)
    #expect(terminal.text.contains("focus: second"))
  }
}

/// A focus state with no store: it lives with the view's place on screen.
private struct LocalFocusView: View {
  enum Field: Hashable { case first, second }
  @FocusState var focus: Field?

  var body: some View {
    VStack {
      HStack {
        Toggle("a", isOn: .constant(false)).focused($focus, equals: .first)
        Toggle("b", isOn: .constant(false)).focused($focus, equals: .second)
      }
      Text("focus: \(focus.map { "\($0)" } ?? "none")")
    }
  }
}
