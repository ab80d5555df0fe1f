import InlineSnapshotTesting
import Testing

@testable import TerminalUI

/// Each control drawn at three widths: roomy, tight, and narrower than its content.
@MainActor
struct ControlSnapshotTests {
  private func form(name: String, password: String, agrees: Bool) -> some View {
    VStack(alignment: .leading) {
      HStack {
        Text("Name")
        TextField("your name", text: .constant(name))
      }
      HStack {
        Text("Pass")
        SecureField("password", text: .constant(password))
      }
      Toggle("Remember me", isOn: .constant(agrees))
      HStack {
        Button("Cancel") {}
        Button("OK") {}
      }
    }
    .border(.single)
  }

  @Test func formAtThreeWidths() {
    let filled = form(name: "Blob Jr.", password: "secret", agrees: true)
    assertInlineSnapshot(of: filled.renderedText(width: 30, height: 6), as: .lines) {
      """
      ┌────────────────────────────┐
      │Name Blob Jr.               │
      │Pass ••••••                 │
      │[x] Remember me             │
      │[ Cancel ] [ OK ]           │
      └────────────────────────────┘
      """
    }
    assertInlineSnapshot(of: filled.renderedText(width: 16, height: 6), as: .lines) {
      """
      ┌──────────────┐
      │Name Blob Jr. │
      │Pass ••••••   │
      │[x] Remember …│
      │[ Cancel ] [ …│
      └──────────────┘
      """
    }
    assertInlineSnapshot(of: filled.renderedText(width: 9, height: 6), as: .lines) {
      """
      ┌───────┐
      │Name Bl│
      │Pass ••│
      │[x] Re…│
      │[ Can… │
      └───────┘
      """
    }
  }

  @Test func placeholdersAtThreeWidths() {
    let empty = form(name: "", password: "", agrees: false)
    assertInlineSnapshot(of: empty.renderedText(width: 30, height: 6), as: .lines) {
      """
      ┌────────────────────────────┐
      │Name your name              │
      │Pass password               │
      │[ ] Remember me             │
      │[ Cancel ] [ OK ]           │
      └────────────────────────────┘
      """
    }
    assertInlineSnapshot(of: empty.renderedText(width: 16, height: 6), as: .lines) {
      """
      ┌──────────────┐
      │Name your name│
      │Pass password │
      │[ ] Remember …│
      │[ Cancel ] [ …│
      └──────────────┘
      """
    }
    assertInlineSnapshot(of: empty.renderedText(width: 9, height: 6), as: .lines) {
      """
      ┌───────┐
      │Name yo│
      │Pass pa│
      │[ ] Re…│
      │[ Can… │
      └───────┘
      """
    }
  }

  @Test func aLongTextScrollsToKeepTheCursorInSight() {
    var text = "the quick brown fox jumps over the lazy dog"
    let terminal = TestTerminal(width: 12, height: 1) {
      TextField("", text: Binding(get: { text }, set: { text = $0 }))
    }
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      he lazy dog
      """
    }
    terminal.press(.home)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      the quick br
      """
    }
    for _ in 0..<3 { terminal.press(.right, modifiers: .alt) }
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      quick brown
      """
    }
  }

  @Test func keyHintsWrapRatherThanCut() {
    let hints = KeyHints([
      KeyBinding("start", keys: " ", label: "space"), KeyBinding("reset", keys: "r"),
      KeyBinding("move", keys: KeyPress(.up), KeyPress(.down), label: "↑↓"),
      KeyBinding("quit", keys: "q"),
    ])
    assertInlineSnapshot(of: hints.renderedText(width: 60, height: 4), as: .lines) {
      """
      space start · r reset · ↑↓ move · q quit
      """
    }
    assertInlineSnapshot(of: hints.renderedText(width: 20, height: 4), as: .lines) {
      """
      space start
      r reset · ↑↓ move
      q quit
      """
    }
    assertInlineSnapshot(of: hints.renderedText(width: 8, height: 4), as: .lines) {
      """
      space st
      r reset
      ↑↓ move
      q quit
      """
    }
  }

  @Test func keyBindingsHandleTheirKeys() {
    var log: [String] = []
    let move = KeyBinding("move", keys: KeyPress(.up), "k")
    let terminal = TestTerminal(width: 10, height: 1) {
      Text("x").onKey(move) { log.append("move") }
    }
    terminal.press(.up)
    terminal.press("k")
    #expect(!terminal.press("j"))
    #expect(log == ["move", "move"])
    #expect(move.hint == "up/k move")
  }
}
