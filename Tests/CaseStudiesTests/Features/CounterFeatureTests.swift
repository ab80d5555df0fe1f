import CaseStudiesCore
import ComposableArchitecture
import Testing

@MainActor
struct CounterFeatureTests {
  @Test func countsDownAndUp() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.incrementButtonTapped) { $0.count = 2 }
    await store.send(.decrementButtonTapped) { $0.count = 1 }
  }

  @Test func timerTicksEachSecondUntilToggledOff() async {
    let clock = TestClock()
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.toggleTimerButtonTapped) { $0.isTimerOn = true }
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.timerTicked) { $0.count = 1 }
    await clock.advance(by: .seconds(2))
    await store.receive(\.timerTicked) { $0.count = 2 }
    await store.receive(\.timerTicked) { $0.count = 3 }
    await store.send(.toggleTimerButtonTapped) { $0.isTimerOn = false }
    // Off: time passes and nothing arrives (the store would fail on an unexpected tick).
    await clock.advance(by: .seconds(5))
  }
}
