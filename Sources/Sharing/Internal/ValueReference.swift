import Foundation
import Observation

/// The storage of a `Shared(value:)`: a value in memory, behind a lock, observable.
final class ValueReference<Value>: MutableSharedReference, Observable, @unchecked Sendable {
  private let lock = NSRecursiveLock()
  private var storedValue: Value
  private let registrar = ObservationRegistrar()

  init(_ value: Value) {
    storedValue = value
  }

  var id: ObjectIdentifier { ObjectIdentifier(self) }

  var value: Value {
    registrar.access(self, keyPath: \.value)
    return lock.withLock { storedValue }
  }

  var isLoading: Bool { false }
  var loadError: (any Error)? { nil }
  var saveError: (any Error)? { nil }

  func load() async throws {}
  func save() async throws {}

  func touch() {
    registrar.withMutation(of: self, keyPath: \.value) {}
  }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try registrar.withMutation(of: self, keyPath: \.value) {
      try lock.withLock { try body(&storedValue) }
    }
  }

  var description: String {
    "Shared<\(Value.self)>(value: \(String(reflecting: value)))"
  }
}
