import TerminalUI

/// "Error: …" in red, wrapped to the screen less the case study's box, so that a long reason
/// (a connection error names host, port and URL) is never cut.
struct ErrorText: View {
  let message: String

  init(_ message: String) {
    self.message = message
  }

  var body: some View {
    ScreenSizeReader { size in
      VStack(alignment: .leading) {
        ForEach(
          Array(WordWrap.lines("Error: \(message)", width: size.width - 4).enumerated()),
          id: \.offset
        ) { Text($0.element).foregroundColor(.red) }
      }
    }
  }
}
