import CaseStudiesCore
import CaseStudiesTUI
import ComposableArchitecture
import Testing

@MainActor
struct RefreshActivityTests {
  @Test func loadsExactlyWhileTheRefreshEffectRuns() async {
    let (started, start) = AsyncStream.makeStream(of: Void.self)
    let (answers, answer) = AsyncStream.makeStream(of: String.self)
    let store = Store(initialState: Refreshable.State(count: 7)) {
      Refreshable()
    } withDependencies: {
      $0.factClient.fetch = { _ in
        start.yield()
        for await fact in answers { return fact }
        throw CancellationError()
      }
    }
    let activity = RefreshActivity()
    #expect(!activity.isLoading)
    let refreshing = Task { await activity.refresh(store) }
    for await _ in started { break }
    #expect(activity.isLoading)
    answer.yield("7 is prime.")
    await refreshing.value
    #expect(!activity.isLoading)
    #expect(store.fact == "7 is prime.")
  }

  @Test func cancellingEndsTheLoading() async {
    let (started, start) = AsyncStream.makeStream(of: Void.self)
    let store = Store(initialState: Refreshable.State()) {
      Refreshable()
    } withDependencies: {
      $0.factClient.fetch = { _ in
        start.yield()
        try await Task.sleep(for: .seconds(3600))
        return "too late"
      }
    }
    let activity = RefreshActivity()
    let refreshing = Task { await activity.refresh(store) }
    for await _ in started { break }
    #expect(activity.isLoading)
    store.send(.cancelButtonTapped)
    await refreshing.value
    #expect(!activity.isLoading)
    #expect(store.fact == nil)
    #expect(store.errorMessage == nil)
  }
}
