import CaseStudiesCore
import ComposableArchitecture
import Testing

@MainActor
struct RefreshableTests {
  struct Offline: Error, CustomStringConvertible {
    var description: String { "the network is down" }
  }

  @Test func refreshFetchesAFactAboutTheCount() async {
    let store = TestStore(initialState: Refreshable.State()) {
      Refreshable()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is a good number." }
    }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.refresh) { $0.factNumber = 1 }
    await store.receive(\.factResponse.success) { $0.fact = "1 is a good number." }
  }

  @Test func aFailureIsShownAndClearedByTheNextRefresh() async {
    let fails = LockIsolated(true)
    let store = TestStore(initialState: Refreshable.State(count: 5, fact: "old")) {
      Refreshable()
    } withDependencies: {
      $0.factClient.fetch = { number in
        if fails.value { throw Offline() }
        return "\(number) is odd."
      }
    }
    await store.send(.refresh) {
      $0.fact = nil
      $0.factNumber = 5
    }
    await store.receive(\.factResponse.failure) { $0.errorMessage = "the network is down" }
    fails.setValue(false)
    await store.send(.refresh) { $0.errorMessage = nil }
    await store.receive(\.factResponse.success) { $0.fact = "5 is odd." }
  }

  @Test func cancelStopsTheRequestAndNoFactArrives() async {
    let clock = TestClock()
    let store = TestStore(initialState: Refreshable.State()) {
      Refreshable()
    } withDependencies: {
      $0.factClient.fetch = { number in
        try await clock.sleep(for: .seconds(2))
        return "\(number) is zero."
      }
    }
    let refresh = await store.send(.refresh) { $0.factNumber = 0 }
    await clock.advance(by: .seconds(1))
    await store.send(.cancelButtonTapped)
    // The refresh's effects are over: a view awaiting them stops its loading indicator.
    await refresh.finish()
    await clock.advance(by: .seconds(5))
  }

  @Test func leavingTheScreenCancelsTheRequest() async {
    let clock = TestClock()
    let store = TestStore(initialState: CaseStudiesApp.State()) {
      CaseStudiesApp()
    } withDependencies: {
      $0.factClient.fetch = { _ in
        try await clock.sleep(for: .seconds(2))
        return "never shown"
      }
    }
    await store.send(.menuItemSelected(.refreshable)) {
      $0.destination = .refreshable(Refreshable.State())
    }
    let refresh = await store.send(.destination(.presented(.refreshable(.refresh)))) {
      $0.destination = .refreshable(Refreshable.State(factNumber: 0))
    }
    await store.send(.backButtonTapped) { $0.destination = nil }
    await refresh.finish()
    await clock.advance(by: .seconds(5))
  }

  /// `r` then `+` on a slow server: the state keeps the number the request is about, so the
  /// screen says "Loading a fact about 0" and shows the answer about 0 when it comes.
  @Test func theFactKeepsTheNumberItWasAskedAbout() async {
    let clock = TestClock()
    let store = TestStore(initialState: Refreshable.State()) {
      Refreshable()
    } withDependencies: {
      $0.factClient.fetch = { number in
        try await clock.sleep(for: .seconds(2))
        return "\(number) is zero."
      }
    }
    await store.send(.refresh) { $0.factNumber = 0 }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await clock.advance(by: .seconds(2))
    await store.receive(\.factResponse.success) { $0.fact = "0 is zero." }
    #expect(store.state.factNumber == 0)
  }
}
