import ComposableArchitecture
import PomodoroCore
import PomodoroTUI
import TerminalUI
import Testing

/// `?` opens the list of the keys that work now, from the same table as the hint line.
@MainActor
struct TimerHelpTests {
  @Test func questionMarkListsTheKeysAndEscClosesIt() {
    let store = Store(initialState: TimerFeature.State()) { TimerFeature() }
    let terminal = TestTerminal(store: store, width: 80, height: 24) { TimerView(store: $0) }
    defer { terminal.close() }
    #expect(!terminal.text.contains("esc or ? closes"))
    terminal.press("?")
    let help = terminal.text
    #expect(help.contains("Keys"), "\(help)")
    #expect(help.contains("esc or ? closes"), "\(help)")
    #expect(help.contains("pet cat"), "\(help)")
    terminal.press(.escape)
    #expect(!terminal.text.contains("esc or ? closes"))
  }
}
