import ComposableArchitecture

@Reducer
struct TimerCounter {
  @ObservableState
  struct State: Equatable { var count = 0; var isTimerOn = false }
  enum Action { case increment, timerTicked, toggleTimer }
  enum CancelID { case timer }
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment, .timerTicked:
        state.count += 1
        return .none
      case .toggleTimer:
        state.isTimerOn.toggle()
        guard state.isTimerOn else { return .cancel(id: CancelID.timer) }
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.timerTicked) }
        }
        .cancellable(id: CancelID.timer)
      }
    }
  }
}

// The feature of README.md's "A feature in 20 lines", line for line (DocumentationSnippetTests
// checks it); its tests are in ReadmeExampleTests.swift.
