/// A type that loads, subscribes to and saves a value in an external system.
///
/// Conform to it to back `@Shared` with a storage of your own.
///
/// ```swift
/// func save(_ value: Settings, context: SaveContext, continuation: SaveContinuation) {
///   continuation.resume(with: Result { try store.write(value) })
/// }
/// ```
public protocol SharedKey<Value>: SharedReaderKey {
  /// Saves a value to the external system.
  ///
  /// Resume `continuation` exactly once, when the value is saved or saving failed.
  ///
  /// - Parameters:
  ///   - value: The value to save.
  ///   - context: Whether a mutation (`withLock`) or `save()` asks for the save; a key may
  ///     coalesce the first and should write the second at once.
  ///   - continuation: Receives the outcome.
  func save(_ value: Value, context: SaveContext, continuation: SaveContinuation)
}

/// Why a ``SharedKey`` is asked to save.
public enum SaveContext: Hashable, Sendable {
  /// The value was mutated with `withLock`.
  case didSet

  /// `save()` was called.
  case userInitiated
}
