import Testing

@testable import ComposableArchitecture

/// Merging or concatenating two `.run` effects gives one `.run`, as in TCA, whose own tests take
/// the fused operation apart with `@testable import`.
struct EffectFusionTests {
  @Test func twoMergedRunsAreOneRunThatDoesBoth() async {
    let (gate, opener) = AsyncStream.makeStream(of: Void.self)
    let effect = Effect<Int>.run { send in
      // Waits for the other one: both must run at the same time.
      for await _ in gate { break }
      await send(1)
    }
    .merge(
      with: .run { send in
        await send(2)
        opener.yield()
      })
    guard case let .run(_, _, operation) = effect.operation else {
      Issue.record("not one run: \(effect.operation)")
      return
    }
    let sent = LockIsolated<[Int]>([])
    await operation(Send { value in sent.withValue { $0.append(value) } })
    #expect(sent.value == [2, 1])
  }

  @Test func twoConcatenatedRunsAreOneRunThatDoesThemInTurn() async {
    let effect = Effect<Int>.run { send in await send(1) }
      .concatenate(with: .run(priority: .low) { send in await send(2) })
    guard case let .run(_, _, operation) = effect.operation else {
      Issue.record("not one run: \(effect.operation)")
      return
    }
    let sent = LockIsolated<[Int]>([])
    await operation(Send { value in sent.withValue { $0.append(value) } })
    #expect(sent.value == [1, 2])
  }

  /// The store runs the fused run as one effect: the part that never ends keeps it in flight
  /// until it is cancelled by the id given to the whole.
  @MainActor
  @Test func aStoreRunsAFusedRunAndCancelsItWhole() async {
    let store = TestStore(initialState: [Int]()) {
      Reduce<[Int], Int> { state, value in
        switch value {
        case 0:
          return .run { send in await send(1) }
            .merge(with: .run { _ in try await Task.never() })
            .cancellable(id: "fused")
        case -1:
          return .cancel(id: "fused")
        default:
          state.append(value)
          return .none
        }
      }
    }
    await store.send(0)
    await store.receive(1) { $0 = [1] }
    await store.send(-1)
    await store.finish()
  }
}
