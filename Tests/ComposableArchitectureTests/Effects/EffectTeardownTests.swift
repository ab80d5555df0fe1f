import ComposableArchitecture
import ConcurrencyExtras
import Foundation
import Testing

/// An effect's task finishes where its operation ran: a busy main actor does not hold back the
/// end of an effect, nor a `StoreTask.finish()` awaited elsewhere.
@MainActor
struct EffectTeardownTests {
  enum Action: Sendable {
    case run
  }

  @Test(.timeLimit(.minutes(1)))
  func anEffectFinishesWhileTheMainActorIsBusy() async throws {
    // Under the main serial executor every job runs on the main thread, which this test blocks:
    // a test store of a test running in parallel holds it while it lives, so wait for its end.
    // Only the main actor turns it on, so it stays off while this test blocks the main thread.
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(50))
    while uncheckedUseMainSerialExecutor, clock.now < deadline {
      try await clock.sleep(for: .milliseconds(10))
    }
    try #require(!uncheckedUseMainSerialExecutor)
    let store = Store(initialState: 0) {
      Reduce<Int, Action> { _, _ in
        .run { _ in await Task.yield() }
      }
    }
    let task = store.send(.run)
    let finished = DispatchSemaphore(value: 0)
    Task.detached {
      await task.finish()
      finished.signal()
    }
    // The main thread waits without suspending: an effect that needed the main actor to
    // finish (a hop back after its operation) could not end until this returned.
    let result = finished.wait(timeout: .now() + 10)
    #expect(result == .success)
  }

  @Test func aFinishedEffectLetsGoOfWhatItsOperationCaptured() async {
    final class Token: Sendable {}
    weak var released: Token?
    let store = Store(initialState: 0) {
      Reduce<Int, Action> { _, _ in
        let token = Token()
        released = token
        return .run { _ in _ = token }
      }
    }
    // A view may keep the task of its effect for as long as it is shown.
    let task = store.send(.run)
    await task.finish()
    #expect(released == nil)
    withExtendedLifetime(task) {}
  }
}
