import Foundation

/// A reference to the wrapped value of a reference to an optional (`Shared($user)`).
///
/// When the base becomes `nil` the reference keeps its last value, so a feature holding it
/// while being dismissed still reads something; mutations then change only that copy.
final class OptionalReference<Base: SharedReference, Value>: SharedReference, @unchecked Sendable
where Base.Value == Value? {
  private let base: Base
  private let lock = NSRecursiveLock()
  private var lastValue: Value

  init(base: Base, initialValue: Value) {
    self.base = base
    self.lastValue = initialValue
  }

  var id: ObjectIdentifier { base.id }

  var value: Value {
    guard let value = base.value else { return lock.withLock { lastValue } }
    lock.withLock { lastValue = value }
    return value
  }

  var isLoading: Bool { base.isLoading }
  var loadError: (any Error)? { base.loadError }
  func load() async throws { try await base.load() }
  func touch() { base.touch() }
  var description: String { "Shared(\(base.description))!" }
}

extension OptionalReference: MutableSharedReference where Base: MutableSharedReference {
  var saveError: (any Error)? { base.saveError }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try base.withLock { optional in
      guard var value = optional else {
        return try lock.withLock { try body(&lastValue) }
      }
      defer {
        optional = value
        lock.withLock { lastValue = value }
      }
      return try body(&value)
    }
  }

  func save() async throws { try await base.save() }

  func snapshot(in tracker: SharedChangeTracker) -> Value? {
    base.snapshot(in: tracker) ?? nil
  }

  func takeSnapshot(_ value: Value, in tracker: SharedChangeTracker, location: ChangeLocation) {
    base.takeSnapshot(value, in: tracker, location: location)
  }
}
