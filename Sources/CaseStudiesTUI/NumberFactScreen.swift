import ComposableArchitecture
import SeedViews
import SwiftUI

/// Seed 001's screen, the seed's own `RefreshableView`, with - and + for its buttons. Ctrl-R
/// refreshes it (the terminal's pull to refresh, which the screen names); a failed fact is the
/// app's alert (``CaseStudiesView``).
struct NumberFactScreen: View {
  let store: StoreOf<Refreshable>

  var body: some View {
    RefreshableView(store: store)
      .onKeyPress { press in
        guard press.modifiers.subtracting(.shift).isEmpty else { return .ignored }
        switch press.characters {
        case "-": store.send(.decrementButtonTapped)
        case "+": store.send(.incrementButtonTapped)
        default: return .ignored
        }
        return .handled
      }
  }

  /// The screen's keys, for its key line and its help; Ctrl-R is named by the list itself.
  static let keys = [KeyHint("- / +", "count"), .back, .help, .quit]
}
