import InlineSnapshotTesting
import Testing

@testable import TerminalUI

@MainActor
struct ChartAndStepperTests {
  @Test func stepperAtThreeWidthsAndItsKeys() {
    var minutes = 25
    let stepper = Stepper(
      "Minutes", value: Binding(get: { minutes }, set: { minutes = $0 }), in: 1...30, step: 5)
    assertInlineSnapshot(of: stepper.renderedText(width: 40, height: 1), as: .lines) {
      """
      Minutes [ - ] 25 [ + ]
      """
    }
    assertInlineSnapshot(of: stepper.renderedText(width: 18, height: 1), as: .lines) {
      """
      Mi… [ - ] 25 [ + ]
      """
    }
    assertInlineSnapshot(of: stepper.renderedText(width: 9, height: 1), as: .lines) {
      """
      Minut…
      """
    }
    let terminal = TestTerminal(width: 30, height: 1) { stepper }
    terminal.press(.tab)
    terminal.press("+")
    #expect(minutes == 30)
    terminal.press(.right)
    #expect(minutes == 30)
    terminal.click(on: "[ - ]")
    #expect(minutes == 25)
    terminal.press(.left)
    terminal.press("-")
    terminal.press("-")
    terminal.press("-")
    terminal.press("-")
    #expect(minutes == 1)
  }

  @Test func sparklineAtThreeWidths() {
    let line = Sparkline([0, 1, 2, 3, 4, 5, 6, 7, 8, 4, 2])
    assertInlineSnapshot(of: line.renderedText(width: 20, height: 1), as: .lines) {
      """
       ▁▂▃▄▅▆▇█▄▂
      """
    }
    assertInlineSnapshot(of: line.renderedText(width: 6, height: 1), as: .lines) {
      """
      ▅▆▇█▄▂
      """
    }
    assertInlineSnapshot(of: line.renderedText(width: 1, height: 1), as: .lines) {
      """
      █
      """
    }
  }

  @Test func barChartAtThreeWidths() {
    let chart = BarChart([("Mon", 4), ("Tue", 6), ("Wed", 1), ("Thu", 0)])
    assertInlineSnapshot(of: chart.renderedText(width: 30, height: 4), as: .lines) {
      """
      Mon ████████████████         4
      Tue ████████████████████████ 6
      Wed ████                     1
      Thu                          0
      """
    }
    assertInlineSnapshot(of: chart.renderedText(width: 12, height: 4), as: .lines) {
      """
      Mon ████   4
      Tue ██████ 6
      Wed █      1
      Thu        0
      """
    }
    assertInlineSnapshot(of: chart.renderedText(width: 5, height: 4), as: .lines) {
      """
      Mon 4
      Tue 6
      Wed 1
      Thu 0
      """
    }
  }
}
