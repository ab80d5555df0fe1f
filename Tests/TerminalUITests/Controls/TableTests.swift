import InlineSnapshotTesting
import Testing

@testable import TerminalUI

@MainActor
struct TableTests {
  struct Session: Identifiable {
    let id: Int
    let task: String
    let minutes: Int
  }

  let sessions = [
    Session(id: 1, task: "Write the report", minutes: 25),
    Session(id: 2, task: "Email", minutes: 5),
    Session(id: 3, task: "Review pull requests", minutes: 50),
  ]

  private func table(selection: Binding<Int?>? = nil) -> some View {
    Table(sessions, selection: selection) {
      TableColumn("#", alignment: .trailing) { "\($0.id)" }
      TableColumn("Task") { $0.task }
      TableColumn("Minutes", alignment: .trailing) { "\($0.minutes)" }
    }
  }

  @Test func columnsShareTheWidthAtThreeSizes() {
    assertInlineSnapshot(of: table().renderedText(width: 40, height: 4), as: .lines) {
      """
        # Task                 Minutes
        1 Write the report          25
        2 Email                      5
        3 Review pull requests      50
      """
    }
    assertInlineSnapshot(of: table().renderedText(width: 24, height: 4), as: .lines) {
      """
        # Task         Minutes
        1 Write the r…      25
        2 Email              5
        3 Review pull…      50
      """
    }
    assertInlineSnapshot(of: table().renderedText(width: 12, height: 4), as: .lines) {
      """
        # Task Mi…
        1 Wri…  25
        2 Ema…   5
        3 Rev…  50
      """
    }
  }

  @Test func sharesGiveNarrowColumnsTheirWidthAndSplitTheRest() {
    let layout = TableLayout(columns: [
      TableColumn<Int>("a", width: 2) { _ in "" }, TableColumn<Int>("b", width: 30) { _ in "" },
      TableColumn<Int>("c", width: 30) { _ in "" },
    ])
    #expect(layout.widths(for: 80) == [2, 30, 30])
    #expect(layout.widths(for: 21) == [2, 9, 8])
    #expect(layout.widths(for: 3) == [1, 1, 0])
  }

  @Test func aScrolledTableKeepsItsHeaderAndSelection() {
    let many = (1...100).map { Session(id: $0, task: "Task \($0)", minutes: $0 % 60) }
    var selected: Int? = 1
    let terminal = TestTerminal(width: 30, height: 4) {
      Table(many, selection: Binding(get: { selected }, set: { selected = $0 })) {
        TableColumn("Task") { $0.task }
        TableColumn("Minutes", alignment: .trailing) { "\($0.minutes)" }
      }
    }
    terminal.press(.pageDown)
    terminal.press(.down)
    #expect(selected == 4)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
        Task   Minutes
        Task 2       2█
        Task 3       3│
      › Task 4       4│
      """
    }
  }
}
