import ComposableArchitecture
import SeedViews
import SwiftUI

/// Seed 004's screen, the seed's own `LongLivingEffectsView` in a navigation stack (it pushes
/// its second screen with a link), with what a terminal needs and the seed leaves out: a way to
/// take a screenshot (`s`, or the toolbar's button) and where screenshots are looked for.
struct LongLivingScreen: View {
  let store: StoreOf<LongLivingEffects>
  /// Where new screenshots are looked for, to tell the user.
  let source: String
  let simulateScreenshot: () -> Void

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      NavigationStack {
        LongLivingEffectsView(store: store)
          .toolbar {
            Button("Simulate a screenshot") { simulateScreenshot() }
          }
      }
      // Two lines at most, so that a small screen keeps rows for the case study.
      Text("Screenshots: \(source)").foregroundStyle(.secondary).lineLimit(2)
    }
    .onKeyPress("s") {
      simulateScreenshot()
      return .handled
    }
  }

  /// The screen's keys, for its key line and its help.
  static let keys = [KeyHint("s", "simulates a screenshot"), .back, .help, .quit]
}
