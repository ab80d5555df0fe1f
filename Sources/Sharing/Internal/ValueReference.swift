import Foundation
import Observation

/// The storage of a `Shared(value:)`: a value in memory, behind a lock, observable.
final class ValueReference<Value>: MutableSharedReference, Observable, @unchecked Sendable {
  private let lock = NSRecursiveLock()
  private var storedValue: Value
  private let registrar = ObservationRegistrar()
  // Made once: a key path into a generic class is instantiated (allocated) at each use.
  private let valuePath: KeyPath<ValueReference, Value> = \.value

  init(_ value: Value) {
    storedValue = value
  }

  var id: ObjectIdentifier { ObjectIdentifier(self) }

  var value: Value {
    registrar.access(self, keyPath: valuePath)
    return lock.withLock { storedValue }
  }

  var isLoading: Bool { false }
  var loadError: (any Error)? { nil }
  var saveError: (any Error)? { nil }

  func load() async throws {}
  func save() async throws {}

  func touch() {
    registrar.withMutation(of: self, keyPath: valuePath) {}
  }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try registrar.withMutation(of: self, keyPath: valuePath) {
      try lock.withLock { try body(&storedValue) }
    }
  }

  var description: String {
    "Shared<\(Value.self)>(value: \(String(reflecting: value)))"
  }
}
