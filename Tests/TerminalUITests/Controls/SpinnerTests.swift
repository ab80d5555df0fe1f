import ComposableArchitecture
import InlineSnapshotTesting
import Testing

@testable import TerminalUI

@MainActor
struct SpinnerTests {
  @Test func atThreeWidths() {
    let spinner = Spinner("Loading fact…")
    assertInlineSnapshot(of: spinner.renderedText(width: 20, height: 1), as: .lines) {
      """
      ⠋ Loading fact…
      """
    }
    assertInlineSnapshot(of: spinner.renderedText(width: 8, height: 1), as: .lines) {
      """
      ⠋ Loadi…
      """
    }
    assertInlineSnapshot(of: Spinner(style: .line).renderedText(width: 1, height: 1), as: .lines) {
      """
      |
      """
    }
  }

  @Test func turnsWithTheClockWhileOnScreen() async {
    let clock = TestClock()
    var loading = true
    let terminal = withDependencies {
      $0.continuousClock = clock
    } operation: {
      TestTerminal(width: 12, height: 1) {
        if loading { Spinner("Wait", style: .line) }
      }
    }
    #expect(terminal.text == "| Wait")
    await clock.advance(by: .milliseconds(100))
    #expect(terminal.text == "/ Wait")
    await clock.advance(by: .milliseconds(200))
    #expect(terminal.text == "\\ Wait")
    loading = false
    terminal.render()
    #expect(terminal.runningTaskCount == 0)
  }
}
