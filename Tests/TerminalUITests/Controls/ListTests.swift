import InlineSnapshotTesting
import Testing

@testable import TerminalUI

@MainActor
struct ListTests {
  private let fruits = [
    "apple", "banana", "cherry", "damson", "elder", "fig", "grape", "huckleberry", "kiwi",
    "lemon",
  ]

  private func list(selection: String?) -> some View {
    List(fruits, id: \.self, selection: .constant(selection)) { Text($0) }
      .border(.single, title: "Fruit")
  }

  @Test func snapshotsAtThreeSizes() {
    let roomy = list(selection: "cherry").renderedText(width: 30, height: 14)
    assertInlineSnapshot(of: roomy, as: .lines) {
      """
      ┌ Fruit ──────┐
      │  apple      │
      │  banana     │
      │› cherry     │
      │  damson     │
      │  elder      │
      │  fig        │
      │  grape      │
      │  huckleberry│
      │  kiwi       │
      │  lemon      │
      └─────────────┘
      """
    }
    let tight = list(selection: "grape").renderedText(width: 16, height: 6)
    assertInlineSnapshot(of: tight, as: .lines) {
      """
      ┌ Fruit ──┐
      │  damson││
      │  elder ││
      │  fig   █│
      │› grape ││
      └─────────┘
      """
    }
    let narrow = list(selection: "lemon").renderedText(width: 8, height: 4)
    assertInlineSnapshot(of: narrow, as: .lines) {
      """
      ┌ Fruit┐
      │  ki…││
      │› le…█│
      └──────┘
      """
    }
  }

  @Test func keysMoveTheSelectionAndEnterOpensIt() {
    var selection: String? = "apple"
    var opened: [String] = []
    let terminal = TestTerminal(width: 20, height: 4) {
      List(
        fruits, id: \.self, selection: Binding(get: { selection }, set: { selection = $0 })
      ) {
        Text($0)
      } primaryAction: {
        opened.append($0)
      }
    }
    terminal.press("j")
    terminal.press(.down)
    #expect(selection == "cherry")
    terminal.press("k")
    #expect(selection == "banana")
    terminal.press(.pageDown)
    #expect(selection == "elder")
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
        banana│
        cherry█
        damson│
      › elder │
      """
    }
    terminal.press(.end)
    #expect(selection == "lemon")
    terminal.press(.pageUp)
    #expect(selection == "grape")
    terminal.press(.home)
    #expect(selection == "apple")
    terminal.press(.enter)
    #expect(opened == ["apple"])
    terminal.click(on: "cherry")
    #expect(selection == "cherry")
    #expect(opened == ["apple", "cherry"])
  }

  @Test func theWheelScrollsWithoutMovingTheSelection() {
    var selection: String? = "apple"
    let terminal = TestTerminal(width: 20, height: 4) {
      List(
        fruits, id: \.self, selection: Binding(get: { selection }, set: { selection = $0 })
      ) { Text($0) }
    }
    terminal.send(.mouse(MouseEvent(.scrollDown, at: Point(x: 2, y: 1))))
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
        damson│
        elder │
        fig   █
        grape │
      """
    }
    #expect(selection == "apple")
    terminal.send(.mouse(MouseEvent(.scrollDown, at: Point(x: 2, y: 1))))
    terminal.send(.mouse(MouseEvent(.scrollDown, at: Point(x: 2, y: 1))))
    #expect(terminal.text.hasPrefix("  grape"))
    // A key brings the selection back in sight.
    terminal.press("j")
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      › banana│
        cherry█
        damson│
        elder │
      """
    }
  }

  @Test func aHundredThousandRowsBuildOnlyTheVisibleOnes() {
    let rows = Array(0..<100_000)
    var selection: Int? = 50_000
    var built = 0
    let terminal = TestTerminal(width: 20, height: 5) {
      List(rows, id: \.self, selection: Binding(get: { selection }, set: { selection = $0 })) {
        row in
        built += 1
        return Text("row \(row)")
      }
    }
    #expect(built <= 2 * 5)
    built = 0
    terminal.press(.down)
    #expect(selection == 50_001)
    #expect(built <= 2 * 5 * 2)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
        row 49997│
        row 49998│
        row 49999█
        row 50000│
      › row 50001│
      """
    }
  }

  @Test func withoutASelectionTheKeysScroll() {
    let terminal = TestTerminal(width: 20, height: 3) {
      List(fruits, id: \.self) { Text($0) }
    }
    terminal.press("j")
    terminal.press("j")
    #expect(terminal.text.hasPrefix("  cherry"))
    terminal.press("G")
    #expect(terminal.text.hasPrefix("  huckleberry"))
  }

  @Test func scrollViewAtThreeSizesAndScrolling() {
    let content = ScrollView {
      VStack(alignment: .leading) {
        ForEach(0..<12, id: \.self) { Text("line \($0)") }
        Button("Bottom") {}
      }
    }
    let text20 = content.border(.single).renderedText(width: 20, height: 16)
    assertInlineSnapshot(of: text20, as: .lines) {
      """
      ┌──────────┐
      │line 0    │
      │line 1    │
      │line 2    │
      │line 3    │
      │line 4    │
      │line 5    │
      │line 6    │
      │line 7    │
      │line 8    │
      │line 9    │
      │line 10   │
      │line 11   │
      │[ Bottom ]│
      └──────────┘
      """
    }
    let text14 = content.border(.single).renderedText(width: 14, height: 6)
    assertInlineSnapshot(of: text14, as: .lines) {
      """
      ┌───────────┐
      │line 0    █│
      │line 1    ││
      │line 2    ││
      │line 3    ││
      └───────────┘
      """
    }
    let text7 = content.border(.single).renderedText(width: 7, height: 4)
    assertInlineSnapshot(of: text7, as: .lines) {
      """
      ┌─────┐
      │lin…█│
      │lin…││
      └─────┘
      """
    }

    var taps = 0
    let terminal = TestTerminal(width: 14, height: 4) {
      ScrollView {
        VStack(alignment: .leading) {
          ForEach(0..<12, id: \.self) { Text("line \($0)") }
          Button("Bottom") { taps += 1 }
        }
      }
    }
    terminal.press(.end)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      line 9    │
      line 10   │
      line 11   │
      [ Bottom ]█
      """
    }
    #expect(terminal.click(on: "[ Bottom ]"))
    #expect(taps == 1)
    terminal.send(.mouse(MouseEvent(.scrollUp, at: Point(x: 1, y: 1))))
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      line 6    │
      line 7    │
      line 8    █
      line 9    │
      """
    }
    #expect(!terminal.click(on: "[ Bottom ]"))
  }
}
