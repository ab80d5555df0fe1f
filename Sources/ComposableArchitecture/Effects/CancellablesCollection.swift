import ConcurrencyExtras
import Foundation

/// The effects registered for cancellation, in every store: what TCA's own tests check is empty
/// once a test is over (an effect still registered then has leaked).
///
/// TCA keeps its cancellable effects in this one collection; Composable files them per root
/// store (see `CancellationRegistry`), so this counts what all the registries hold: one per
/// cancellation key (an id in a feature's namespace) under which effects are running.
@_spi(Internals) public let _cancellationCancellables = LockIsolated(CancellablesCollection())

/// What ``_cancellationCancellables`` holds: a count of the cancellation keys in use.
@_spi(Internals)
public final class CancellablesCollection: @unchecked Sendable {
  /// Keys counted before the last ``removeAll()``, no longer reported.
  private var forgotten = 0

  /// How many cancellation keys have running effects filed under them.
  public var count: Int {
    let live = CancellationKeyCount.value
    // Keys forgotten by `removeAll()` that have since been let go of are no longer owed.
    self.forgotten = min(self.forgotten, live)
    return live - self.forgotten
  }

  /// Stops reporting the keys in use now (their effects keep running), as a test's tear-down
  /// does once it has checked the count, so that one leak is reported by one test.
  public func removeAll() {
    self.forgotten = CancellationKeyCount.value
  }
}

/// The number of cancellation keys filed in all registries, kept by `CancellationRegistry` as it
/// makes and drops the list of a key.
enum CancellationKeyCount {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var count = 0

  static var value: Int { lock.withLock { count } }

  static func add(_ delta: Int) {
    lock.withLock { count += delta }
  }
}
