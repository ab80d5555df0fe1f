import CaseStudiesCore
import CaseStudiesViews
import ComposableArchitecture
import SwiftUI

/// Seed 002's counter: the SwiftUI ``CounterView``, with keys for its buttons.
struct CounterScreen: View {
  let store: StoreOf<CounterFeature>

  var body: some View {
    CounterView(store: store)
      .onKeyPress { press in
        guard press.modifiers.subtracting(.shift).isEmpty else { return .ignored }
        switch press.characters {
        case "-": store.send(.decrementButtonTapped)
        case "+": store.send(.incrementButtonTapped)
        case "t": store.send(.toggleTimerButtonTapped)
        default: return .ignored
        }
        return .handled
      }
  }

  /// The screen's keys, for its key line and its help.
  static func keys(_ store: StoreOf<CounterFeature>) -> [KeyHint] {
    [
      KeyHint("- / +", "count"), KeyHint("t", "starts/stops the timer"),
      KeyHint("Esc", store.isTimerOn ? "back (stops it)" : "back"), .help, .quit,
    ]
  }
}
