import ComposableArchitecture
import Foundation
import PomodoroCore
import Testing

/// The statistics panel follows the history while it is open.
@MainActor
struct StatsRefreshTests {
  /// A focus session finishing under the open panel shows in its figures at once, not only
  /// after closing and opening it again.
  @Test func theOpenStatsPanelCountsASessionThatJustFinished() async {
    let harness = TimerHarness()
    let store = makeTimerStore(
      harness, state: TimerFeature.State(settings: quickSettings, guideInformation: seenGuides))
    store.exhaustivity = .off(showSkippedAssertions: false)
    await store.send(.statsTapped)
    await store.receive(\.statsLoaded)
    #expect(store.state.statistics?.today.sessions == 0)

    await store.send(.interaction(.triggerTapped))
    await harness.advance(seconds: 10)
    await store.receive(\.interaction.timerCompleted)
    await store.receive(\.statsLoaded)
    #expect(store.state.finishedToday == 1)
    #expect(store.state.statistics?.today.sessions == 1)

    await store.send(.interaction(.resetTapped))
  }
}
