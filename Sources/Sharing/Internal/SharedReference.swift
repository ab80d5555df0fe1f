import Foundation

/// The storage a `SharedReader` points at: something that holds a value, can say whether it is
/// loading, and can reload it.
///
/// Every reference derived from another (a key path, an unwrapped optional) shares its root's
/// `id`, so that change tracking and equality treat them as one piece of state.
protocol SharedReference<Value>: AnyObject, Sendable, CustomStringConvertible {
  associatedtype Value

  /// The identity of the root storage.
  var id: ObjectIdentifier { get }

  /// The current value; reading it registers an observation.
  var value: Value { get }

  var isLoading: Bool { get }
  var loadError: (any Error)? { get }

  /// Asks the key behind the root storage for a fresh value.
  func load() async throws

  /// Tells observers that the reference changed without changing its value (the projected value
  /// of a `Shared` was replaced).
  func touch()
}

/// The storage a `Shared` points at: a `SharedReference` that can also be mutated and saved.
protocol MutableSharedReference<Value>: SharedReference {
  var saveError: (any Error)? { get }

  /// Mutates the value with exclusive access, tells observers, and saves it (when a key is
  /// behind the root storage).
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R

  /// Saves the value to the key behind the root storage, waiting for the key to finish.
  func save() async throws

  /// The value `tracker` holds for this reference: the value before the first change it tracked,
  /// with the changes asserted since applied to it.
  func snapshot(in tracker: SharedChangeTracker) -> Value?

  /// Stores `value` as this reference's snapshot in `tracker`.
  func takeSnapshot(_ value: Value, in tracker: SharedChangeTracker, location: ChangeLocation)
}
