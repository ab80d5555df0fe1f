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
    await withTaskGroup(of: Bool.self) { group in
      group.addTask { [stream] in
        for await _ in stream { return true }
        return false
      }
      group.addTask {
        try? await Task.sleep(for: .seconds(seconds))
        return false
      }
      let first = await group.next() ?? false
      group.cancelAll()
      return first
    }
  }
}

/// Waits until `value` (re-read after each change it observes, once the change is made) equals
/// `expected`, giving up after `seconds`; returns whether it did.
///
/// For changes made on another thread (the file watcher's): an `ObservedChange` is told as the
/// change begins, before the new value is stored.
func observe<Value: Equatable & Sendable>(
  _ value: @escaping @Sendable () -> Value, until expected: Value, seconds: Int = 10
) async -> Bool {
  await withTaskGroup(of: Bool.self) { group in
    group.addTask {
      for await current in Observations(value) where current == expected { return true }
      return false
    }
    group.addTask {
      try? await Task.sleep(for: .seconds(seconds))
      return false
    }
    let first = await group.next() ?? false
    group.cancelAll()
    return first
  }
}
