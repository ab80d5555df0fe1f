/// A type that loads a value from an external system and subscribes to its changes.
///
/// Conform to it to back `@SharedReader` (and, through ``SharedKey``, `@Shared`) with a storage
/// of your own. The library's own keys are ``InMemoryKey``, ``FileStorageKey`` and
/// ``AppStorageKey``.
///
/// ```swift
/// struct RemoteConfigKey: SharedReaderKey {
///   let name: String
///   var id: String { name }
///   func load(context: LoadContext<Bool>, continuation: LoadContinuation<Bool>) {
///     Task { continuation.resume(with: Result { try await fetchFlag(name) }) }
///   }
///   func subscribe(
///     context: LoadContext<Bool>, subscriber: SharedSubscriber<Bool>
///   ) -> SharedSubscription {
///     SharedSubscription {}
///   }
/// }
/// ```
public protocol SharedReaderKey<Value>: Sendable {
  /// The type of value the key loads.
  associatedtype Value: Sendable

  /// The identity of the storage the key points at.
  associatedtype ID: Hashable = Self

  /// The identity of the storage the key points at: every `@Shared` whose key has the same
  /// `id` (and value type) shares one reference.
  var id: ID { get }

  /// Loads the value from the external system.
  ///
  /// Resume `continuation` exactly once, synchronously or later: with a value, with
  /// `resumeReturningInitialValue()` when the system holds none, or with an error.
  ///
  /// - Parameters:
  ///   - context: Whether this is the first load of a new reference (with its default value) or
  ///     one asked for with `load()`.
  ///   - continuation: Receives the result.
  func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>)

  /// Subscribes to changes the external system makes.
  ///
  /// - Parameters:
  ///   - context: The context of the first load.
  ///   - subscriber: Receives each new value (or error) from the external system.
  /// - Returns: A subscription; cancelling or releasing it ends the updates.
  func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription
}

extension SharedReaderKey where ID == Self {
  /// The key itself, for a key that is its own identity (the default `ID`).
  public var id: ID { self }
}

/// Why a ``SharedReaderKey`` is asked to load.
public enum LoadContext<Value> {
  /// A reference is being created, with this default value.
  case initialValue(Value)

  /// `load()` was called, or `init(require:)` is loading.
  case userInitiated

  /// The default value, when a reference is being created.
  public var initialValue: Value? {
    guard case let .initialValue(value) = self else { return nil }
    return value
  }
}

extension LoadContext: Sendable where Value: Sendable {}
