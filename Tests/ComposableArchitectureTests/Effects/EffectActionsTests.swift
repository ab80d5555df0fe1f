import Combine
@_spi(Internals) import ComposableArchitecture
import Foundation
import Testing

/// An effect run outside of a store, as TCA's own tests run one: through `actions`, or through
/// `_EffectPublisher`.
struct EffectActionsTests {
  @Test func actionsAreThoseTheEffectSendsInOrder() async {
    let effect = Effect<Int>.concatenate(
      .run { send in await send(1) },
      .send(2),
      .merge(.none, .run { send in await send(3) })
    )
    var actions: [Int] = []
    for await action in effect.actions { actions.append(action) }
    #expect(actions == [1, 2, 3])
  }

  @Test func anEffectRunAloneIsCancelledByItsIDFromOutsideAnyStore() async {
    let id = UUID()
    let effect = Effect<Int>.run { send in
      await send(1)
      try await Task.never()
    }
    .cancellable(id: id)
    var actions: [Int] = []
    for await action in effect.actions {
      actions.append(action)
      Task.cancel(id: id)
    }
    #expect(actions == [1])
  }

  @Test func cancelInFlightCancelsTheEffectRunAloneBefore() async {
    let id = UUID()
    let (started, startedContinuation) = AsyncStream.makeStream(of: Void.self)
    let first = Task {
      var actions: [Int] = []
      let effect = Effect<Int>.run { send in
        startedContinuation.yield()
        try await Task.never()
        await send(1)
      }
      .cancellable(id: id)
      for await action in effect.actions { actions.append(action) }
      return actions
    }
    for await _ in started { break }
    let second = Effect<Int>.send(2).cancellable(id: id, cancelInFlight: true)
    var actions: [Int] = []
    for await action in second.actions { actions.append(action) }
    #expect(await first.value == [])
    #expect(actions == [2])
  }

  @Test func theEffectPublisherPublishesTheActionsAndFinishes() async {
    let publisher = _EffectPublisher(
      Effect<Int>.concatenate(.send(1), .run { send in await send(2) })
    )
    var actions: [Int] = []
    for await action in publisher.values { actions.append(action) }
    #expect(actions == [1, 2])
  }
}
