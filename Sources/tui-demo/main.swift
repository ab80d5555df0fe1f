import Observation
import TerminalUI

/// The demo's state: a count changed by keys and buttons.
@MainActor
@Observable
final class Counter {
  var count = 0
  var presses = 0
}

/// A counter with − and + buttons (clickable, or the - and + keys) and q to quit.
struct CounterView: View {
  let counter: Counter

  var body: some View {
    VStack(alignment: .leading) {
      Text("Count: \(counter.count)").bold()
      HStack {
        Button("-", key: "-") { counter.count -= 1 }
        Button("+", key: "+", onPress: { counter.presses += 1 }) { counter.count += 1 }
        Button("Quit", key: "q") { TerminalApp.quit() }
      }
      Text("+/- to count, q to quit").dim()
    }
    .padding(.horizontal, 1)
    .border(title: "tui-demo")
  }
}

let counter = Counter()
try await TerminalApp { CounterView(counter: counter) }.run()
