import ComposableArchitecture
import Foundation
import PomodoroCore
import Testing

/// The first-run hints: shown once, the start guide 3 seconds after the first start.
@MainActor
struct GuideTests {
  @Test func theStartGuideAppearsThreeSecondsAfterTheFirstStart() async {
    let harness = TimerHarness()
    let store = makeTimerStore(harness, state: TimerFeature.State(settings: quickSettings))
    #expect(store.state.presentedGuide == .onBoarding)

    await store.send(.interaction(.triggerTapped)) {
      $0.presentedGuide = nil
      $0.guideInformation.onBoarding = true
      $0.timerStatus = .focus
      $0.session = SessionRecord(
        id: uuid(0), kind: .focus, startDate: harness.start, plannedSeconds: 10)
    }
    // Paused at once, so that no tick comes between the guide's steps.
    await store.send(.interaction(.triggerTapped)) {
      $0.timerStatus = .pause
      $0.pauseDate = harness.start
    }
    await harness.clock.advance(by: .milliseconds(2999))
    #expect(store.state.presentedGuide == nil)
    await harness.clock.advance(by: .milliseconds(1))
    await store.receive(\.setGuideState) {
      $0.guideInformation.startGuide = true
      $0.presentedGuide = .startGuide
    }

    // Any interaction dismisses it.
    await store.send(.interaction(.catTapped)) {
      $0.presentedGuide = nil
      $0.catTaps = 1
      $0.isCatReacting = true
    }
    await harness.clock.advance(by: .seconds(2))
    await store.receive(\.catReactionEnded) { $0.isCatReacting = false }
    await store.send(.interaction(.resetTapped)) {
      $0.timerStatus = .standBy
      $0.session = nil
      $0.pauseDate = nil
    }
    await store.finish()
    #expect(
      harness.guides.value == [
        GuideFlags(onBoarding: true), GuideFlags(onBoarding: true, startGuide: true),
      ])
  }

  /// A first session shorter than the start guide's delay: the guide about pausing would be
  /// stale once it is over, so the stand-by guide stays.
  @Test func theStartGuideIsNotShownOnceTheSessionIsOver() async {
    let harness = TimerHarness()
    let store = makeTimerStore(
      harness,
      state: TimerFeature.State(settings: PomodoroSettings(focusSeconds: 2, shortBreakSeconds: 60)))
    store.exhaustivity = .off
    await store.send(.interaction(.triggerTapped))
    for _ in 0..<3 { await harness.advance(seconds: 1) }
    await store.skipReceivedActions()
    #expect(store.state.timerStatus == .completed)
    #expect(store.state.guideInformation.startGuide)
    #expect(store.state.presentedGuide == .standByGuide)
    await store.send(.interaction(.resetTapped))
  }

  @Test func guidesSeenBeforeAreNotShownAgain() async {
    let harness = TimerHarness()
    let store = makeTimerStore(
      harness, state: TimerFeature.State(settings: quickSettings, guideInformation: seenGuides))
    #expect(store.state.presentedGuide == nil)
    await startFocus(store, harness, id: 0)
    // Past the start guide's 3 seconds: no guide is shown or saved.
    for count in [9, 8, 7] { await tick(store, harness, to: count) }
    #expect(store.state.presentedGuide == nil)
    await store.send(.interaction(.resetTapped)) {
      $0.timerStatus = .standBy
      $0.session = nil
      $0.count = 10
    }
    await store.finish()
    #expect(harness.guides.value.isEmpty)
  }

  @Test func theStandByGuideAppearsWhenTheFirstSessionCompletes() async {
    let harness = TimerHarness()
    let store = makeTimerStore(
      harness,
      state: TimerFeature.State(
        settings: quickSettings, guideInformation: GuideFlags(onBoarding: true, startGuide: true)
      ))
    await startFocus(store, harness, id: 0)
    harness.passWallTime(9)
    await harness.advance(seconds: 1)
    await store.receive(\.timerTicked) { $0.count = 0 }
    await store.receive(\.interaction.timerCompleted) {
      $0.guideInformation.standByGuide = true
      $0.presentedGuide = .standByGuide
      $0.finishedToday = 1
      $0.session?.outcome = .finished
      $0.session?.endDate = harness.start.addingTimeInterval(10)
      $0.session?.actualSeconds = 10
      $0.timerStatus = .completed
      $0.completedDate = harness.start.addingTimeInterval(10)
    }
    await store.send(.interaction(.triggerTapped)) {
      $0.presentedGuide = nil
      $0.timerStatus = .standBy
      $0.session = nil
      $0.completedDate = nil
      $0.count = 10
    }
    await store.finish()
    #expect(harness.guides.value == [seenGuides])
  }
}
