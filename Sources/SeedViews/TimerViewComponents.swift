import ComposableArchitecture
import SwiftUI

// Seed 000's view component, as the seed writes it.
enum TimerViewComponents {
  struct ResetButton: View {
    let store: StoreOf<TimerFeature>
    var body: some View {
      Button("Reset") {
        store.send(.viewAction(.resetTapped))
      }.resetStyle()
    }
  }
}

extension View {
  /// The reset button's look: bordered, in red.
  func resetStyle() -> some View { buttonStyle(.bordered).tint(.red) }
}
