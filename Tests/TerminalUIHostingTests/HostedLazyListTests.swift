import PortableSwiftUI
import Testing

import enum TerminalUI.Key
import class TerminalUI.TestTerminal

/// A `List` of one `ForEach` builds only the rows in sight, as SwiftUI's list creates its rows
/// as they scroll into view.
@MainActor
struct HostedLazyListTests {
  /// Counts the bodies evaluated.
  final class BodyCount {
    var value = 0
  }

  struct Row: View {
    let index: Int
    let count: BodyCount
    var body: some View {
      count.value += 1
      return Text("Item \(index)")
    }
  }

  @Test func aLongListResolvesOnlyTheRowsInSight() {
    let count = BodyCount()
    let terminal = TestTerminal(
      rootView: List(0..<10_000, id: \.self) { Row(index: $0, count: count) }, width: 30,
      height: 5)
    count.value = 0
    terminal.render()
    #expect(count.value <= 5)
    #expect(terminal.frame.lines[0].hasPrefix("Item 0"))
    #expect(terminal.frame.lines[4].hasPrefix("Item 4"))
  }

  @Test func scrollingShowsTheRowsScrolledTo() {
    let count = BodyCount()
    let terminal = TestTerminal(
      rootView: List(0..<10_000, id: \.self) { Row(index: $0, count: count) }, width: 30,
      height: 5)
    // Tab stops on a list whose rows overflow; ↓ then scrolls it a row.
    terminal.press(.tab)
    for _ in 0..<3 { terminal.press(.down) }
    #expect(terminal.frame.lines[0].hasPrefix("Item 3"))
    #expect(terminal.frame.lines[4].hasPrefix("Item 7"))
    terminal.press(.end)
    #expect(terminal.frame.lines[4].hasPrefix("Item 9999"))
    count.value = 0
    terminal.render()
    #expect(count.value <= 5)
    terminal.press(.up)
    #expect(terminal.frame.lines[4].hasPrefix("Item 9998"))
    terminal.press(.home)
    #expect(terminal.frame.lines[0].hasPrefix("Item 0"))
  }

  @Test func rowsAppearAsTheyScrollIntoSightAndDisappearAsTheyLeave() async {
    let (events, continuation) = AsyncStream.makeStream(of: String.self)
    let terminal = TestTerminal(
      rootView: List {
        ForEach(0..<10_000, id: \.self) { index in
          Text("Item \(index)")
            .onAppear { continuation.yield("appeared \(index)") }
            .onDisappear { continuation.yield("disappeared \(index)") }
        }
      }, width: 30, height: 3)
    var iterator = events.makeAsyncIterator()
    var seen: Set<String> = []
    for _ in 0..<3 { seen.insert(await iterator.next() ?? "") }
    #expect(seen == ["appeared 0", "appeared 1", "appeared 2"])
    terminal.press(.tab)
    terminal.press(.down)
    seen = []
    for _ in 0..<2 { seen.insert(await iterator.next() ?? "") }
    #expect(seen == ["appeared 3", "disappeared 0"])
  }

  @Test func rowsButtonsTakeClicksAndFocusWhereverTheListIsScrolled() {
    final class Tapped {
      var row: Int?
    }
    let tapped = Tapped()
    let terminal = TestTerminal(
      rootView: List(0..<10_000, id: \.self) { index in
        Button("Row \(index)") { tapped.row = index }
      }, width: 30, height: 5)
    #expect(terminal.click(on: "Row 2"))
    #expect(tapped.row == 2)
    terminal.press(.tab)
    terminal.press(.end)
    #expect(terminal.click(on: "Row 9999"))
    #expect(tapped.row == 9999)
    // Tab leaves the list for the first row in sight; Enter presses it.
    terminal.press(.tab)
    terminal.press(.enter)
    #expect(tapped.row == 9995)
  }
}
