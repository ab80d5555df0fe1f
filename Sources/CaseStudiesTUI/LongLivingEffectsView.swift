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
        KeyHints(keys)
      }
    } else {
      // Narrow screens get shorter words, the buttons one under the other and no blank lines,
      // so that no button or key is cut down to 30×10.
      ScreenSizeReader { screen in
        let isSmall = screen.width < 64
        VStack(alignment: .leading, spacing: isSmall ? 0 : 1) {
          Text(
            isSmall
              ? "Screenshots taken: \(store.screenshotCount)"
              : "A screenshot of this screen has been taken \(store.screenshotCount) "
                + (store.screenshotCount == 1 ? "time." : "times.")
          ).bold()
          Text(store.isWatching ? "Watching: \(source)" : "Starting to watch \(source)…").dim()
          if let message = store.errorMessage {
            ErrorText(message)
          }
          if isSmall {
            VStack(alignment: .leading) { buttons(navigate: "Another screen") }
          } else {
            HStack(spacing: 1) { buttons(navigate: "Navigate to another screen") }
          }
          KeyHints(keys)
        }
      }
      .task { await store.send(.task).finish() }
    }
  }

  @ViewBuilder private func buttons(navigate: String) -> some View {
    Button("Simulate a screenshot", key: "s") { store.send(.simulateScreenshotTapped) }
    Button(navigate, key: "n") { store.send(.navigateToDetailTapped) }
  }

  /// The screen's keys, for its key line and its help.
  var keys: [KeyBinding] {
    var keys = [KeyBinding("simulates a screenshot", keys: "s")]
    if !store.isDetailShown { keys.append(KeyBinding("pushes a second screen", keys: "n")) }
    return keys + [
      KeyBinding("back", keys: KeyPress(.escape), label: "Esc"),
      KeyBinding("help", keys: "?"),
      KeyBinding("quit", keys: "q"),
    ]
  }
}
