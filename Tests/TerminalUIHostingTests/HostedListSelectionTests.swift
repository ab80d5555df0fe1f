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

  @Test func aSetSelectsTaggedRows() {
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
    let terminal = TestTerminal(rootView: Sizes(), width: 16, height: 4)
    terminal.press(.down)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      chosen: 3
        Small
        Medium
      › Large
      """
    }
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
