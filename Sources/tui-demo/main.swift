import SwiftUI

import class TerminalUI.TerminalApp

/// A counter with − and + buttons (clickable, or the - and + keys) and q to quit: a SwiftUI
/// view, as small as a terminal app gets.
struct CounterView: View {
  @State private var count = 0

  var body: some View {
    GroupBox {
      VStack(alignment: .leading, spacing: 0) {
        Text("Count: \(count)").bold()
        HStack {
          Button("-") { count -= 1 }
          Button("+") { count += 1 }
          Button("Quit") { TerminalApp.quit() }
        }
        Text("+/- to count, q to quit").foregroundStyle(.secondary)
      }
    } label: {
      Text("tui-demo")
    }
    .onKeyPress { press in
      switch press.characters {
      case "-": count -= 1
      case "+": count += 1
      case "q": TerminalApp.quit()
      default: return .ignored
      }
      return .handled
    }
  }
}

try await TerminalApp(rootView: CounterView()).run()
