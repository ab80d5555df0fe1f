import ComposableArchitecture
import Testing

// The feature and tests shown in the "Testing a feature" article
// (Sources/ComposableArchitecture/Documentation.docc/Articles/TestingFeatures.md), compiled and run
// here so that the article never shows code that does not build or pass.

@Reducer
struct Metronome {
  @ObservableState
  struct State: Equatable {
    var beats = 0
  }
  enum Action {
    case task
    case ticked
  }
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .task:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.ticked)
          }
        }
      case .ticked:
        state.beats += 1
        return .none
      }
    }
  }
}

@MainActor
struct MetronomeTests {
  @Test func ticksWhileShown() async {
    let clock = TestClock()
    let store = TestStore(initialState: Metronome.State()) {
      Metronome()
    } withDependencies: {
      $0.continuousClock = clock
    }

    let task = await store.send(.task)
    await clock.advance(by: .seconds(2))
    await store.receive(\.ticked) { $0.beats = 1 }
    await store.receive(\.ticked) { $0.beats = 2 }
    await task.cancel()
  }
}

@MainActor
struct MetronomeSummaryTests {
  @Test func countsThreeBeatsInThreeSeconds() async {
    let clock = TestClock()
    let store = TestStore(initialState: Metronome.State()) {
      Metronome()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.exhaustivity = .off

    await store.send(.task)
    await clock.advance(by: .seconds(3))
    await store.skipReceivedActions()
    store.assert { $0.beats = 3 }
  }
}
