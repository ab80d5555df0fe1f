import InlineSnapshotTesting
import PortableSwiftUI
import Testing

import enum TerminalUI.Key
import class TerminalUI.TestTerminal

/// Layout views and modifiers of the SwiftUI layer in the terminal, one snapshot each.
@MainActor
struct HostedLayoutTests {
  @Test func zStackDrawsLaterViewsOverEarlierOnes() {
    let terminal = TestTerminal(
      rootView: ZStack {
        Text("........")
        Text("top")
      }, width: 10, height: 1)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      ..top...
      """
    }
  }

  @Test func aScrollViewShowsWhatFitsAndScrolls() {
    let terminal = TestTerminal(
      rootView: ScrollView {
        VStack(alignment: .leading) {
          ForEach(0..<10) { Text("line \($0)") }
        }
      }, width: 12, height: 3)
    #expect(terminal.text.hasPrefix("line 0"))
    terminal.press(.down)
    #expect(terminal.text.hasPrefix("line 1"), "\(terminal.text)")
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      line 1█
      line 2│
      line 3│
      """
    }
  }

  /// At 30×10 TCA's navigation demo gave its screen no row: the bottom inset's bar (three
  /// lines, padded) and the breadcrumbs took them all. The bar takes at most half the height,
  /// its padding giving way first, and the screen gets the rest and scrolls.
  @Test func aSafeAreaInsetLeavesTheScreenItsShareOfASmallHeight() {
    let view = NavigationStack {
      Form {
        ForEach(1..<10) { Text("Row \($0)") }
      }
      .navigationTitle("Screen A")
    }
    .safeAreaInset(edge: .bottom) {
      VStack {
        Text("Total count: 0")
        Button("Pop to root") {}
        Button("Current stack") {}
      }
      .padding()
      .padding(.bottom, 1)
    }
    let terminal = TestTerminal(rootView: view, width: 30, height: 7)
    #expect(terminal.text.contains("Row 3"), "\(terminal.text)")
    #expect(terminal.text.contains("[ Current stack ]"), "\(terminal.text)")
    // The form fills the width, its scrollbar at the right edge.
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      Screen A
      Row 1                        █
      Row 2                        │
      Row 3                        │
             Total count: 0
             [ Pop to root ]
            [ Current stack ]
      """
    }
    // Where there is room, the bar keeps its padding.
    assertInlineSnapshot(
      of: TestTerminal(rootView: view, width: 30, height: 16).text, as: .lines
    ) {
      """
      Screen A
      Row 1
      Row 2
      Row 3
      Row 4
      Row 5
      Row 6
      Row 7
      Row 8
      Row 9


             Total count: 0
             [ Pop to root ]
            [ Current stack ]
      """
    }
  }

  /// Our case studies' menu at 30×10 showed `2 Counter and timer —` with its end gone and no
  /// sign of it: a wrapped text cut by the rows it has ends in `…`, and `lineLimit` limits it
  /// so.
  @Test func aWrappedTextCutByItsRowsEndsInAnEllipsis() {
    let cut = TestTerminal(rootView: Text("one two three four five"), width: 10, height: 1)
    #expect(cut.text == "one two…", "\(cut.text)")
    let limited = VStack(alignment: .leading) {
      Text("one two three four five").lineLimit(2)
      Text("next")
    }
    assertInlineSnapshot(
      of: TestTerminal(rootView: limited, width: 10, height: 5).text, as: .lines
    ) {
      """
      one two
      three fou…
      next
      """
    }
  }

  /// Padding's rows give way to content taller than the rows between them; its columns stay.
  @Test func paddingGivesWayToContentAtASmallHeight() {
    let view = VStack(alignment: .leading) {
      Text("one")
      Text("two")
    }
    .padding()
    assertInlineSnapshot(
      of: TestTerminal(rootView: view, width: 10, height: 3).text, as: .lines
    ) {
      """

       one
       two
      """
    }
    assertInlineSnapshot(
      of: TestTerminal(rootView: view, width: 10, height: 4).text, as: .lines
    ) {
      """

       one
       two
      """
    }
  }

  @Test func aGeometryReaderAndAGroupLeaveTheirContentAsItIs() {
    let terminal = TestTerminal(
      rootView: GeometryReader { _ in
        Group {
          Text("one")
          Text("two")
        }
      }, width: 10, height: 3)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      one
      two
      """
    }
  }

  @Test func forEachWithDeleteDrawsItsRows() {
    struct Rows: View {
      @State var rows = ["a", "b", "c"]
      var body: some View {
        List {
          ForEach(rows, id: \.self) { Text($0) }
            .onDelete { rows.remove(atOffsets: $0) }
        }
      }
    }
    let terminal = TestTerminal(rootView: Rows(), width: 10, height: 4)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      a
      b
      c
      """
    }
  }

  @Test func coloursAndShapesTakeNoCells() {
    let terminal = TestTerminal(
      rootView: VStack(alignment: .leading) {
        Text("above")
        Color.red.frame(height: 0)
        Rectangle().frame(width: 0, height: 0)
        Text("below")
      }, width: 10, height: 3)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      above
      below
      """
    }
  }

  @Test func framesAlignTheirContent() {
    let terminal = TestTerminal(
      rootView: VStack(alignment: .leading, spacing: 0) {
        Text("lead").frame(width: 80, alignment: .leading)
        Text("mid").frame(width: 80)
        Text("end").frame(width: 80, alignment: .trailing)
        Text("fill").frame(maxWidth: .infinity, alignment: .trailing)
      }, width: 14, height: 4)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      lead
         mid
             end
                fill
      """
    }
  }

  @Test func paddingOnChosenEdges() {
    let terminal = TestTerminal(
      rootView: VStack(alignment: .leading, spacing: 0) {
        Text("a").padding(.leading, 24)
        Text("b").padding(.top)
        Text("c").padding(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 0))
      }, width: 10, height: 5)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
         a

      b
       c
      """
    }
  }

  @Test func aBorderFramesItsContent() {
    let terminal = TestTerminal(rootView: Text("boxed").border(Color.gray), width: 10, height: 3)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      ┌─────┐
      │boxed│
      └─────┘
      """
    }
  }

  @Test func aHiddenViewKeepsItsSpace() {
    let terminal = TestTerminal(
      rootView: VStack(alignment: .leading, spacing: 0) {
        HStack {
          Text("left")
          Text("gone").hidden()
          Text("right")
        }
        Text("hidden row").hidden()
        Text("last")
      }, width: 20, height: 3)
    #expect(
      terminal.text == """
        left      right

        last
        """)
  }

  @Test func aHiddenButtonTakesNoClicksOrKeys() {
    struct Screen: View {
      @State var count = 0
      var body: some View {
        VStack(alignment: .leading) {
          Text("count \(count)")
          Button("Add") { count += 1 }.hidden()
        }
      }
    }
    let terminal = TestTerminal(rootView: Screen(), width: 20, height: 2)
    #expect(!terminal.click(on: "Add"))
    terminal.press(.enter)
    terminal.press(.tab)
    terminal.press(.enter)
    #expect(terminal.text == "count 0")
  }

  @Test func aTransparentViewKeepsItsSpace() {
    let terminal = TestTerminal(
      rootView: HStack {
        Text("a")
        Text("bbb").opacity(0)
        Text("c")
      }, width: 10, height: 1)
    #expect(terminal.text == "a     c")
  }
}
