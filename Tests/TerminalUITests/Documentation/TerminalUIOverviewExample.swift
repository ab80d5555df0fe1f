import ComposableArchitecture
import TerminalUI

// The example on the TerminalUI catalog's landing page (TerminalUI.md), line for line
// (DocumentationSnippetTests checks it), in a namespace of its own.
private enum TerminalUIOverview {
  @Reducer
  struct TimerFeature {
    @ObservableState
    struct State: Equatable { var remaining = "25:00" }
    enum Action { case resetTapped, task, triggerTapped, triggerWillTap }
    var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
  }

  @MainActor static func run(store: StoreOf<TimerFeature>) async throws {
    struct TimerView: View {
      let store: StoreOf<TimerFeature>

      var body: some View {
        VStack {
          BigText(store.remaining).foregroundColor(.red)
          HStack {
            Button("Start", key: " ", onPress: { store.send(.triggerWillTap) }) {
              store.send(.triggerTapped)
            }
            Button("Reset", key: "r") { store.send(.resetTapped) }
          }
        }
        .padding(.horizontal, 1)
        .border(title: "Pomodoro")
        .onKey("q") { TerminalApp.quit() }
        .task { await store.send(.task).finish() }
      }
    }

    try await TerminalApp(store: store) { TimerView(store: $0) }.run()
  }
}
