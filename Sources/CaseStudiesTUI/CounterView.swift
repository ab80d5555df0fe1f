import CaseStudiesCore
import ComposableArchitecture
import TerminalUI

/// Seed 002's counter: − / + and a timer toggle.
public struct CounterView: View {
  let store: StoreOf<CounterFeature>

  public init(store: StoreOf<CounterFeature>) {
    self.store = store
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      HStack(spacing: 1) {
        Button("-", key: "-") { store.send(.decrementButtonTapped) }
        Text("\(store.count)").bold()
        Button("+", key: "+") { store.send(.incrementButtonTapped) }
      }
      HStack(spacing: 1) {
        Button(store.isTimerOn ? "Stop timer" : "Start timer", key: "t") {
          store.send(.toggleTimerButtonTapped)
        }
        Text(store.isTimerOn ? "ticking: +1 each second" : "timer off").dim()
      }
      KeyHints(keys)
    }
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
