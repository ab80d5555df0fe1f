import InlineSnapshotTesting
import PortableSwiftUI
import Testing

import enum TerminalUI.Key
import class TerminalUI.TestTerminal

/// Modifiers with behaviour: taps, appearance, refreshing, searching, text styles.
@MainActor
struct HostedBehaviourTests {
  @Test func aTapGestureRunsOnAClick() {
    struct Screen: View {
      @State var taps = 0
      var body: some View {
        Text("taps \(taps)").onTapGesture { taps += 1 }
      }
    }
    let terminal = TestTerminal(rootView: Screen(), width: 10, height: 1)
    #expect(terminal.click(on: "taps"))
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      taps 1
      """
    }
  }

  @Test func onAppearAndOnDisappearFollowTheScreen() async {
    let (events, continuation) = AsyncStream.makeStream(of: String.self)
    struct Screen: View {
      let continuation: AsyncStream<String>.Continuation
      @State var isShown = true
      var body: some View {
        VStack {
          if isShown {
            Text("shown")
              .onAppear { continuation.yield("appeared") }
              .onDisappear { continuation.yield("disappeared") }
          }
          Button("Hide") { isShown = false }
        }
      }
    }
    let terminal = TestTerminal(rootView: Screen(continuation: continuation), width: 20, height: 2)
    var iterator = events.makeAsyncIterator()
    #expect(await iterator.next() == "appeared")
    #expect(terminal.click(on: "Hide"))
    _ = terminal.text
    #expect(await iterator.next() == "disappeared")
  }

  @Test func refreshableNamesItsKeyAndCtrlRRefreshes() async {
    let (events, continuation) = AsyncStream.makeStream(of: String.self)
    let terminal = TestTerminal(
      rootView: List { Text("row") }.refreshable { continuation.yield("refreshed") },
      width: 20, height: 3)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      row
      ctrl+r refresh
      """
    }
    terminal.press(.character("r"), modifiers: .control)
    var iterator = events.makeAsyncIterator()
    #expect(await iterator.next() == "refreshed")
  }

  @Test func searchableIsAFieldAboveItsContent() {
    struct Search: View {
      @State var query = ""
      let names = ["Ada", "Grace", "Alan"]
      var body: some View {
        List {
          ForEach(names.filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
        }
        .searchable(text: $query)
      }
    }
    let terminal = TestTerminal(rootView: Search(), width: 20, height: 5)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      Search
      Ada
      Grace
      Alan
      """
    }
    terminal.type("A")
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      A
      Ada
      Alan
      """
    }
  }

  @Test func textStylesBecomeCellStyles() {
    let terminal = TestTerminal(
      rootView: VStack(alignment: .leading) {
        Text("bold").bold()
        Text("red").foregroundColor(.red)
        Text("under").underline()
      }, width: 10, height: 3)
    let frame = terminal.render()
    #expect(frame.style(at: .init(x: 0, y: 0))?.attributes.contains(.bold) == true)
    #expect(
      frame.style(at: .init(x: 0, y: 1))?.foreground
        != frame.style(at: .init(x: 0, y: 0))?.foreground)
    #expect(frame.style(at: .init(x: 0, y: 2))?.attributes.contains(.underline) == true)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      bold
      red
      under
      """
    }
  }
}
