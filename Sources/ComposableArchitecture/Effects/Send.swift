/// Sends actions from inside an `Effect.run` back into the store.
///
/// ```swift
/// return .run { send in
///   await send(.loaded(try await client.load()))
///   await send(.animateIn, animation: .default)
/// }
/// ```
///
/// Once the effect's task is cancelled, every call is ignored.
@MainActor
public struct Send<Action>: Sendable {
  let send: @MainActor @Sendable (Action) -> Void

  /// Creates a `Send` from a function that handles an action.
  public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends an action back into the store, unless the effect was cancelled.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    self.send(action)
  }

  /// Sends an action back into the store with an animation.
  public func callAsFunction(_ action: Action, animation: Animation?) {
    self.callAsFunction(action, transaction: Transaction(animation: animation))
  }

  /// Sends an action back into the store inside a transaction.
  public func callAsFunction(_ action: Action, transaction: Transaction) {
    guard !Task.isCancelled else { return }
    withTransaction(transaction) {
      self.send(action)
    }
  }
}
