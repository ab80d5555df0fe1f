import TerminalUI
import Testing

struct OutputModeTests {
  @Test func aDumbTerminalOrAPipeGetsPlainLines() {
    let xterm = ["TERM": "xterm"]
    #expect(OutputMode.detect(environment: xterm, outputIsTerminal: true) == .fullScreen)
    #expect(OutputMode.detect(environment: [:], outputIsTerminal: true) == .fullScreen)
    #expect(OutputMode.detect(environment: ["TERM": "dumb"], outputIsTerminal: true) == .plain)
    #expect(OutputMode.detect(environment: xterm, outputIsTerminal: false) == .plain)
  }
}
