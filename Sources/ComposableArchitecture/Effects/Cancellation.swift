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
    let effect = Self(
      operation: .cancellable(
        id: HashedID(id), cancelInFlight: cancelInFlight, self
      )
    )
    guard let path = NavigationIDPath.current else { return effect }
    return effect.inNavigationIDPath(path)
  }

  /// An effect that cancels the running effects with an identifier.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self.cancel(hashedIDs: [HashedID(id)])
  }

  /// An effect that cancels the running effects with any of several identifiers.
  public static func cancel(ids: some Sequence<some Hashable & Sendable>) -> Self {
    Self.cancel(hashedIDs: ids.map { HashedID($0) })
  }

  private static func cancel(hashedIDs: [HashedID]) -> Self {
    let effect = Self(operation: .cancel(ids: hashedIDs))
    guard let path = NavigationIDPath.current else { return effect }
    return effect.inNavigationIDPath(path)
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
    context.registry.cancel(CancelKey(namespace: context.cancellationNamespace, id: HashedID(id)))
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
  let key = CancelKey(namespace: context.cancellationNamespace, id: HashedID(id))
  if cancelInFlight { context.registry.cancel(key) }
  let result = await context.registry.run(filedUnder: [key], operation)
  switch result {
  case let .success(value): return value
  // The task only throws what `operation` throws.
  case let .failure(error): throw error as! Failure
  }
}

/// A cancellation id, or a child feature's namespace, with its hash worked out once: effect ids
/// are looked up on every start and finish of a cancellable effect, and `AnyHashable` would box
/// and cast the value on each comparison.
@usableFromInline
struct HashedID: Hashable, Sendable {
  let base: any Hashable & Sendable
  fileprivate let hash: Int

  @usableFromInline
  init<Base: Hashable & Sendable>(_ base: Base) {
    self.base = base
    // The type is mixed in: values of two types often hash alike (every empty struct does, and
    // the first case of every enum), and ids of two features' types must not collide.
    self.hash = base.hashValue ^ Int(bitPattern: ObjectIdentifier(Base.self))
  }

  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.hash == rhs.hash && isEqual(lhs.base, rhs.base)
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(self.hash)
  }
}

/// Whether two ids are equal. Ids of two types never are (as in TCA, whose cancel ids compare
/// their types); ids of one type are compared without a dynamic cast, which costs a few hundred
/// instructions on every lookup of a cancellable effect's key.
private func isEqual<T: Hashable, U: Hashable>(_ lhs: T, _ rhs: U) -> Bool {
  guard T.self == U.self else { return false }
  return withUnsafePointer(to: rhs) {
    $0.withMemoryRebound(to: T.self, capacity: 1) { lhs == $0.pointee }
  }
}

/// A key under which running effects are registered for cancellation: a user identifier within
/// a child feature's namespace, or (with no identifier) everything started within a namespace.
struct CancelKey: Hashable, Sendable {
  let namespace: [HashedID]
  let id: HashedID?
  private let hash: Int

  init(namespace: [HashedID], id: HashedID?) {
    self.namespace = namespace
    self.id = id
    // The parts' hashes are already mixed: combining them arithmetically is enough, and the
    // dictionary hashes the result again with its own seed.
    var hash = namespace.count &+ (id.map { $0.hash &* 31 } ?? 1)
    for component in namespace { hash = (hash &* 1_000_003) ^ component.hash }
    self.hash = hash
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.hash == rhs.hash && lhs.id == rhs.id && lhs.namespace == rhs.namespace
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(self.hash)
  }
}

/// Where an effect runs: its root store's registry and its feature's namespace.
struct EffectContext: Sendable {
  let registry: CancellationRegistry
  let namespace: [HashedID]
  /// The running `.run` effect, whose children are the effects its actions started.
  var effect: RunningEffect? = nil

  /// Effects that run outside any store (a dependency calling `withTaskCancellation` in a
  /// plain test, say) share one registry.
  static let detached = EffectContext(registry: CancellationRegistry(), namespace: [])

  @TaskLocal static var current = EffectContext.detached

  /// The namespace an id is cancelled in from here: this context's, and the path set in the
  /// dependencies (see ``NavigationIDPath``).
  var cancellationNamespace: [HashedID] {
    guard let path = NavigationIDPath.current else { return self.namespace }
    return self.namespace + path.namespace
  }
}

/// A task the registry can cancel, whatever its result type.
protocol CancellableTask: Sendable {
  func cancel()
}

extension Task: CancellableTask {}
