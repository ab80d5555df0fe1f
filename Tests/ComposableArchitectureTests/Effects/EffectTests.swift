import ComposableArchitecture
import Foundation
import Testing

private struct Steps: Reducer {
  struct State: Equatable {
    var log: [String] = []
  }

  @CasePathable
  enum Action: Equatable {
    case concatenate
    case mapped(Int)
    case step(String)
    case failing
    case failingHandled
    case escaping
  }

  let gate: AsyncStream<Void>?

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .concatenate:
      return .concatenate(
        .run { [gate] send in
          if let gate { for await _ in gate { break } }
          await send(.step("slow first"))
        },
        .send(.step("then synchronous")),
        .run { send in await send(.step("last")) }
      )
    case let .mapped(value):
      return Effect<Int>.merge(.send(value), .run { send in await send(value + 1) })
        .map { .step("mapped \($0)") }
    case let .step(name):
      state.log.append(name)
      return .none
    case .failing:
      return .run { _ in throw Failure() }
    case .failingHandled:
      return .run { _ in
        throw Failure()
      } catch: { error, send in
        await send(.step("caught \(error)"))
      }
    case .escaping:
      return .run { [gate] send in
        Task { @MainActor in
          if let gate { for await _ in gate { break } }
          send(.step("late"))
        }
      }
    }
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String { "Failure" }
  }
}

@MainActor
struct EffectTests {
  @Test func concatenateRunsEffectsOneAfterAnother() async {
    let (gate, open) = AsyncStream.makeStream(of: Void.self)
    let store = Store(initialState: Steps.State()) { Steps(gate: gate) }
    let task = store.send(.concatenate)
    #expect(store.log.isEmpty, "the synchronous step waits for the first effect")
    open.yield()
    await task.finish()
    #expect(store.log == ["slow first", "then synchronous", "last"])
  }

  @Test func mapTransformsSynchronousAndAsynchronousActions() async {
    let store = Store(initialState: Steps.State()) { Steps(gate: nil) }
    await store.send(.mapped(1)).finish()
    #expect(store.log == ["mapped 1", "mapped 2"])
  }

  @Test func unhandledErrorIsReported() async {
    let store = Store(initialState: Steps.State()) { Steps(gate: nil) }
    await withKnownIssue {
      await store.send(.failing).finish()
    } matching: { issue in
      issue.description.contains("threw an unhandled error")
        && issue.description.contains("Failure")
    }
  }

  @Test func catchHandlerReceivesTheError() async {
    let store = Store(initialState: Steps.State()) { Steps(gate: nil) }
    await store.send(.failingHandled).finish()
    #expect(store.log == ["caught Failure"])
  }

  @Test func sendingAfterTheEffectCompletedIsReported() async {
    let (gate, open) = AsyncStream.makeStream(of: Void.self)
    let store = Store(initialState: Steps.State()) { Steps(gate: gate) }
    await withKnownIssue {
      await store.send(.escaping).finish()
      // The escaped task sends only now, after the effect has returned.
      open.yield()
      while store.log.isEmpty { await Task.yield() }
    } matching: { issue in
      issue.description.contains("An action was sent from a completed effect")
    }
    #expect(store.log == ["late"])
  }

  @Test func sendIgnoresActionsAfterCancellation() async {
    let log = EventLog()
    let store = Store(initialState: Steps.State()) {
      Reduce<Steps.State, Steps.Action> { state, action in
        switch action {
        case .concatenate:
          return .run { send in
            log.record("started")
            try? await Task.never()
            // Cancelled by now: this send must be dropped.
            await send(.step("after cancellation"))
            log.record("sent")
          }
        case let .step(name):
          state.log.append(name)
          return .none
        default:
          return .none
        }
      }
    }
    let task = store.send(.concatenate)
    #expect(await log.next() == ["started"])
    task.cancel()
    #expect(await log.next() == ["sent"])
    await task.finish()
    #expect(store.log.isEmpty)
  }

  @Test func anOperationStartsAfterMainActorWorkQueuedBeforeTheSend() async {
    // As in TCA, the effect's task starts on the main actor and hops off to run the operation:
    // work the main actor had queued before the send runs first (TCA's
    // `ViewStoreTests.testSuspend` reads the state between a send and its effect's action).
    // Repeated, as an operation started off the main actor races the main thread.
    for _ in 1...50 {
      let log = EventLog()
      let store = Store(initialState: Steps.State()) {
        Reduce<Steps.State, Steps.Action> { _, action in
          guard action == .concatenate else { return .none }
          return .run { _ in log.record("operation") }
        }
      }
      Task { @MainActor in log.record("queued main-actor work") }
      let task = store.send(.concatenate)
      #expect(await log.next(2) == ["queued main-actor work", "operation"])
      await task.finish()
    }
  }

  @Test func noneMergesAway() {
    let effect = Effect<Int>.none.merge(with: .none).concatenate(with: .none)
    let store = Store(initialState: 0) {
      Reduce<Int, Int> { state, action in
        state += action
        return action == 1 ? effect : .none
      }
    }
    #expect(store.send(1).isCancelled)
    #expect(store.state == 1)
  }

  @Test func sendWithAnimationCarriesATransaction() {
    let seen = LockIsolated<[Animation?]>([])
    let store = Store(initialState: 0) {
      Reduce<Int, Int> { state, action in
        let animation = MainActor.assumeIsolated { Transaction.current?.animation }
        seen.withValue { $0.append(animation) }
        state = action
        return action == 1 ? .send(2, animation: .easeInOut) : .none
      }
    }
    store.send(1, animation: .linear)
    #expect(seen.value == [.linear, .easeInOut])
  }
}
