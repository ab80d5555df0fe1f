import ComposableArchitecture
import Foundation
import PomodoroCore
import PomodoroTUI
import PomodoroUI
import TerminalUI
import Testing

/// `?` opens the list of the keys that work now, from the same table as the hint line.
@MainActor
struct TimerHelpTests {
  @Test func questionMarkListsTheKeysAndEscClosesIt() {
    let store = Store(initialState: TimerFeature.State()) { TimerFeature() }
    let terminal = TestTerminal(rootView: TimerView(store: store), width: 80, height: 24)
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

  /// While the list is open, keys stop there: the key after `?` once went to the screen under
  /// the list (a task started and stopped). `?` closes it too.
  @Test func keysStopAtTheOpenListAndQuestionMarkClosesIt() {
    let store = Store(initialState: TimerFeature.State()) { TimerFeature() }
    let terminal = TestTerminal(rootView: TimerView(store: store), width: 80, height: 24)
    defer { terminal.close() }
    terminal.press("?")
    terminal.press("n")
    terminal.press(" ")
    #expect(store.state.taskEditor == nil)
    #expect(store.state.timerStatus == .standBy)
    #expect(terminal.text.contains("esc or ? closes"))
    terminal.press("?")
    #expect(!terminal.text.contains("esc or ? closes"))
    terminal.press("n")
    #expect(store.state.taskEditor != nil)
  }
}

/// The help at the smallest size the timer draws its keys at, and `?` on the key line.
@MainActor
struct TimerHelpSizeTests {
  /// At 30×10 the help was cut (its "esc or ? closes" line missing) and covered the key line.
  @Test func theHelpFitsThirtyByTenAndLeavesTheKeyLine() {
    let store = Store(initialState: TimerFeature.State()) { TimerFeature() }
    let terminal = TestTerminal(rootView: TimerView(store: store), width: 30, height: 10)
    defer { terminal.close() }
    let before = terminal.text.split(separator: "\n", omittingEmptySubsequences: false)
    terminal.press("?")
    let help = terminal.text
    #expect(help.contains("esc or ? closes"), "\(help)")
    for title in ["start", "length", "task", "pet cat", "stats", "quit"] {
      #expect(help.contains(title), "\(title): \(help)")
    }
    // The key line's rows are still there under the help.
    let rows = help.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows.suffix(2) == before.suffix(2), "\(help)")
  }

  @Test func theKeyLineOffersTheHelp() {
    let store = Store(initialState: TimerFeature.State()) { TimerFeature() }
    for (width, height) in [(120, 40), (80, 24), (50, 15), (30, 10)] {
      let terminal = TestTerminal(rootView: TimerView(store: store), width: width, height: height)
      #expect(terminal.text.contains("? keys"), "\(width)×\(height): \(terminal.text)")
      terminal.close()
    }
  }
}

/// The manual's key table says what the keys do in each status, as the key map does.
struct TimerKeyDocsTests {
  @Test func theKeyTableListsPlusAndMinusWhereTheyWorkAndTheHelpKey() throws {
    let manual = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appending(path: "Docs/Pomodoro.md")
    let text = try String(contentsOf: manual, encoding: .utf8)
    let rows = text.split(separator: "\n").filter { $0.hasPrefix("| ") }
    let breakPaused = try #require(rows.first { $0.hasPrefix("| break paused |") })
    #expect(breakPaused.contains("`+`/`-`"), "\(breakPaused)")
    #expect(text.contains("`?` lists"), "the manual does not mention ?")
  }
}
