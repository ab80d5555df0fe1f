import Dependencies
import Foundation

extension SharedReaderKey {
  /// A key to a value kept in memory for the life of the process (in a test, for the test):
  /// every `@Shared` of the same name shares it, even after all of them went away and a new
  /// one appears.
  ///
  /// ```swift
  /// @Shared(.inMemory("isLoggedIn")) var isLoggedIn = false
  /// ```
  ///
  /// - Parameter key: The name of the value.
  public static func inMemory<Value>(_ key: String) -> Self where Self == InMemoryKey<Value> {
    InMemoryKey(key)
  }
}

/// A key to a value in ``InMemoryStorage``; create one with ``SharedReaderKey/inMemory(_:)``.
public struct InMemoryKey<Value: Sendable>: SharedKey {
  private let key: String
  private let store: InMemoryStorage

  init(_ key: String) {
    @Dependency(\.defaultInMemoryStorage) var store
    self.key = key
    self.store = store
  }

  /// The name in its storage: `@Shared` values of the same name share one value.
  public var id: InMemoryKeyID { InMemoryKeyID(key: key, store: store) }

  /// Resumes with the value stored under the name; when there is none, the first load stores
  /// its default value for later ones.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    if let value = store.value(forKey: key, as: Value.self) {
      continuation.resume(returning: value)
    } else {
      // The first `@Shared` of a name sets its value for those that come later.
      if let initialValue = context.initialValue { store.set(initialValue, forKey: key) }
      continuation.resumeReturningInitialValue()
    }
  }

  /// Hears nothing: no one but the `@Shared` values of the name changes the value.
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    // Every live `@Shared` of the name shares one reference, so there is nothing to hear.
    SharedSubscription {}
  }

  /// Stores the value under the name at once.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    store.set(value, forKey: key)
    continuation.resume()
  }
}

extension InMemoryKey: CustomStringConvertible {
  /// The key as written at a use site: `.inMemory("isLoggedIn")`.
  public var description: String { ".inMemory(\(String(reflecting: key)))" }
}

/// The identity of an ``InMemoryKey``: its name in its storage.
public struct InMemoryKeyID: Hashable, Sendable {
  let key: String
  let store: InMemoryStorage
}

/// The values of ``InMemoryKey``s; the ``Dependencies/DependencyValues/defaultInMemoryStorage``
/// dependency is the one in effect.
public struct InMemoryStorage: Hashable, Sendable {
  private let values = Values()

  /// Creates an empty storage, shared by the keys made while it is the
  /// ``Dependencies/DependencyValues/defaultInMemoryStorage`` dependency.
  public init() {}

  func value<Value>(forKey key: String, as type: Value.Type) -> Value? {
    values.lock.withLock { values.storage[key] as? Value }
  }

  func set(_ value: some Sendable, forKey key: String) {
    values.lock.withLock { values.storage[key] = value }
  }

  /// Two storages are equal when they are the same one (copies of one `InMemoryStorage()`).
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.values === rhs.values }

  /// Hashes the storage's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(values)) }

  private final class Values: @unchecked Sendable {
    let lock = NSLock()
    var storage: [String: any Sendable] = [:]
  }
}
