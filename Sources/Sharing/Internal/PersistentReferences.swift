import Dependencies
import Foundation

/// The references of keyed `@Shared` values alive in a process (or a test), by key identity.
///
/// References are held weakly: when the last `@Shared` of a key goes away, its reference
/// does too (ending its subscription), and the next `@Shared` of that key loads afresh.
final class PersistentReferences: @unchecked Sendable {
  private struct CacheKey: Hashable {
    let id: AnyHashable
    let valueType: ObjectIdentifier
  }

  private struct Entry {
    weak var reference: AnyObject?
  }

  private let lock = NSRecursiveLock()
  private var entries: [CacheKey: Entry] = [:]

  /// The reference of `key`, created with `defaultValue` (and loaded) if none is alive.
  func reference<Value: Sendable>(
    for key: PersistentReference<Value>.Key,
    id: some Hashable,
    defaultValue: () throws -> Value,
    isPreloaded: Bool = false
  ) rethrows -> PersistentReference<Value> {
    let cacheKey = CacheKey(id: AnyHashable(id), valueType: ObjectIdentifier(Value.self))
    let (reference, isNew) = try lock.withLock {
      if let existing = entries[cacheKey]?.reference as? PersistentReference<Value> {
        existing.adoptSaving(from: key)
        return (existing, false)
      }
      entries = entries.filter { $0.value.reference != nil }
      let reference = PersistentReference(key: key, initialValue: try defaultValue())
      entries[cacheKey] = Entry(reference: reference)
      return (reference, true)
    }
    // Outside the lock: a key may load synchronously, and create other shared values.
    if isNew { reference.start(isPreloaded: isPreloaded) }
    return reference
  }
}

extension PersistentReferences: DependencyKey {
  static var liveValue: PersistentReferences { PersistentReferences() }
  static var testValue: PersistentReferences { PersistentReferences() }
}
