import ComposableArchitecture
import Testing

/// Cancellation ids are compared by type and value: their hashes only narrow the search.
@MainActor
struct CancelIDTests {
  @Test func idsWithTheSameHashAreToldApartByTheirTypeAndValue() async {
    let store = Store(initialState: 0) { CollidingIDs() }
    let task = store.send(.start)
    store.send(.cancelAnotherValue)
    store.send(.cancelAnotherType)
    #expect(!task.isCancelled)
    store.send(.cancelTheSameValue)
    #expect(task.isCancelled)
    await task.finish()
  }

  /// Ids whose hashes are all equal, so that only comparing them tells them apart.
  private struct CollidingID: Hashable, Sendable {
    let value: Int
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
  }

  private struct OtherCollidingID: Hashable, Sendable {
    let value: Int
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
  }

  private struct CollidingIDs: Reducer {
    enum Action { case start, cancelAnotherValue, cancelAnotherType, cancelTheSameValue }

    func reduce(into state: inout Int, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { _ in try await Task.never() }.cancellable(id: CollidingID(value: 1))
      case .cancelAnotherValue:
        return .cancel(id: CollidingID(value: 2))
      case .cancelAnotherType:
        return .cancel(id: OtherCollidingID(value: 1))
      case .cancelTheSameValue:
        return .cancel(id: CollidingID(value: 1))
      }
    }
  }
}
