import CaseStudiesCore
import ComposableArchitecture
import Testing

@MainActor
struct CaseStudiesAppFeatureTests {
  @Test func theMenuOpensEachCaseStudyFresh() async {
    let store = TestStore(initialState: CaseStudiesApp.State()) { CaseStudiesApp() }
    await store.send(.menuItemSelected(.counter)) { $0.destination = .counter(.init()) }
    await store.send(.destination(.presented(.counter(.incrementButtonTapped)))) {
      $0.destination = .counter(.init(count: 1))
    }
    await store.send(.backButtonTapped) { $0.destination = nil }
    await store.send(.menuItemSelected(.counter)) { $0.destination = .counter(.init()) }
    await store.send(.menuItemSelected(.longLiving)) { $0.destination = .longLiving(.init()) }
    await store.send(.menuItemSelected(.refreshable)) { $0.destination = .refreshable(.init()) }
    await store.send(.menuItemSelected(.running)) { $0.destination = .running(.init()) }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
  }

  @Test func leavingTheCounterStopsItsTimer() async {
    let clock = TestClock()
    let store = TestStore(initialState: CaseStudiesApp.State()) {
      CaseStudiesApp()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.menuItemSelected(.counter)) { $0.destination = .counter(.init()) }
    await store.send(.destination(.presented(.counter(.toggleTimerButtonTapped)))) {
      $0.destination = .counter(.init(isTimerOn: true))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.destination.counter.timerTicked) {
      $0.destination = .counter(.init(count: 1, isTimerOn: true))
    }
    await store.send(.backButtonTapped) { $0.destination = nil }
    await clock.advance(by: .seconds(10))
  }
}
