import ComposableArchitecture
import ConcurrencyExtras
import Foundation
import Testing
import XCTest

/// An effect's task finishes where its operation ran: a busy main actor does not hold back the
/// end of an effect, nor a `StoreTask.finish()` awaited elsewhere.
@MainActor
struct EffectTeardownTests {
  enum Action: Sendable {
    case run
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

/// The same with the main actor blocked. An XCTest test, because XCTest runs its tests one at a
/// time: under the main serial executor, which any `TestStore` of a Swift Testing test running
/// in parallel turns on, every job runs on the main actor that this test blocks.
final class EffectTeardownBlockingTests: XCTestCase {
  enum Action: Sendable {
    case run
  }

  @MainActor
  func testAnEffectFinishesWhileTheMainActorIsBusy() async throws {
    try XCTSkipIf(uncheckedUseMainSerialExecutor, "a test store holds the main serial executor")
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
    // The main actor waits without suspending: an effect that needed the main actor to finish
    // (a hop back after its operation) could not end until this returned.
    let result = finished.wait(timeout: .now() + 10)
    XCTAssertEqual(result, .success)
  }
}
