import ComposableArchitecture
import Foundation
import PomodoroCore
import Testing

/// The hook controller: one event per start, pause, resume, finish and skip, with the
/// session's id, phase, task and remaining time; a failing command is shown once.
@MainActor
struct HookControllerTests {
  func names(_ harness: TimerHarness) -> [String] {
    harness.hookEvents.value.map(\.name.rawValue)
  }

  @Test func aCycleGivesAnEventPerStep() async {
    let harness = TimerHarness()
    let store = makeTimerStore(
      harness,
      state: TimerFeature.State(
        settings: quickSettings, guideInformation: seenGuides, task: "Plan"))
    store.exhaustivity = .off(showSkippedAssertions: false)
    await store.send(.interaction(.triggerTapped))
    await harness.advance(seconds: 3)
    await store.send(.interaction(.triggerTapped))  // pause at 7
    await store.send(.interaction(.triggerTapped))  // resume
    await harness.advance(seconds: 7)  // runs out
    // The session is stored as finished before it completes on screen (issue 39).
    await store.skipReceivedActions(strict: false)
    await harness.advance(seconds: 3)  // `completed` is over
    await store.send(.interaction(.triggerTapped))  // the break
    await harness.advance(seconds: 1)
    await store.send(.interaction(.triggerTapped))  // pause the break
    await store.send(.interaction(.triggerTapped))  // resume it
    await harness.advance(seconds: 3)  // it runs out
    await store.skipReceivedActions(strict: false)
    await store.send(.interaction(.triggerTapped))  // a second focus session
    await store.send(.interaction(.resetTapped))  // stopped
    await store.finish()

    #expect(
      names(harness) == [
        "focus-started", "focus-paused", "focus-resumed", "focus-finished", "break-started",
        "break-paused", "break-resumed", "break-finished", "focus-started", "focus-skipped",
      ])
    let events = harness.hookEvents.value
    #expect(events.map(\.sessionID) == [0, 0, 0, 0, 1, 1, 1, 1, 2, 2].map(uuid))
    #expect(events.map(\.phase).prefix(5) == ["focus", "focus", "focus", "focus", "short-break"])
    #expect(events.map(\.remainingSeconds) == [10, 7, 7, 0, 4, 3, 3, 0, 10, 10])
    #expect(events.allSatisfy { $0.task == "Plan" })
    #expect(
      events[3].environment == [
        "POMODORO_EVENT": "focus-finished", "POMODORO_PHASE": "focus", "POMODORO_TASK": "Plan",
        "POMODORO_REMAINING": "0", "POMODORO_SESSION_ID": uuid(0).uuidString,
      ])
  }

  @Test func aSkippedBreakHasNoSession() async {
    let harness = TimerHarness()
    let store = makeTimerStore(
      harness,
      state: TimerFeature.State(
        settings: quickSettings, timerStatus: .breakStandBy, count: 4,
        guideInformation: seenGuides))
    await store.send(.interaction(.resetTapped)) {
      $0.timerStatus = .standBy
      $0.count = 10
    }
    await store.finish()
    #expect(harness.hookEvents.value.map(\.name) == [.breakSkipped])
    #expect(harness.hookEvents.value.first?.environment["POMODORO_SESSION_ID"] == "")
  }

  /// A failed hook's message goes after `hookMessageDuration`, not at the next save: a hook
  /// failing once left it on screen for good.
  @Test func aFailedHooksMessageGoesAfterAWhile() async {
    let harness = TimerHarness()
    harness.hookFailures.setValue([HookFailure(command: "false", reason: "exit status 1")])
    let store = makeTimerStore(
      harness, state: TimerFeature.State(settings: quickSettings, guideInformation: seenGuides))
    store.exhaustivity = .off(showSkippedAssertions: false)
    await store.send(.interaction(.triggerTapped))
    await store.send(.interaction(.triggerTapped))  // paused: no ticks
    await store.skipReceivedActions(strict: false)
    #expect(store.state.errorMessage?.contains("The hook \"false\" failed") == true)
    await harness.advance(seconds: 9)
    await store.skipReceivedActions(strict: false)
    #expect(store.state.errorMessage != nil)
    await harness.advance(seconds: 1)
    await store.skipReceivedActions(strict: false)
    #expect(store.state.errorMessage == nil)
    await store.send(.interaction(.resetTapped))
    await store.skipReceivedActions(strict: false)
    await store.finish()
  }

  /// Space during `completed` skips the break as `r` on a break ready does: the same event.
  @Test func skippingTheBreakWithSpaceWhileCompletedIsABreakSkipped() async {
    let harness = TimerHarness()
    let store = makeTimerStore(
      harness,
      state: TimerFeature.State(
        settings: quickSettings, guideInformation: seenGuides, task: "Plan"))
    store.exhaustivity = .off(showSkippedAssertions: false)
    await store.send(.interaction(.triggerTapped))
    await harness.advance(seconds: 10)  // runs out: `completed`
    await store.skipReceivedActions(strict: false)
    #expect(store.state.timerStatus == .completed)
    await store.send(.interaction(.triggerTapped))  // skips the break
    await store.skipReceivedActions(strict: false)
    #expect(store.state.timerStatus == .standBy)
    await store.finish()
    #expect(names(harness) == ["focus-started", "focus-finished", "break-skipped"])
    let skipped = harness.hookEvents.value.last
    #expect(skipped?.phase == "short-break")
    #expect(skipped?.sessionID == nil)
    #expect(skipped?.remainingSeconds == 4)
    #expect(skipped?.task == "Plan")
  }

  /// With the day's goal reached there is no break to skip: the cat sleeps, no event.
  @Test func spaceWhileCompletedAtTheGoalSkipsNothing() async {
    let harness = TimerHarness()
    let store = makeTimerStore(
      harness,
      state: TimerFeature.State(
        settings: quickSettings, guideInformation: seenGuides, finishedToday: 2))
    store.exhaustivity = .off(showSkippedAssertions: false)
    await store.send(.interaction(.triggerTapped))
    await harness.advance(seconds: 10)
    await store.skipReceivedActions(strict: false)
    await store.send(.interaction(.triggerTapped))
    await store.skipReceivedActions(strict: false)
    #expect(store.state.timerStatus == .sleep)
    await store.finish()
    #expect(names(harness) == ["focus-started", "focus-finished"])
  }

  @Test func aFailingCommandIsShownOnceAndNeverHoldsUpTheTimer() async {
    let harness = TimerHarness()
    let failure = HookFailure(command: "false", reason: "exit status 1")
    harness.hookFailures.setValue([failure])
    let store = makeTimerStore(
      harness, state: TimerFeature.State(settings: quickSettings, guideInformation: seenGuides))
    await startFocus(store, harness, id: 0)
    await store.receive(\.hookFailed) {
      $0.reportedHookCommands = ["false"]
      $0.errorMessage =
        "The hook \"false\" failed: exit status 1. (Shown once; it still runs.)"
    }
    await tick(store, harness, to: 9)
    await store.send(.interaction(.triggerTapped)) {
      $0.timerStatus = .pause
      $0.pauseDate = harness.start.addingTimeInterval(1)
    }
    await store.receive(\.hookFailed)
    await store.send(.interaction(.resetTapped)) {
      $0.timerStatus = .standBy
      $0.session = nil
      $0.count = 10
    }
    await store.receive(\.hookFailed)
    // The message goes after `hookMessageDuration` (1 second of it has passed).
    await harness.advance(seconds: 9)
    await store.receive(\.hookMessageExpired) { $0.errorMessage = nil }
    await store.finish()
    #expect(harness.hookEvents.value.count == 3)
  }
}
