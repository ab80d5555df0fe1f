import Testing

@testable import TerminalUI

/// Keys that arrive in one read are handled as if typed one by one: each against the screen
/// the key before it produced.
@MainActor
struct InputBurstTests {
  @Test func threeDownsInOneReadMoveThreeRows() {
    var selection: String? = "a"
    let terminal = TestTerminal(width: 10, height: 6) {
      List(
        ["a", "b", "c", "d", "e"], id: \.self,
        selection: Binding(get: { selection }, set: { selection = $0 })
      ) { Text($0) }
    }
    terminal.receive(Array("\u{1b}[B\u{1b}[B\u{1b}[B".utf8))
    #expect(selection == "d")
  }

  @Test func theKeyAfterOneThatOpensAPanelGoesToThePanel() {
    var isShowingHelp = false
    var started = 0
    var helpKeys: [String] = []
    let terminal = TestTerminal(width: 30, height: 8) {
      VStack {
        Text("screen")
        if isShowingHelp {
          Text("help").onKeyPress { press in
            helpKeys.append(press.description)
            isShowingHelp = false
            return true
          }
        }
      }
      .onKey("?") { isShowingHelp = true }
      .onKey("s") { started += 1 }
    }
    terminal.receive(Array("?s".utf8))
    #expect(helpKeys == ["s"])
    #expect(started == 0)
  }
}
