import ComposableArchitecture
import Foundation
import PomodoroCore
import Testing

/// A break pauses and resumes with space like a focus session, keeping its remaining time;
/// r ends it.
@MainActor
struct BreakPauseTests {
  @Test func spacePausesABreakAndResumesItAsABreak() async {
    let harness = TimerHarness()
    let store = makeTimerStore(
      harness,
      state: TimerFeature.State(
        settings: quickSettings, timerStatus: .breakStandBy, count: 4,
        guideInformation: seenGuides))
    await store.send(.interaction(.triggerTapped)) {
      $0.timerStatus = .breakTime
      $0.session = SessionRecord(
        id: uuid(0), kind: .shortBreak, startDate: harness.start, plannedSeconds: 4)
    }
    await tick(store, harness, to: 3)

    await store.send(.interaction(.triggerTapped)) {
      $0.timerStatus = .pause
      $0.pauseDate = harness.start.addingTimeInterval(1)
    }
    // A long pause: no ticks, and the clock keeps its 3 seconds.
    await harness.advance(seconds: 60)
    #expect(store.state.count == 3)

    await store.send(.interaction(.triggerTapped)) {
      $0.timerStatus = .breakTime
      $0.pauseDate = nil
      $0.pausedSeconds = 60
    }
    await runBreakOut(store, harness, from: 3, endingAt: harness.start.addingTimeInterval(64))
    await store.finish()
    #expect(harness.history.map(\.outcome) == [.finished])
    #expect(harness.history.first?.pausedSeconds == 60)
    // The break is not counted as a focus session, paused or not.
    #expect(store.state.finishedToday == 0)
  }

  @Test func rEndsAPausedBreak() async {
    let harness = TimerHarness()
    let store = makeTimerStore(
      harness,
      state: TimerFeature.State(
        settings: quickSettings, timerStatus: .breakStandBy, count: 4,
        guideInformation: seenGuides))
    store.exhaustivity = .off(showSkippedAssertions: false)
    await store.send(.interaction(.triggerTapped))
    await store.send(.interaction(.triggerTapped))
    #expect(store.state.timerStatus == .pause)
    await harness.advance(seconds: 2)
    await store.send(.interaction(.resetTapped))
    await store.finish()
    #expect(store.state.timerStatus == .standBy)
    #expect(harness.history.map(\.outcome) == [.skipped])
    #expect(harness.history.first?.kind == .shortBreak)
    #expect(harness.history.first?.actualSeconds == 0)
  }
}
