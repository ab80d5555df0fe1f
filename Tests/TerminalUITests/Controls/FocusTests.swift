import ComposableArchitecture
import InlineSnapshotTesting
import Testing

@testable import TerminalUI

@MainActor
struct FocusTests {
  @Test func tabVisitsTheControlsInOrderAndWrapsAround() {
    let store = Store(initialState: SignUpFeature.State()) { SignUpFeature() }
    let terminal = TestTerminal(width: 30, height: 4) { SignUpView(store: store) }
    // Nothing is focused: both fields are bound, and focus is nil.
    #expect(store.focus == nil)
    terminal.press(.tab)
    #expect(store.focus == .name)
    terminal.press(.tab)
    #expect(store.focus == .password)
    terminal.press(.tab)
    #expect(store.focus == nil)
    #expect(isReversed(terminal, "[ ] I agree"))
    terminal.press(.tab)
    #expect(isReversed(terminal, "[ Submit ]"))
    terminal.press(.tab)
    #expect(store.focus == .name)
    terminal.press(.tab, modifiers: .shift)
    #expect(isReversed(terminal, "[ Submit ]"))
    terminal.press(.up)
    #expect(isReversed(terminal, "[ ] I agree"))
  }

  @Test func typingGoesToTheFocusedFieldThroughBindingActions() async {
    let log = ActionLog<SignUpFeature.Action>()
    let store = Store(initialState: SignUpFeature.State()) {
      SignUpFeature().recording(into: log)
    }
    let terminal = TestTerminal(width: 30, height: 4) { SignUpView(store: store) }
    terminal.press(.tab)
    terminal.type("Blob")
    terminal.press(.left)
    terminal.press(.backspace)
    terminal.send(.paste("x\ny"))
    terminal.press(.tab)
    terminal.type("pw")
    terminal.press(.tab)
    terminal.press(" ")
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      Name Blx yb
      Pass ••
      [x] I agree
      [ Submit ]
      """
    }

    // The same actions, replayed into a TestStore, change the state as the terminal showed.
    let testStore = TestStore(initialState: SignUpFeature.State()) { SignUpFeature() }
    let expected: [(inout SignUpFeature.State) -> Void] = [
      { $0.focus = .name }, { $0.name = "B" }, { $0.name = "Bl" }, { $0.name = "Blo" },
      { $0.name = "Blob" }, { $0.name = "Blb" }, { $0.name = "Blx yb" },
      { $0.focus = .password }, { $0.password = "p" }, { $0.password = "pw" },
      { $0.focus = nil }, { $0.agrees = true },
    ]
    #expect(log.actions.count == expected.count)
    for (action, change) in zip(log.actions, expected) {
      await testStore.send(action) { change(&$0) }
    }
  }

  @Test func theReducerMovesFocus() {
    let store = Store(initialState: SignUpFeature.State()) { SignUpFeature() }
    let terminal = TestTerminal(width: 30, height: 4) { SignUpView(store: store) }
    // The button is reached with Shift-Tab from nothing; pressing it with an empty name sends
    // focus to the name field, where typing then goes.
    terminal.press(.tab, modifiers: .shift)
    terminal.press(.enter)
    #expect(store.focus == .name)
    terminal.type("Al")
    #expect(store.name == "Al")
    terminal.press(.tab, modifiers: .shift)
    #expect(isReversed(terminal, "[ Submit ]"))
    terminal.press(" ")
    #expect(store.submitted)
    #expect(store.focus == nil)
  }

  @Test func anUnboundTextFieldTakesFocusFirstAndKeysBeforeTheScreen() {
    var text = "hi"
    var quits = 0
    let terminal = TestTerminal(width: 12, height: 2) {
      VStack {
        TextField("say", text: Binding(get: { text }, set: { text = $0 }))
        Button("OK") {}
      }
      .onKey("q") { quits += 1 }
      .onKey(.escape) { quits += 10 }
    }
    terminal.type("q")
    terminal.press(.escape)
    #expect(text == "hiq")
    #expect(quits == 10)
    // The cursor is drawn reversed after the text.
    #expect(terminal.frame.style(at: Point(x: 3, y: 0))?.attributes.contains(.reverse) == true)
  }

  /// The field keeps its editor between keys; a text set from elsewhere (or changed by the
  /// binding's setter) is still what the next key edits.
  @Test func aKeyEditsTheTextSetFromElsewhere() {
    var text = "ab"
    let terminal = TestTerminal(width: 12, height: 2) {
      TextField("say", text: Binding(get: { text }, set: { text = $0.uppercased() }))
    }
    terminal.type("c")
    #expect(text == "ABC")
    text = "xyz"
    terminal.render()
    terminal.press(.backspace)
    #expect(text == "XY")
    terminal.press(.home)
    terminal.type("w")
    #expect(text == "WXY")
  }

  /// A field that takes only digits leaves the other keys to the screen, and keeps only the
  /// digits of pasted text.
  @Test func aFieldAllowingDigitsLeavesOtherKeysToTheScreen() {
    var text = "1"
    var quits = 0
    let terminal = TestTerminal(width: 12, height: 2) {
      TextField(
        "minutes", text: Binding(get: { text }, set: { text = $0 }),
        allowing: { $0.isASCII && $0.isWholeNumber }
      )
      .onKey("q") { quits += 1 }
    }
    terminal.type("2q3")
    #expect(text == "123")
    #expect(quits == 1)
    terminal.send(.paste("4 x5"))
    #expect(text == "12345")
    terminal.press(.backspace)
    #expect(text == "1234")
  }

  @Test func clickingAFieldFocusesIt() {
    let store = Store(initialState: SignUpFeature.State()) { SignUpFeature() }
    let terminal = TestTerminal(width: 30, height: 4) { SignUpView(store: store) }
    terminal.click(on: "password")
    #expect(store.focus == .password)
    terminal.click(on: "[ ] I agree")
    #expect(store.agrees)
    #expect(store.focus == nil)
  }

  private func isReversed(_ terminal: TestTerminal, _ label: String) -> Bool {
    guard let point = terminal.location(of: label) else { return false }
    return terminal.frame.style(at: point)?.attributes.contains(.reverse) == true
  }
}
