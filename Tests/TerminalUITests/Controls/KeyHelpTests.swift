import InlineSnapshotTesting
import Testing

@testable import TerminalUI

@MainActor
struct KeyHelpTests {
  private let keys = [
    KeyBinding("start", keys: " ", label: "space"), KeyBinding("reset", keys: "r"),
    KeyBinding("quit", keys: "q"),
  ]

  @Test func questionMarkOpensTheKeysOfTheKeyLine() {
    var resets = 0
    let terminal = TestTerminal(width: 30, height: 8) {
      VStack(alignment: .leading) {
        Text("Timer")
        Spacer()
        KeyHints(keys)
      }
      .frame(maxHeight: .infinity)
      .onKey(keys[1]) { resets += 1 }
      .keyHelp(keys)
    }
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      Timer






      space start · r reset · q quit
      """
    }
    #expect(terminal.press("?"))
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      Timer
           ╭ Keys ───────────╮
           │ space  start    │
           │ r      reset    │
           │ q      quit     │
           │ esc or ? closes │
           ╰─────────────────╯
      space start · r reset · q quit
      """
    }
    // The screen behind gets no keys while help is open.
    terminal.press("r")
    #expect(resets == 0)
    terminal.press(.escape)
    terminal.press("r")
    #expect(resets == 1)
    #expect(!terminal.text.contains("Keys"))
  }
}
