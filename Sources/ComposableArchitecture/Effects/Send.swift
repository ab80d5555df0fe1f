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
  /// Where the actions go: the store's `send`, or another `Send` through a transform.
  private let receiver: @MainActor @Sendable (Action) -> Void

  /// Creates a `Send` from a function that handles an action.
  public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.receiver = send
  }

  /// A `Send` made off the main actor, by an effect's task. (Not an initializer: a trailing
  /// closure would not tell it from the public one.)
  nonisolated static func offMainActor(
    _ receiver: @escaping @MainActor @Sendable (Action) -> Void
  ) -> Self {
    Self(nonisolatedReceiver: receiver)
  }

  private nonisolated init(nonisolatedReceiver: @escaping @MainActor @Sendable (Action) -> Void) {
    self.receiver = nonisolatedReceiver
  }

  /// Sends an action back into the store, unless the effect was cancelled.
  public func callAsFunction(_ action: Action) {
    self.forward(action, in: nil)
  }

  /// Sends an action back into the store with an animation.
  public func callAsFunction(_ action: Action, animation: Animation?) {
    self.forward(action, in: Transaction(animation: animation))
  }

  /// Sends an action back into the store inside a transaction.
  public func callAsFunction(_ action: Action, transaction: Transaction) {
    self.forward(action, in: transaction)
  }

  /// The one path of every call. A cancelled effect's feature may be gone (a dismissed child,
  /// a removed row), so what it sends is dropped rather than reduced against other state.
  private func forward(_ action: Action, in transaction: Transaction?) {
    if Task.isCancelled { return }
    if let transaction {
      withTransaction(transaction) { self.receiver(action) }
    } else {
      self.receiver(action)
    }
  }
}

/// The `Send` of a reducer's actions: `SendOf<Feature>` is `Send<Feature.Action>`.
public typealias SendOf<R: Reducer> = Send<R.Action>
