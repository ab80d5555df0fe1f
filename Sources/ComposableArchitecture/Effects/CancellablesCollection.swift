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

  /// Whether effects run outside of a store are filed under `id` in `path`'s namespace (the
  /// registry of the current effect context, when called from an effect).
  func exists(at id: some Hashable & Sendable, path: NavigationIDPath) -> Bool {
    EffectContext.current.registry.contains(_CancelID(id: id, navigationIDPath: path).key)
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

/// A cancellation id within a namespace, by TCA's name for it: the key effects are filed under.
@_spi(Internals)
public struct _CancelID: Hashable, Sendable {
  let key: CancelKey

  init(id: some Hashable & Sendable, navigationIDPath: NavigationIDPath) {
    self.key = CancelKey(namespace: navigationIDPath.namespace, id: HashedID(id))
  }
}
