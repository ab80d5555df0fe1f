import Foundation
import Observation

/// The storage of a `@Shared` backed by a key: the value in memory, kept in step with the key's
/// external system (loaded, subscribed to, and saved after each mutation).
///
/// Every `@Shared` whose key has the same identity holds the same `PersistentReference` (see
/// `PersistentReferences`), which is how a change made through one is seen by all.
final class PersistentReference<Value: Sendable>:
  RootReference, Observable, @unchecked Sendable
{
  /// A key with its type erased, so that a `Default` key and its base share a reference.
  struct Key: Sendable {
    let load: @Sendable (LoadContext<Value>, LoadContinuation<Value>) -> Void
    let subscribe: @Sendable (LoadContext<Value>, SharedSubscriber<Value>) -> SharedSubscription
    var save: (@Sendable (Value, SaveContext, SaveContinuation) -> Void)?
    let description: String

    init(reading key: some SharedReaderKey<Value>) {
      load = { key.load(context: $0, continuation: $1) }
      subscribe = { key.subscribe(context: $0, subscriber: $1) }
      description = String(reflecting: key)
    }

    init(_ key: some SharedKey<Value>) {
      self.init(reading: key)
      save = { key.save($0, context: $1, continuation: $2) }
    }
  }

  private let lock = NSRecursiveLock()
  private let registrar = ObservationRegistrar()
  private var key: Key
  private let initialValue: Value
  private var storedValue: Value
  private var storedIsLoading = false
  private var storedLoadError: (any Error)?
  private var storedSaveError: (any Error)?
  private var subscription: SharedSubscription?
  // Made once: a key path into a generic class is instantiated (allocated) at each use.
  private let valuePath: KeyPath<PersistentReference, Value> = \.value
  private let isLoadingPath: KeyPath<PersistentReference, Bool> = \.isLoading
  private let loadErrorPath: KeyPath<PersistentReference, (any Error)?> = \.loadError
  private let saveErrorPath: KeyPath<PersistentReference, (any Error)?> = \.saveError

  /// Creates the reference; `start` then loads and subscribes.
  init(key: Key, initialValue: Value) {
    self.key = key
    self.initialValue = initialValue
    self.storedValue = initialValue
  }

  /// Loads the value (unless `isPreloaded`) and subscribes to the external system.
  func start(isPreloaded: Bool) {
    let context = LoadContext<Value>.initialValue(initialValue)
    let key = lock.withLock { self.key }
    if !isPreloaded {
      setLoading(true)
      key.load(
        context,
        LoadContinuation(key.description) { [weak self] result in self?.finishLoading(result) }
      )
    }
    let subscription = key.subscribe(
      context,
      SharedSubscriber(
        callback: { [weak self] result in self?.receive(result) },
        onLoading: { [weak self] isLoading in self?.setLoading(isLoading) }
      )
    )
    lock.withLock { self.subscription = subscription }
  }

  deinit {
    subscription?.cancel()
  }

  /// Lets a `Shared` adopt a reference a `SharedReader` created (whose key could not save).
  func adoptSaving(from key: Key) {
    lock.withLock {
      if self.key.save == nil { self.key.save = key.save }
    }
  }

  var id: ObjectIdentifier { ObjectIdentifier(self) }

  var value: Value {
    registrar.access(self, keyPath: valuePath)
    return lock.withLock { storedValue }
  }

  var isLoading: Bool {
    registrar.access(self, keyPath: isLoadingPath)
    return lock.withLock { storedIsLoading }
  }

  var loadError: (any Error)? {
    registrar.access(self, keyPath: loadErrorPath)
    return lock.withLock { storedLoadError }
  }

  var saveError: (any Error)? {
    registrar.access(self, keyPath: saveErrorPath)
    return lock.withLock { storedSaveError }
  }

  func touch() {
    registrar.withMutation(of: self, keyPath: valuePath) {}
  }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try registrar.withMutation(of: self, keyPath: valuePath) {
      // The save is asked for under the lock, so that saves reach the key in mutation order.
      try lock.withLock {
        let result = try body(&storedValue)
        if let save = key.save {
          let description = key.description
          save(
            storedValue, .didSet,
            SaveContinuation(description) { [weak self] result in
              self?.setSaveError(result)
            }
          )
        }
        return result
      }
    }
  }

  func load() async throws {
    let key = lock.withLock { self.key }
    setLoading(true)
    let result = await withUnsafeContinuation { continuation in
      key.load(
        .userInitiated,
        LoadContinuation(key.description) { continuation.resume(returning: $0) }
      )
    }
    finishLoading(result)
    if case let .failure(error) = result { throw error }
  }

  func save() async throws {
    let (key, value) = lock.withLock { (self.key, storedValue) }
    guard let save = key.save else { return }
    let result = await withUnsafeContinuation { continuation in
      save(
        value, .userInitiated,
        SaveContinuation(key.description) { continuation.resume(returning: $0) }
      )
    }
    setSaveError(result)
    try result.get()
  }

  var description: String {
    lock.withLock { key.description }
  }

  // MARK: Results from the key

  private func finishLoading(_ result: Result<Value?, any Error>) {
    receive(result)
    setLoading(false)
  }

  /// A loaded or yielded result: a value replaces the current one (without saving it back),
  /// `nil` restores the default value, and an error keeps the value and sets `loadError`.
  private func receive(_ result: Result<Value?, any Error>) {
    switch result {
    case let .success(newValue):
      // The value and the cleared error change in one step: a reader on another thread that
      // sees the new value never sees the old error beside it.
      func store() {
        lock.withLock {
          storedValue = newValue ?? initialValue
          storedLoadError = nil
        }
      }
      registrar.withMutation(of: self, keyPath: valuePath) {
        if lock.withLock({ storedLoadError != nil }) {
          registrar.withMutation(of: self, keyPath: loadErrorPath, store)
        } else {
          store()
        }
      }
    case let .failure(error):
      setLoadError(error)
    }
  }

  private func setLoading(_ isLoading: Bool) {
    guard lock.withLock({ storedIsLoading != isLoading }) else { return }
    registrar.withMutation(of: self, keyPath: isLoadingPath) {
      lock.withLock { storedIsLoading = isLoading }
    }
  }

  private func setLoadError(_ error: (any Error)?) {
    guard lock.withLock({ storedLoadError != nil || error != nil }) else { return }
    registrar.withMutation(of: self, keyPath: loadErrorPath) {
      lock.withLock { storedLoadError = error }
    }
  }

  private func setSaveError(_ result: Result<Void, any Error>) {
    let error: (any Error)? = if case let .failure(error) = result { error } else { nil }
    guard lock.withLock({ storedSaveError != nil || error != nil }) else { return }
    registrar.withMutation(of: self, keyPath: saveErrorPath) {
      lock.withLock { storedSaveError = error }
    }
  }
}
