import ComposableArchitecture
import Foundation
import Testing

/// The seed documents' features, tested with a test store and a test clock as the seeds' own
/// tests would be.
@MainActor
struct SeedFeatureTests {
  // MARK: - 002 Reducer: the timer counter

  @Test func timerCounterTicksAndStops() async {
    let clock = TestClock()
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.toggleTimerButtonTapped) { $0.isTimerOn = true }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) { $0.count = 1 }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) { $0.count = 2 }
    await store.send(.toggleTimerButtonTapped) { $0.isTimerOn = false }
    // Stopped: time passing sends nothing more, which the store would report.
    await clock.advance(by: .seconds(5))
    await store.send(.decrementButtonTapped) { $0.count = 1 }
  }

  @Test func decrementFeatureWrittenWithReduceInto() async {
    let store = TestStore(initialState: DecrementFeature.State()) { DecrementFeature() }
    await store.send(.decrementButtonTapped) { $0.count = -1 }
  }

  // MARK: - 001 Refreshable

  @Test func refreshFetchesAFactAboutTheCount() async {
    let store = TestStore(initialState: Refreshable.State()) {
      Refreshable()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is a good number." }
    }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    // As the view does: the refresh lasts exactly as long as its effect.
    await store.send(.refresh).finish()
    await store.receive(\.factResponse.success) { $0.fact = "1 is a good number." }
  }

  @Test func refreshFailureLeavesNoFact() async {
    struct FactUnavailable: Error {}
    let store = TestStore(initialState: Refreshable.State(fact: "0 is zero.")) {
      Refreshable()
    } withDependencies: {
      $0.factClient.fetch = { _ in throw FactUnavailable() }
    }
    await store.send(.refresh) { $0.fact = nil }
    await store.receive(\.factResponse.failure)
  }

  @Test func cancelStopsTheRequest() async {
    let clock = TestClock()
    let store = TestStore(initialState: Refreshable.State()) {
      Refreshable()
    } withDependencies: {
      $0.factClient.fetch = { number in
        try await clock.sleep(for: .seconds(1))
        return "\(number) is a good number."
      }
    }
    let refresh = await store.send(.refresh)
    await store.send(.cancelButtonTapped)
    await refresh.finish()
    // The response the request would have sent never comes, which the store would report.
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  // MARK: - 004 Long-living effects

  @Test func screenshotsAreCountedWhileTheScreenIsShown() async {
    let (screenshots, screenshotTaken) = AsyncStream.makeStream(of: Void.self)
    let store = TestStore(initialState: LongLivingEffects.State()) {
      LongLivingEffects()
    } withDependencies: {
      $0.screenshots = { screenshots }
    }
    let task = await store.send(.task)
    screenshotTaken.yield()
    await store.receive(\.userDidTakeScreenshotNotification) { $0.screenshotCount = 1 }
    screenshotTaken.yield()
    await store.receive(\.userDidTakeScreenshotNotification) { $0.screenshotCount = 2 }
    // The screen goes away, and with it the effect.
    await task.cancel()
    screenshotTaken.yield()
    #expect(task.isCancelled)
  }

  // MARK: - 000 Pomodoro: the timer feature's controllers

  @Test func triggerTapRunsEveryController() async {
    let clock = TestClock()
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    let impacts = LockIsolated<[HapticStyle]>([])
    let savedGuides = LockIsolated<[GuideInformation]>([])
    let store = TestStore(initialState: TimerFeature.State(count: 3)) {
      TimerFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date = .constant(start)
      $0.haptic.impact = { style in impacts.withValue { $0.append(style) } }
      $0.guideDefaults.save = { guide in savedGuides.withValue { $0.append(guide) } }
    }

    // One tap: the guide controller marks onboarding, the action controller starts focusing,
    // the haptic controller taps once.
    await store.send(.viewAction(.triggerTapped)) { $0.guideInformation.onBoarding = true }
    await store.receive(.setStatus(.focus, startDate: start)) {
      $0.timerStatus = .focus
      $0.startDate = start
    }
    #expect(impacts.value == [.light])

    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) { $0.count = 2 }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) { $0.count = 1 }

    // A second tap pauses; the guide is not started twice.
    await store.send(.viewAction(.triggerTapped))
    await store.receive(.setStatus(.pause)) { $0.timerStatus = .pause }
    #expect(impacts.value == [.light, .light])

    // The start guide shows three seconds after the first tap, and is saved.
    await clock.advance(by: .seconds(1))
    let guide = GuideInformation(onBoarding: true, startGuide: true)
    await store.receive(.setGuideState(guide)) { $0.guideInformation.startGuide = true }
    await store.finish()
    #expect(savedGuides.value == [guide])
  }

  @Test func startGuideWaitsThreeSecondsOnTheClock() async {
    let clock = TestClock()
    let store = TestStore(initialState: TimerFeature.State(timerStatus: .sleep)) {
      TimerFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.haptic.impact = { _ in }
      $0.guideDefaults.save = { _ in }
    }
    await store.send(.viewAction(.triggerTapped)) { $0.guideInformation.onBoarding = true }
    await clock.advance(by: .milliseconds(2_999))
    // Nothing has arrived yet: sending would fail on an unhandled received action.
    await store.send(.viewAction(.timerFieldTapped))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.setGuideState(GuideInformation(onBoarding: true, startGuide: true))) {
      $0.guideInformation.startGuide = true
    }
    await store.finish()
  }

  @Test func zeroCountDoesNotStart() async {
    let impacts = LockIsolated<[HapticStyle]>([])
    let store = TestStore(
      initialState: TimerFeature.State(
        count: 0, guideInformation: GuideInformation(onBoarding: true)
      )
    ) {
      TimerFeature()
    } withDependencies: {
      $0.haptic.impact = { style in impacts.withValue { $0.append(style) } }
    }
    await store.send(.viewAction(.triggerTapped))
    await store.finish()
    #expect(store.state.timerStatus == .standBy)
    #expect(impacts.value == [.light])
  }
}
