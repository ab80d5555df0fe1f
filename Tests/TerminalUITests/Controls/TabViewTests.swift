import InlineSnapshotTesting
import Testing

@testable import TerminalUI

@MainActor
struct TabViewTests {
  enum Screen: Hashable { case timer, stats, tasks }

  private func tabs(_ selection: Binding<Screen>) -> some View {
    TabView(selection: selection) {
      Tab("Timer", value: Screen.timer) { Text("25:00") }
      Tab("Stats", value: .stats) { Text("3 sessions today") }
      Tab("Tasks", value: .tasks) { Text("Write the report") }
    }
  }

  @Test func atThreeWidths() {
    let view = tabs(.constant(.stats))
    assertInlineSnapshot(of: view.renderedText(width: 30, height: 2), as: .lines) {
      """
       Timer │ Stats │ Tasks
      3 sessions today
      """
    }
    assertInlineSnapshot(of: view.renderedText(width: 16, height: 2), as: .lines) {
      """
      ‹ Stats 2/3 ›
      3 sessions today
      """
    }
    assertInlineSnapshot(of: view.renderedText(width: 8, height: 2), as: .lines) {
      """
      ‹ Sta… ›
      3 sessi…
      """
    }
  }

  @Test func arrowsAndClicksChangeTabs() {
    var screen = Screen.timer
    let terminal = TestTerminal(width: 30, height: 2) {
      tabs(Binding(get: { screen }, set: { screen = $0 }))
    }
    terminal.press(.tab)
    terminal.press(.right)
    #expect(screen == .stats)
    terminal.press(.right)
    terminal.press(.right)
    #expect(screen == .tasks)
    terminal.press("h")
    #expect(screen == .stats)
    terminal.click(on: "Timer")
    #expect(screen == .timer)
    #expect(terminal.text.hasSuffix("25:00"))
    // Narrow, the arrows of the bar step through the tabs.
    terminal.resize(width: 12, height: 2)
    terminal.click(on: "›")
    #expect(screen == .stats)
  }
}
