import ComposableArchitecture
import Foundation
import PomodoroCore
import Testing

/// A key is one action: the trigger's transition is decided and applied, and every controller
/// reacts to it, in the pass of the key's own action. (Space used to make four passes:
/// `triggerWillTap`, `triggerTapped`, then the `setStatus` and `hookSessionStarted` its effects
/// sent back.)
@MainActor
struct OneActionPerKeyTests {
  @Test func spaceStartsPausesAndResumesAndResetStopsEachInOneAction() async {
    let harness = TimerHarness()
    let store = makeTimerStore(
      harness, state: TimerFeature.State(settings: quickSettings, guideInformation: seenGuides))

    await store.send(.interaction(.triggerTapped)) {
      $0.timerStatus = .focus
      $0.session = SessionRecord(
        id: uuid(0), kind: .focus, startDate: harness.start, plannedSeconds: 10)
    }
    await tick(store, harness, to: 9)
    await store.send(.interaction(.triggerTapped)) {
      $0.timerStatus = .pause
      $0.pauseDate = harness.start.addingTimeInterval(1)
    }
    await harness.advance(seconds: 5)
    await store.send(.interaction(.triggerTapped)) {
      $0.timerStatus = .focus
      $0.pauseDate = nil
      $0.pausedSeconds = 5
    }
    await store.send(.interaction(.resetTapped)) {
      $0.timerStatus = .standBy
      $0.session = nil
      $0.count = 10
    }
    await store.finish()

    #expect(harness.haptics.value == [.light, .light, .light])
    #expect(
      harness.hookEvents.value.map(\.name) == [
        .focusStarted, .focusPaused, .focusResumed, .focusSkipped,
      ])
    #expect(harness.hookEvents.value.map(\.sessionID) == Array(repeating: uuid(0), count: 4))
  }

  @Test func spaceOnABreakReadyStartsItInOneAction() async {
    let harness = TimerHarness()
    let store = makeTimerStore(
      harness,
      state: TimerFeature.State(
        settings: quickSettings, timerStatus: .breakStandBy, count: 4,
        guideInformation: seenGuides, finishedToday: 1))

    await store.send(.interaction(.triggerTapped)) {
      $0.timerStatus = .breakTime
      $0.session = SessionRecord(
        id: uuid(0), kind: .shortBreak, startDate: harness.start, plannedSeconds: 4)
    }
    await store.send(.interaction(.resetTapped)) {
      $0.timerStatus = .standBy
      $0.session = nil
      $0.count = 10
    }
    await store.finish()
    #expect(harness.hookEvents.value.map(\.name) == [.breakStarted, .breakSkipped])
    #expect(harness.hookEvents.value.first?.remainingSeconds == 4)
  }
}
