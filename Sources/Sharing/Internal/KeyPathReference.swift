import Foundation

/// A reference to a part of another reference's value (`$syncUp.attendees`): reads and writes
/// go through the base, so the part and the whole stay one piece of state.
final class KeyPathReference<Base: SharedReference, Value, Path: KeyPath<Base.Value, Value>>:
  SharedReference, @unchecked Sendable
{
  private let base: Base
  // Key paths are immutable values; they are not marked Sendable when their root is not.
  private let keyPath: Path

  init(base: Base, keyPath: Path) {
    self.base = base
    self.keyPath = keyPath
  }

  var id: ObjectIdentifier { base.id }
  var value: Value { base.value[keyPath: keyPath] }
  var isLoading: Bool { base.isLoading }
  var loadError: (any Error)? { base.loadError }
  func load() async throws { try await base.load() }
  func touch() { base.touch() }
  var description: String { "\(base.description)[dynamicMember: \(keyPath)]" }
}

extension KeyPathReference: MutableSharedReference
where Base: MutableSharedReference, Path: WritableKeyPath<Base.Value, Value> {
  var saveError: (any Error)? { base.saveError }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try base.withLock { try body(&$0[keyPath: keyPath]) }
  }

  func save() async throws { try await base.save() }

  func snapshot(in tracker: SharedChangeTracker) -> Value? {
    base.snapshot(in: tracker)?[keyPath: keyPath]
  }

  func takeSnapshot(_ value: Value, in tracker: SharedChangeTracker, location: ChangeLocation) {
    var snapshot = base.snapshot(in: tracker) ?? base.value
    snapshot[keyPath: keyPath] = value
    base.takeSnapshot(snapshot, in: tracker, location: location)
  }
}
