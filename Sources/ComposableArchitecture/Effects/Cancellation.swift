import Foundation

extension Effect {
  /// Makes the effect cancellable by an identifier.
  ///
  /// ```swift
  /// return .run { send in … }
  ///   .cancellable(id: CancelID.timer, cancelInFlight: true)
  /// ```
  ///
  /// Identifiers are scoped to the root store and to the child feature that returned the
  /// effect, so two stores, or two rows of a list, never cancel each other's effects.
  ///
  /// - Parameters:
  ///   - id: The identifier.
  ///   - cancelInFlight: Whether to cancel running effects with the same identifier first.
  /// - Returns: A cancellable effect.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    if self.isNone { return self }
    return Self(
      operation: .cancellable(
        id: AnyHashableSendable(id), cancelInFlight: cancelInFlight, self
      )
    )
  }

  /// An effect that cancels the running effects with an identifier.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operation: .cancel(ids: [AnyHashableSendable(id)]))
  }

  /// An effect that cancels the running effects with any of several identifiers.
  public static func cancel(ids: some Sequence<some Hashable & Sendable>) -> Self {
    Self(operation: .cancel(ids: ids.map { AnyHashableSendable($0) }))
  }
}

/// Cancelling effects by identifier from inside an effect.
extension Task where Success == Never, Failure == Never {
  /// Cancels the running effects with an identifier, from inside an effect.
  ///
  /// ```swift
  /// return .run { _ in Task.cancel(id: CancelID.timer) }
  /// ```
  public static func cancel(id: some Hashable & Sendable) {
    let context = EffectContext.current
    context.registry.cancel(.id(namespace: context.namespace, AnyHashableSendable(id)))
  }
}

/// Runs an operation that can be cancelled by an identifier, from inside an effect.
///
/// ```swift
/// try await withTaskCancellation(id: CancelID.search, cancelInFlight: true) {
///   try await clock.sleep(for: .milliseconds(300))
///   await send(.results(try await api.search(query)))
/// }
/// ```
///
/// - Parameters:
///   - id: The identifier.
///   - cancelInFlight: Whether to cancel running operations with the same identifier first.
///   - operation: The work to do.
/// - Returns: The value the operation returned.
public func withTaskCancellation<T: Sendable, Failure: Error>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  operation: @escaping @Sendable () async throws(Failure) -> T
) async throws(Failure) -> T {
  let context = EffectContext.current
  let key = CancelKey.id(namespace: context.namespace, AnyHashableSendable(id))
  if cancelInFlight { context.registry.cancel(key) }
  let token = context.registry.reserve()
  let task = Task<T, any Error> {
    defer { context.registry.complete(token) }
    return try await operation()
  }
  context.registry.insert(token, keys: [key]) { task.cancel() }
  let result = await withTaskCancellationHandler {
    await task.result
  } onCancel: {
    task.cancel()
  }
  switch result {
  case let .success(value): return value
  // The task only throws what `operation` throws.
  case let .failure(error): throw error as! Failure
  }
}

/// A key under which running effects are registered for cancellation.
enum CancelKey: Hashable, Sendable {
  /// A user identifier, within a child feature's namespace.
  case id(namespace: [AnyHashableSendable], AnyHashableSendable)
  /// Everything started within a child feature's namespace.
  case namespace([AnyHashableSendable])
}

/// Where an effect runs: its root store's registry and its feature's namespace.
struct EffectContext: Sendable {
  let registry: CancellationRegistry
  let namespace: [AnyHashableSendable]
  /// The effects started by the actions the running `.run` effect sent.
  var children: EffectChildren? = nil

  /// Effects that run outside any store (a dependency calling `withTaskCancellation` in a
  /// plain test, say) share one registry.
  static let detached = EffectContext(registry: CancellationRegistry(), namespace: [])

  @TaskLocal static var current = EffectContext.detached
}

/// The running effects of one root store, by cancellation key. Effects register and finish on
/// any thread, so the table is behind a lock.
final class CancellationRegistry: @unchecked Sendable {
  private let lock = NSLock()
  private var nextToken = 0
  private var cancels: [Int: @Sendable () -> Void] = [:]
  private var keysByToken: [Int: [CancelKey]] = [:]
  private var tokensByKey: [CancelKey: Set<Int>] = [:]
  /// Tokens whose task finished before it was inserted.
  private var completedEarly: Set<Int> = []

  /// A token for a task about to start; pass it to `insert` and, when the task ends, `complete`.
  func reserve() -> Int {
    self.lock.withLock {
      self.nextToken += 1
      return self.nextToken
    }
  }

  func insert(_ token: Int, keys: [CancelKey], cancel: @escaping @Sendable () -> Void) {
    self.lock.withLock {
      if self.completedEarly.remove(token) != nil { return }
      self.cancels[token] = cancel
      guard !keys.isEmpty else { return }
      self.keysByToken[token] = keys
      for key in keys {
        self.tokensByKey[key, default: []].insert(token)
      }
    }
  }

  func complete(_ token: Int) {
    self.lock.withLock {
      guard self.cancels.removeValue(forKey: token) != nil else {
        self.completedEarly.insert(token)
        return
      }
      guard let keys = self.keysByToken.removeValue(forKey: token) else { return }
      for key in keys {
        self.tokensByKey[key]?.remove(token)
        if self.tokensByKey[key]?.isEmpty == true { self.tokensByKey[key] = nil }
      }
    }
  }

  func cancel(_ key: CancelKey) {
    let cancels = self.lock.withLock {
      (self.tokensByKey[key] ?? []).compactMap { self.cancels[$0] }
    }
    // Cancel outside the lock: cancellation handlers may run synchronously and complete.
    for cancel in cancels { cancel() }
  }

  func cancelAll() {
    let cancels = self.lock.withLock { Array(self.cancels.values) }
    for cancel in cancels { cancel() }
  }
}
