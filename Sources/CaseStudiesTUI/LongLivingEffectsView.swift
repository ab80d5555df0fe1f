import CaseStudiesCore
import ComposableArchitecture
import TerminalUI

/// Seed 004's screen: counts screenshots while shown; a second screen pushed above it counts
/// nothing, because this view's task (and with it the effect) ends while it is hidden.
public struct LongLivingEffectsView: View {
  let store: StoreOf<LongLivingEffects>
  /// Where new screenshots are looked for, to tell the user.
  let source: String

  public init(store: StoreOf<LongLivingEffects>, source: String) {
    self.store = store
    self.source = source
  }

  public var body: some View {
    if store.isDetailShown {
      VStack(alignment: .leading, spacing: 1) {
        Text("Second screen").bold()
        Text("Take screenshots here, then go back: they are not counted.")
        HStack(spacing: 1) {
          Button("Back", key: .escape) { store.send(.detailBackButtonTapped) }
          Button("Simulate a screenshot", key: "s") { store.send(.simulateScreenshotTapped) }
        }
        Text("s simulates a screenshot · Esc back · q quit").dim()
      }
    } else {
      VStack(alignment: .leading, spacing: 1) {
        let times = store.screenshotCount == 1 ? "time" : "times"
        Text("A screenshot of this screen has been taken \(store.screenshotCount) \(times).")
          .bold()
        Text(store.isWatching ? "Watching: \(source)" : "Starting to watch \(source)…").dim()
        if let message = store.errorMessage {
          Text("Error: \(message)").foregroundColor(.red)
        }
        HStack(spacing: 1) {
          Button("Simulate a screenshot", key: "s") { store.send(.simulateScreenshotTapped) }
          Button("Navigate to another screen", key: "n") { store.send(.navigateToDetailTapped) }
        }
        Text("s simulates a screenshot · n pushes a second screen · Esc back · q quit").dim()
      }
      .task { await store.send(.task).finish() }
    }
  }
}
