/// The context of a state change — chiefly its animation — which travels with an action so a
/// renderer can honour it.
///
/// ```swift
/// store.send(.toggle, transaction: Transaction(animation: .easeInOut))
/// ```
public struct Transaction: Sendable, Hashable {
  /// The animation of the change, or `nil` for none.
  public var animation: Animation?

  /// Whether animations of enclosing transactions are turned off.
  public var disablesAnimations: Bool

  /// Creates a transaction.
  public init(animation: Animation? = nil) {
    self.animation = animation
    self.disablesAnimations = false
  }

  /// The transaction of the action being handled; `nil` outside of `withTransaction`.
  @MainActor
  public package(set) static var current: Transaction?

  @MainActor
  package static func with<R>(_ transaction: Transaction?, _ body: () throws -> R) rethrows -> R {
    let previous = self.current
    self.current = transaction
    defer { self.current = previous }
    return try body()
  }
}

/// Runs `body` with `transaction` as the current transaction.
///
/// ```swift
/// withTransaction(Transaction(animation: .default)) { store.send(.expand) }
/// ```
@MainActor
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  try Transaction.with(transaction, body)
}

/// Runs `body` with an animation, as SwiftUI's `withAnimation` does.
///
/// ```swift
/// withAnimation(.spring) { store.send(.expand) }
/// ```
@MainActor
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try Transaction.with(Transaction(animation: animation), body)
}
