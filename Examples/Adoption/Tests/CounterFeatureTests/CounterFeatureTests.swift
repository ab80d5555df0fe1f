import ComposableArchitecture
import CounterFeature
import Foundation
import Testing

@MainActor
struct CounterFeatureTests {
  @Test func count() async {
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.decrementButtonTapped) { $0.count = 0 }
  }

  @Test func fact() async {
    let store = TestStore(initialState: CounterFeature.State(count: 3)) {
      CounterFeature()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is a good number." }
    }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await store.receive(\.factResponse) {
      $0.fact = "3 is a good number."
      $0.isLoading = false
    }
  }

  @Test func factFailure() async {
    struct Offline: LocalizedError {
      var errorDescription: String? { "The network is down." }
    }
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.numberFact.fetch = { _ in throw Offline() }
    }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await store.receive(\.factFailed) {
      $0.factError = "The network is down."
      $0.isLoading = false
    }
  }

  // A client the test did not override fails the test: on Linux this needs the test-support
  // product, without which the failure would only be printed.
  @Test func unimplementedClient() async {
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    }
    store.exhaustivity = .off
    await withKnownIssue {
      await store.send(.factButtonTapped)
      await store.receive(\.factFailed)
    } matching: { issue in
      issue.description.contains("NumberFactClient.fetch")
    }
  }
}
