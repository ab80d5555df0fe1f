import ComposableArchitecture
import Foundation
import PomodoroCore
import Testing

/// The timer driven through a live `Store` on a test clock: a whole cycle, as the app runs it.
/// (The exhaustive step-by-step tests use `TestStore`.)
@MainActor
struct TimerStoreTests {
  @Test func aWholeCycleRunsOnTheClock() async {
    await withMainSerialExecutor {
      let harness = TimerHarness()
      let store = Store(
        initialState: TimerFeature.State(settings: quickSettings, guideInformation: seenGuides)
      ) {
        TimerFeature()
      } withDependencies: {
        harness.install(&$0)
      }

      store.send(.interaction(.triggerTapped))
      #expect(store.timerStatus == .focus)
      #expect(store.count == 10)

      for _ in 1...4 { await harness.advance(seconds: 1) }
      #expect(store.count == 6)

      // Paused for a minute: the clock keeps its time.
      store.send(.interaction(.triggerTapped))
      #expect(store.timerStatus == .pause)
      await harness.advance(seconds: 60)
      #expect(store.count == 6)
      store.send(.interaction(.triggerTapped))
      #expect(store.timerStatus == .focus)

      for _ in 1...6 { await harness.advance(seconds: 1) }
      #expect(store.timerStatus == .completed)
      #expect(store.finishedToday == 1)
      for _ in 1...3 { await harness.advance(seconds: 1) }
      #expect(store.timerStatus == .breakStandBy)
      #expect(store.count == 4)

      store.send(.interaction(.triggerTapped))
      #expect(store.timerStatus == .breakTime)
      for _ in 1...4 { await harness.advance(seconds: 1) }
      #expect(store.timerStatus == .standBy)
      #expect(store.count == 10)

      #expect(harness.history.map(\.kind) == [.focus, .shortBreak])
      #expect(harness.history.map(\.outcome) == [.finished, .finished])
      #expect(harness.history.first?.actualSeconds == 10)
      #expect(harness.sounds.value == [.focusEnded, .breakEnded])
    }
  }
}
