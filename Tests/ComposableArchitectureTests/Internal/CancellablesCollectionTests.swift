@_spi(Internals) import ComposableArchitecture
import XCTest

/// TCA's tests check after each test that no effect is left registered for cancellation. The
/// count is the whole process's, so these are XCTest tests, which run one at a time, apart from
/// the Swift Testing tests running in parallel.
@MainActor
final class CancellablesCollectionTests: XCTestCase {
  enum CancelID { case timer }

  func testTheCountHoldsAKeyWhileItsEffectRuns() async {
    let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
    let before = _cancellationCancellables.withValue { $0.count }
    let store = Store(initialState: 0) {
      Reduce<Int, Bool> { _, start in
        start
          ? .run { _ in for await _ in stream {} }.cancellable(id: CancelID.timer)
          : .cancel(id: CancelID.timer)
      }
    }
    let task = store.send(true)
    XCTAssertEqual(_cancellationCancellables.withValue { $0.count }, before + 1)
    store.send(false)
    await task.finish()
    XCTAssertEqual(_cancellationCancellables.withValue { $0.count }, before)
    continuation.finish()
  }

  func testRemoveAllForgetsTheKeysInUse() async {
    let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
    let store = Store(initialState: 0) {
      Reduce<Int, Void> { _, _ in
        .run { _ in for await _ in stream {} }.cancellable(id: CancelID.timer)
      }
    }
    let task = store.send(())
    _cancellationCancellables.withValue {
      XCTAssertGreaterThanOrEqual($0.count, 1)
      $0.removeAll()
      XCTAssertEqual($0.count, 0)
    }
    continuation.finish()
    await task.finish()
    XCTAssertEqual(_cancellationCancellables.withValue { $0.count }, 0)
  }

  /// A store let go of cancels its effects; their keys are forgotten at once, as a cancelled
  /// id's are, even while an effect that ignores cancellation is still winding down.
  func testAStoreLetGoOfForgetsItsKeysAtOnce() async {
    let (started, didStart) = AsyncStream.makeStream(of: Void.self)
    let gate = LockIsolated<UnsafeContinuation<Void, Never>?>(nil)
    let before = _cancellationCancellables.withValue { $0.count }
    var store: Store<Int, Void>? = Store(initialState: 0) {
      Reduce<Int, Void> { _, _ in
        // Waits until the test opens the gate: cancelling it does not end it.
        .run { _ in
          await withUnsafeContinuation { continuation in
            gate.setValue(continuation)
            didStart.yield()
          }
        }
        .cancellable(id: CancelID.timer)
      }
    }
    let task = store?.send(())
    for await _ in started { break }
    XCTAssertEqual(_cancellationCancellables.withValue { $0.count }, before + 1)
    store = nil
    XCTAssertEqual(_cancellationCancellables.withValue { $0.count }, before)
    gate.value?.resume()
    await task?.finish()
    XCTAssertEqual(_cancellationCancellables.withValue { $0.count }, before)
  }
}
