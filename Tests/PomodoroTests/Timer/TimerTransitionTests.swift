import ComposableArchitecture
import Foundation
import PomodoroCore
import Testing

/// Every transition of seed 000's trigger, the reset, and the session kept in the history.
@MainActor
struct TimerTransitionTests {
  @Test func standByStartsFocusWithTheStartDateAndSavesARunningSession() async {
    let harness = TimerHarness()
    let store = makeTimerStore(
      harness, state: TimerFeature.State(settings: quickSettings, guideInformation: seenGuides))

    await store.send(.interaction(.triggerWillTap)) { $0.isTriggerPressed = true }
    await store.send(.interaction(.triggerTapped)) {
      $0.isTriggerPressed = false
      $0.timerStatus = .focus
      $0.session = SessionRecord(
        id: uuid(0), kind: .focus, startDate: harness.start, plannedSeconds: 10)
      $0.count = 10
    }
    await tick(store, harness, to: 9)
    await tick(store, harness, to: 8)
    await store.send(.interaction(.resetTapped)) {
      $0.timerStatus = .standBy
      $0.session = nil
      $0.count = 10
    }
    await store.finish()

    #expect(harness.haptics.value == [.light])
    #expect(
      harness.history == [
        SessionRecord(
          id: uuid(0), kind: .focus, outcome: .skipped, startDate: harness.start,
          endDate: harness.start.addingTimeInterval(2), plannedSeconds: 10, actualSeconds: 2)
      ])
    #expect(harness.saved.value.first?.outcome == .running)
  }

  @Test func aZeroCountDoesNotStart() async {
    let harness = TimerHarness()
    let store = makeTimerStore(
      harness,
      state: TimerFeature.State(settings: quickSettings, count: 0, guideInformation: seenGuides))

    await store.send(.interaction(.triggerTapped))
    await store.finish()
    #expect(store.state.timerStatus == .standBy)
    #expect(harness.saved.value.isEmpty)
  }

  @Test func pauseKeepsTheRemainingTimeAndResumeGoesOnFromIt() async {
    let harness = TimerHarness()
    let store = makeTimerStore(
      harness, state: TimerFeature.State(settings: quickSettings, guideInformation: seenGuides))
    await startFocus(store, harness, id: 0)
    await tick(store, harness, to: 9)
    await tick(store, harness, to: 8)
    await tick(store, harness, to: 7)

    await store.send(.interaction(.triggerTapped)) {
      $0.timerStatus = .pause
      $0.pauseDate = harness.start.addingTimeInterval(3)
    }
    // A long pause: no ticks, and the clock keeps its 7 seconds.
    await harness.advance(seconds: 120)
    #expect(store.state.count == 7)

    await store.send(.interaction(.triggerTapped)) {
      $0.timerStatus = .focus
      $0.pauseDate = nil
      $0.pausedSeconds = 120
    }
    await tick(store, harness, to: 6)
    await store.send(.interaction(.resetTapped)) {
      $0.timerStatus = .standBy
      $0.session = nil
      $0.pausedSeconds = 0
      $0.count = 10
    }
    await store.finish()
    #expect(harness.history.first?.actualSeconds == 4)
    #expect(harness.history.first?.outcome == .skipped)
    // The pause is saved as it starts and as it ends, for `pomodoro status` elsewhere.
    let pauses = harness.saved.value.map { [$0.pauseDate, $0.pausedSeconds] as [AnyHashable?] }
    #expect(
      pauses == [
        [nil, 0.0], [harness.start.addingTimeInterval(3), 0.0], [nil, 120.0], [nil, 120.0],
      ])
  }

  @Test func lateTicksDoNotDrift() async {
    let harness = TimerHarness()
    let store = makeTimerStore(
      harness, state: TimerFeature.State(settings: quickSettings, guideInformation: seenGuides))
    await startFocus(store, harness, id: 0)

    // The machine was busy (or asleep): one tick arrives after 6.4 seconds of wall time.
    harness.passWallTime(5.4)
    await harness.advance(seconds: 1)
    await store.receive(\.timerTicked) {
      $0.count = 4  // 10 − 6.4, rounded up: never more time than is left
      $0.session?.actualSeconds = 6
    }
    // The next tick is on time again and the count follows the wall clock, not the ticks.
    await tick(store, harness, to: 3)
    await store.send(.interaction(.resetTapped)) {
      $0.timerStatus = .standBy
      $0.session = nil
      $0.count = 10
    }
    await store.finish()
  }

  @Test func focusCompletesThenBreakStandByThenBreakTimeThenStandBy() async {
    let harness = TimerHarness()
    let store = makeTimerStore(
      harness, state: TimerFeature.State(settings: quickSettings, guideInformation: seenGuides))
    await startFocus(store, harness, id: 0)
    for count in stride(from: 9, through: 1, by: -1) { await tick(store, harness, to: count) }
    await harness.advance(seconds: 1)
    await store.receive(\.timerTicked) { $0.count = 0 }
    await store.receive(\.interaction.timerCompleted) {
      $0.finishedToday = 1
      $0.session?.outcome = .finished
      $0.session?.endDate = harness.start.addingTimeInterval(10)
      $0.session?.actualSeconds = 10
      $0.timerStatus = .completed
      $0.completedDate = harness.start.addingTimeInterval(10)
    }

    // `completed` shows for three seconds of ticks.
    await showCompleted(store, harness)
    await store.receive(\.setStatus) {
      $0.timerStatus = .breakStandBy
      $0.session = nil
      $0.completedDate = nil
      $0.count = 4
    }

    await store.send(.interaction(.triggerTapped)) {
      $0.timerStatus = .breakTime
      $0.session = SessionRecord(
        id: uuid(1), kind: .shortBreak, startDate: harness.start.addingTimeInterval(13),
        plannedSeconds: 4)
    }
    for count in [3, 2, 1] { await tick(store, harness, to: count) }
    await harness.advance(seconds: 1)
    await store.receive(\.timerTicked) { $0.count = 0 }
    await store.receive(\.interaction.timerCompleted) {
      $0.session?.outcome = .finished
      $0.session?.endDate = harness.start.addingTimeInterval(17)
      $0.session?.actualSeconds = 4
      $0.timerStatus = .standBy
      $0.session = nil
      $0.count = 10
    }
    await store.finish()

    #expect(harness.history.map(\.outcome) == [.finished, .finished])
    #expect(harness.history.map(\.kind) == [.focus, .shortBreak])
    #expect(harness.sounds.value == [.focusEnded, .breakEnded])
    #expect(harness.haptics.value == [.light, .heavy, .light, .heavy])
  }

  /// Ticks a second apart by the clock may be a little under a second apart by the wall
  /// clock: `completed` still ends on the third tick (it once lasted four).
  @Test func completedLastsThreeTicksWhenTheWallClockRunsALittleBehind() async {
    let harness = TimerHarness()
    let store = makeTimerStore(
      harness, state: TimerFeature.State(settings: quickSettings, guideInformation: seenGuides))
    store.exhaustivity = .off
    await startFocus(store, harness, id: 0)
    for _ in 0..<10 { await harness.advance(seconds: 1) }
    await store.skipReceivedActions()
    #expect(store.state.timerStatus == .completed)
    for _ in 0..<3 {
      harness.passWallTime(0.995)
      await harness.clock.advance(by: .seconds(1))
    }
    await store.skipReceivedActions()
    #expect(store.state.timerStatus == .breakStandBy)
    await store.send(.interaction(.resetTapped))
  }

  @Test func everyNthSessionIsFollowedByALongBreak() async {
    let harness = TimerHarness()
    var state = TimerFeature.State(
      settings: quickSettings, guideInformation: seenGuides, finishedToday: 1)
    state.timerStatus = .completed
    let store = makeTimerStore(harness, state: state)
    #expect(!store.state.isLongBreakNext)

    // Second session of the day finished (every 2 → long break).
    await store.send(.completionShown)
    await store.receive(\.setStatus) {
      $0.timerStatus = .breakStandBy
      $0.count = 4
    }
    await store.send(.interaction(.resetTapped)) {
      $0.timerStatus = .standBy
      $0.count = 10
    }

    var second = TimerFeature.State(
      settings: quickSettings, guideInformation: seenGuides, finishedToday: 2)
    second.timerStatus = .completed
    let longStore = makeTimerStore(harness, state: second)
    await longStore.send(.completionShown)
    await longStore.receive(\.setStatus) {
      $0.timerStatus = .breakStandBy
      $0.count = 6
    }
    await longStore.send(.interaction(.triggerTapped)) {
      $0.timerStatus = .breakTime
      $0.session = SessionRecord(
        id: uuid(0), kind: .longBreak, startDate: harness.start, plannedSeconds: 6)
    }
    // Ending a break early (r) cancels its timer: advancing the clock brings no more ticks.
    await longStore.send(.interaction(.resetTapped)) {
      $0.timerStatus = .standBy
      $0.session = nil
      $0.count = 10
    }
    await harness.advance(seconds: 10)
    await longStore.finish()
    #expect(harness.history.last?.kind == .longBreak)
    #expect(harness.history.last?.outcome == .skipped)
  }

  @Test func completedTriggerGoesToStandByAndSkipsTheBreak() async {
    let harness = TimerHarness()
    var state = TimerFeature.State(
      settings: quickSettings, guideInformation: seenGuides, finishedToday: 1)
    state.timerStatus = .completed
    state.count = 0
    let store = makeTimerStore(harness, state: state)
    await store.send(.interaction(.triggerTapped)) {
      $0.timerStatus = .standBy
      $0.count = 10
    }
    await store.finish()
  }

  @Test func reachingTheDailyGoalPutsTheCatToSleepUntilTheNextDay() async {
    let harness = TimerHarness()
    let store = makeTimerStore(
      harness,
      state: TimerFeature.State(
        settings: quickSettings, guideInformation: seenGuides, finishedToday: 2))
    await startFocus(store, harness, id: 0)
    harness.passWallTime(9)
    await harness.advance(seconds: 1)
    await store.receive(\.timerTicked) { $0.count = 0 }
    await store.receive(\.interaction.timerCompleted) {
      $0.finishedToday = 3
      $0.session?.outcome = .finished
      $0.session?.endDate = harness.start.addingTimeInterval(10)
      $0.session?.actualSeconds = 10
      $0.timerStatus = .completed
      $0.completedDate = harness.start.addingTimeInterval(10)
    }
    await showCompleted(store, harness)
    await store.receive(\.setStatus) {
      $0.timerStatus = .sleep
      $0.session = nil
      $0.completedDate = nil
      $0.count = 0
      $0.sleepDate = harness.start.addingTimeInterval(13)
    }

    // Asleep: the trigger does nothing for the rest of the day.
    await store.send(.interaction(.triggerWillTap))
    await store.send(.interaction(.triggerTapped))
    harness.passWallTime(3600)
    await store.send(.interaction(.triggerTapped))

    // The next day the tap wakes the cat with a fresh count.
    harness.passWallTime(24 * 3600)
    await store.send(.interaction(.triggerTapped)) {
      $0.finishedToday = 0
      $0.sleepDate = nil
      $0.timerStatus = .standBy
      $0.count = 10
    }
    await store.finish()
    // The sleeping cat's trigger gives no feedback, even the tap that wakes it.
    #expect(harness.haptics.value == [.light, .heavy])
  }

  @Test func resetWakesTheCat() async {
    let harness = TimerHarness()
    let store = makeTimerStore(
      harness,
      state: TimerFeature.State(
        settings: quickSettings, timerStatus: .sleep, count: 0, guideInformation: seenGuides,
        finishedToday: 3, sleepDate: harness.start))
    await store.send(.interaction(.resetTapped)) {
      $0.sleepDate = nil
      $0.timerStatus = .standBy
      $0.count = 10
    }
  }

  @Test func aResumedSessionStartsPausedWithItsRemainingTime() async {
    let harness = TimerHarness()
    let session = SessionRecord(
      id: uuid(7), kind: .focus, startDate: harness.start.addingTimeInterval(-600),
      plannedSeconds: 1500, actualSeconds: 300)
    let state = TimerFeature.State.resuming(
      session, settings: PomodoroSettings(), guideInformation: seenGuides, now: harness.start)
    #expect(state.timerStatus == .pause)
    #expect(state.count == 1200)
    #expect(state.elapsedSeconds(at: harness.start) == 300)
    let store = makeTimerStore(harness, state: state)
    await store.send(.interaction(.triggerTapped)) {
      $0.timerStatus = .focus
      $0.pauseDate = nil
    }
    await tick(store, harness, to: 1199)
    await store.send(.interaction(.resetTapped)) {
      $0.timerStatus = .standBy
      $0.session = nil
      $0.pausedSeconds = 0
      $0.count = 1500
    }
    await store.finish()
    #expect(harness.history.last?.actualSeconds == 301)
  }
}
