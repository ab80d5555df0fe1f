import ComposableArchitecture
import Foundation
import Testing

/// The seed features driven through a plain `Store` (the TestStore tests are beside them).
@MainActor
struct SeedFeaturesStoreTests {
  @Test func refreshFetchesAFactAboutTheCount() async {
    let store = Store(initialState: Refreshable.State()) {
      Refreshable()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is a good number." }
    }
    store.send(.incrementButtonTapped)
    store.send(.incrementButtonTapped)
    store.send(.decrementButtonTapped)
    await store.send(.refresh).finish()
    #expect(store.count == 1)
    #expect(store.fact == "1 is a good number.")
  }

  @Test func refreshCanBeCancelled() async {
    let (gate, _) = AsyncStream.makeStream(of: Void.self)
    let log = EventLog()
    let store = Store(initialState: Refreshable.State(fact: "old")) {
      Refreshable()
    } withDependencies: {
      $0.factClient.fetch = { _ in
        log.record("fetching")
        for await _ in gate {}
        try Task.checkCancellation()
        return "never"
      }
    }
    let refresh = store.send(.refresh)
    #expect(await log.next() == ["fetching"])
    #expect(store.fact == nil)
    store.send(.cancelButtonTapped)
    await refresh.finish()
    #expect(store.fact == nil)
  }

  @Test func timerTicksEachSecondUntilToggledOff() async {
    let clock = TestClock()
    let sleeps = EventLog()
    let store = Store(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.continuousClock = ObservedClock(base: clock, log: sleeps)
    }
    let timer = store.send(.toggleTimerButtonTapped)
    #expect(await sleeps.next() == ["sleep"])
    for tick in 1...3 {
      await clock.advance(by: .seconds(1))
      // The timer sleeps again only after it has sent its tick.
      #expect(await sleeps.next() == ["sleep"])
      #expect(store.count == tick)
    }
    store.send(.toggleTimerButtonTapped)
    await timer.finish()
    await clock.advance(by: .seconds(3))
    #expect(store.count == 3)
    #expect(!store.isTimerOn)
  }

  @Test func decrementWithReduceInto() {
    let store = Store(initialState: DecrementFeature.State()) { DecrementFeature() }
    store.send(.decrementButtonTapped)
    #expect(store.count == -1)
  }

  @Test func longLivingEffectCountsUntilItsTaskIsCancelled() async {
    let (screenshots, takeScreenshot) = AsyncStream.makeStream(of: Void.self)
    let store = Store(initialState: LongLivingEffects.State()) {
      LongLivingEffects()
    } withDependencies: {
      $0.screenshots = { screenshots }
    }
    let task = store.send(.task)
    takeScreenshot.yield()
    takeScreenshot.yield()
    while store.screenshotCount < 2 { await Task.yield() }
    task.cancel()
    await task.finish()
    takeScreenshot.yield()
    #expect(store.screenshotCount == 2)
  }

  @Test func triggerTapRunsEveryControllerAndStartsFocus() async {
    let clock = TestClock()
    let sleeps = EventLog()
    let impacts = LockIsolated<[HapticStyle]>([])
    let saved = LockIsolated<[GuideInformation]>([])
    let saves = EventLog()
    let store = Store(initialState: TimerFeature.State(count: 5)) {
      TimerFeature()
    } withDependencies: {
      $0.continuousClock = ObservedClock(base: clock, log: sleeps)
      $0.date.now = Date(timeIntervalSince1970: 100)
      $0.haptic.impact = { style in impacts.withValue { $0.append(style) } }
      $0.guideDefaults.save = { guide in
        saved.withValue { $0.append(guide) }
        saves.record("saved")
      }
    }
    let tap = store.send(.viewAction(.triggerTapped))
    #expect(store.guideInformation.onBoarding, "the guide controller ran synchronously")
    // Two sleepers: the 3-second guide delay and the focus timer.
    #expect(await sleeps.next(2) == ["sleep", "sleep"])
    #expect(store.timerStatus == .focus)
    #expect(store.startDate == Date(timeIntervalSince1970: 100))
    for _ in 1...2 {
      await clock.advance(by: .seconds(1))
      #expect(await sleeps.next() == ["sleep"])
    }
    #expect(store.count == 3)
    #expect(!store.guideInformation.startGuide, "the start guide waits three seconds")
    await clock.advance(by: .seconds(1))
    #expect(await sleeps.next() == ["sleep"])
    #expect(await saves.next() == ["saved"])
    #expect(store.guideInformation.startGuide)
    #expect(saved.value == [store.guideInformation])
    #expect(store.count == 2)
    // Pausing stops the timer, so everything the first tap started can finish.
    await store.send(.viewAction(.triggerTapped)).finish()
    #expect(store.timerStatus == .pause)
    await tap.finish()
    #expect(impacts.value == [.light, .light])
  }

  @Test func zeroCountDoesNotStart() async {
    let store = Store(initialState: TimerFeature.State(count: 0)) {
      TimerFeature()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
      $0.haptic.impact = { _ in }
      $0.guideDefaults.save = { _ in }
    }
    await store.send(.viewAction(.triggerTapped)).finish()
    #expect(store.timerStatus == .standBy)
  }
}
