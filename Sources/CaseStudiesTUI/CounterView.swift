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
      Text("- / + count · t starts/stops the timer · Esc back (stops it) · q quit").dim()
    }
  }
}
