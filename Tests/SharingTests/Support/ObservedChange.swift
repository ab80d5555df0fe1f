import ConcurrencyExtras
import Observation

/// An observation of what `read` reads, registered at once, as a store observing shared state
/// registers one; `wait` then waits for the change, giving up after a few seconds so that a
/// missed change fails the test instead of hanging it.
struct ObservedChange: Sendable {
  private let stream: AsyncStream<Void>
  private let changed: LockIsolated<Bool>

  init(_ read: () -> Void) {
    let (stream, continuation) = AsyncStream<Void>.makeStream()
    let changed = LockIsolated(false)
    self.changed = changed
    withObservationTracking(read) {
      changed.setValue(true)
      continuation.yield()
      continuation.finish()
    }
    self.stream = stream
  }

  /// Whether the change came already (for changes made synchronously).
  var hasChanged: Bool { changed.value }

  /// Whether the change came within `seconds`.
  func wait(seconds: Int = 10) async -> Bool {
    await self.wait(for: .seconds(seconds))
  }

  /// Whether the change came within `duration`.
  func wait(for duration: Duration) async -> Bool {
    await withTaskGroup(of: Bool.self) { group in
      group.addTask { [stream] in
        for await _ in stream { return true }
        return false
      }
      group.addTask {
        try? await Task.sleep(for: duration)
        return false
      }
      let first = await group.next() ?? false
      group.cancelAll()
      return first
    }
  }
}

/// Waits until `value` equals `expected`, giving up after `seconds`; returns whether it did.
///
/// For changes made on another thread (the file watcher's). Observation tells of a change as it
/// begins, before the new value is stored, so a value read right after the news may still be
/// the old one, and a change that began just before an observation was registered is never
/// told to it. So the value is read again after each change and at least every 50 ms.
func observe<Value: Equatable & Sendable>(
  _ value: @escaping @Sendable () -> Value, until expected: Value, seconds: Int = 10
) async -> Bool {
  let deadline = ContinuousClock.now.advanced(by: .seconds(seconds))
  while ContinuousClock.now < deadline {
    let change = ObservedChange { _ = value() }
    if value() == expected { return true }
    _ = await change.wait(for: .milliseconds(50))
  }
  return value() == expected
}
