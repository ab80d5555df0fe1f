import CaseStudiesCore
import CaseStudiesViews
import ComposableArchitecture
import TerminalUI

/// Seed 002's counter in the terminal: the SwiftUI ``CounterView``, with keys for its buttons
/// and their key line.
struct CounterScreen: View {
  let store: StoreOf<CounterFeature>

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      HostingView(rootView: CounterView(store: store))
      KeyHints(keys)
    }
    .onKey("-") { store.send(.decrementButtonTapped) }
    .onKey("+") { store.send(.incrementButtonTapped) }
    .onKey("t") { store.send(.toggleTimerButtonTapped) }
  }

  /// The screen's keys, for its key line and its help.
  var keys: [KeyBinding] {
    [
      KeyBinding("count", keys: "-", "+", label: "- / +"),
      KeyBinding("starts/stops the timer", keys: "t"),
      KeyBinding(
        store.isTimerOn ? "back (stops it)" : "back", keys: KeyPress(.escape), label: "Esc"),
      KeyBinding("help", keys: "?"),
      KeyBinding("quit", keys: "q"),
    ]
  }
}
