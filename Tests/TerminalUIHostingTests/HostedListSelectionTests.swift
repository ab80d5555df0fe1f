import InlineSnapshotTesting
import PortableSwiftUI
import Testing

import enum TerminalUI.Key
import struct TerminalUI.Point
import class TerminalUI.TestTerminal

/// `List(selection:content:)` in the terminal: rows tagged by their `ForEach` ids or `.tag(_:)`
/// are selectable; the selected one is marked and drawn reversed while the list has focus; ↑/↓
/// and a click write the binding.
@MainActor
struct HostedListSelectionTests {
  struct Fruits: View {
    @State var selection: String? = "Pear"
    var body: some View {
      VStack(alignment: .leading) {
        Text("chosen: \(selection ?? "none")")
        List(selection: $selection) {
          ForEach(["Apple", "Pear", "Plum"], id: \.self) { Text($0) }
        }
      }
    }
  }

  @Test func theSelectedRowIsMarkedAndReversed() {
    let terminal = TestTerminal(rootView: Fruits(), width: 16, height: 4)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      chosen: Pear
        Apple
      › Pear
        Plum
      """
    }
    let pear = terminal.location(of: "Pear", after: 1)
    #expect(pear.map { terminal.frame.style(at: $0)?.attributes.contains(.reverse) } == true)
  }

  @Test func arrowsMoveTheSelectionAndWriteTheBinding() {
    let terminal = TestTerminal(rootView: Fruits(), width: 16, height: 4)
    #expect(terminal.press(.down))
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      chosen: Plum
        Apple
        Pear
      › Plum
      """
    }
    terminal.press(.up)
    terminal.press(.up)
    #expect(terminal.text.hasPrefix("chosen: Apple"))
  }

  @Test func aClickSelectsARow() {
    let terminal = TestTerminal(rootView: Fruits(), width: 16, height: 4)
    #expect(terminal.click(on: "Apple"))
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      chosen: Apple
      › Apple
        Pear
        Plum
      """
    }
  }

  /// A list whose selection is a set has a cursor: ↑/↓ move it, Space adds the row under it to
  /// the selection or takes it out, a click does the same to the row clicked, and the line
  /// under the list says so.
  @Test func aSetSelectionTogglesRowsUnderACursor() {
    struct Sizes: View {
      @State var selection: Set<Int> = [2]
      var body: some View {
        VStack(alignment: .leading) {
          Text("chosen: \(selection.sorted().map(String.init).joined(separator: ","))")
          List(selection: $selection) {
            Text("Small").tag(1)
            Text("Medium").tag(2)
            Text("Large").tag(3)
          }
        }
      }
    }
    let terminal = TestTerminal(rootView: Sizes(), width: 24, height: 5)
    terminal.press(.down)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      chosen: 2
         Small
       ✓ Medium
      ›  Large
      ↑↓ move · space select
      """
    }
    #expect(terminal.press(.character(" ")))
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      chosen: 2,3
         Small
       ✓ Medium
      ›✓ Large
      ↑↓ move · space select
      """
    }
    #expect(terminal.click(on: "Medium"))
    #expect(terminal.text.hasPrefix("chosen: 3\n"))
    terminal.press(.up)
    terminal.press(.character(" "))
    #expect(terminal.text.hasPrefix("chosen: 1,3\n"))
  }

  /// `List(_:id:selection:rowContent:)`, SwiftUI's list of a row per element with a selection.
  @Test func aListOfDataWithASelection() {
    struct Fruits: View {
      @State var selection: String? = "Pear"
      var body: some View {
        VStack(alignment: .leading) {
          Text("chosen: \(selection ?? "none")")
          List(["Apple", "Pear", "Plum"], id: \.self, selection: $selection) { Text($0) }
        }
      }
    }
    let terminal = TestTerminal(rootView: Fruits(), width: 16, height: 4)
    #expect(terminal.text.contains("› Pear"))
    terminal.press(.down)
    #expect(terminal.text.hasPrefix("chosen: Plum"))
  }

  /// A selectable row is as tall as its content, as a plain list's row is: its text wraps, and
  /// the selected row's mark and reverse cover all its lines.
  @Test func aLongRowWrapsAndTheSelectionCoversIt() {
    struct Notes: View {
      @State var selection: Int? = 1
      var body: some View {
        List(selection: $selection) {
          ForEach(0..<3, id: \.self) { Text("Note \($0) says more than a line holds") }
        }
      }
    }
    let terminal = TestTerminal(rootView: Notes(), width: 22, height: 8)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
        Note 0 says more
        than a line holds
      › Note 1 says more
        than a line holds
        Note 2 says more
        than a line holds
      """
    }
    func isReversed(_ x: Int, _ y: Int) -> Bool {
      terminal.frame.style(at: Point(x: x, y: y))?.attributes.contains(.reverse) == true
    }
    #expect(isReversed(0, 2) && isReversed(0, 3) && isReversed(19, 3))
    #expect(!isReversed(0, 1) && !isReversed(0, 4))
  }

  /// A row cut at the bottom of the list ends in `…`.
  @Test func aRowCutAtTheBottomSaysSo() {
    struct Notes: View {
      @State var selection: Int? = 0
      var body: some View {
        List(selection: $selection) {
          ForEach(0..<3, id: \.self) { Text("Note \($0) says more than a line holds") }
        }
      }
    }
    let terminal = TestTerminal(rootView: Notes(), width: 22, height: 5)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      › Note 0 says more   █
        than a line holds  █
        Note 1 says more   █
        than a line holds  │
        Note 2 says more…  │
      """
    }
  }

  /// A list whose rows are not one `ForEach` (here a section's) scrolls to the selection too.
  @Test func aSectionedListScrollsToTheSelection() {
    struct Numbers: View {
      @State var selection: Int? = 0
      var body: some View {
        VStack(alignment: .leading) {
          Text("chosen: \(selection.map(String.init) ?? "none")")
          List(selection: $selection) {
            Section("Numbers") { ForEach(0..<30, id: \.self) { Text("Row \($0)") } }
          }
        }
      }
    }
    let terminal = TestTerminal(rootView: Numbers(), width: 20, height: 6)
    #expect(terminal.text.contains("NUMBERS"))
    terminal.press(.end)
    #expect(terminal.text.hasPrefix("chosen: 29"))
    #expect(terminal.text.contains("› Row 29"))
    #expect(!terminal.text.contains("NUMBERS"))
    terminal.press(.home)
    #expect(terminal.text.contains("NUMBERS"))
    #expect(terminal.text.contains("› Row 0"))
  }

  /// A row's body runs when the row is in sight: counts them.
  @MainActor final class Built {
    var rows: Set<Int> = []
  }

  struct CountedRow: View {
    let number: Int
    let built: Built
    var body: some View {
      built.rows.insert(number)
      return Text("Row \(number)")
    }
  }

  struct LongList: View {
    let built: Built
    @State var selection: Int? = 5_000
    var body: some View {
      VStack(alignment: .leading) {
        Text("chosen: \(selection.map(String.init) ?? "none")")
        List(selection: $selection) {
          ForEach(0..<10_000, id: \.self) { CountedRow(number: $0, built: built) }
        }
      }
    }
  }

  /// A list of 10,000 rows with a selection builds the rows in sight, as the plain lazy list
  /// does: the selected row's neighbours, not all 10,000.
  @Test func aLongSelectableListBuildsOnlyTheRowsInSight() {
    let built = Built()
    let terminal = TestTerminal(rootView: LongList(built: built), width: 20, height: 6)
    #expect(terminal.text.contains("› Row 5000"))
    #expect(built.rows.count < 50)
    built.rows = []
    #expect(terminal.press(.down))
    #expect(terminal.text.hasPrefix("chosen: 5001"))
    #expect(terminal.text.contains("› Row 5001"))
    #expect(built.rows.count < 50)
    // Down past the bottom scrolls the selection into sight.
    for _ in 0..<10 { terminal.press(.down) }
    #expect(terminal.text.hasPrefix("chosen: 5011"))
    #expect(terminal.text.contains("› Row 5011"))
    terminal.press(.end)
    #expect(terminal.text.contains("› Row 9999"))
    #expect(terminal.click(on: "Row 9998"))
    #expect(terminal.text.hasPrefix("chosen: 9998"))
    #expect(built.rows.count < 50)
  }
}

extension TestTerminal {
  /// Where `label` appears on screen at or below row `row`.
  fileprivate func location(of label: String, after row: Int) -> Point? {
    for (y, line) in frame.lines.enumerated() where y >= row {
      if let range = line.range(of: label) {
        return Point(x: line.distance(from: line.startIndex, to: range.lowerBound), y: y)
      }
    }
    return nil
  }
}
