/// An action enum with a `view` case holding the actions a view may send.
///
/// ```swift
/// enum Action: ViewAction {
///   case response(Int)
///   case view(View)
///   enum View { case incrementButtonTapped }
/// }
/// ```
public protocol ViewAction<ViewAction> {
  /// The actions the view sends.
  associatedtype ViewAction

  /// Wraps a view action in the feature's action.
  static func view(_ action: ViewAction) -> Self
}

/// A view that holds a `store` and sends only view actions: `send(.incrementButtonTapped)`.
///
/// Conform with the `@ViewAction(for:)` macro:
///
/// ```swift
/// @ViewAction(for: Counter.self)
/// struct CounterView {
///   let store: StoreOf<Counter>
///   func tapped() { send(.incrementButtonTapped) }
/// }
/// ```
@MainActor
public protocol ViewActionSending<StoreState, StoreAction> {
  /// The state of the view's store.
  associatedtype StoreState
  /// The action of the view's store, which has a `view` case.
  associatedtype StoreAction: ViewAction

  /// The store the view's actions go to.
  var store: Store<StoreState, StoreAction> { get }
}

extension ViewActionSending {
  /// Sends a view action to the store.
  @discardableResult
  public func send(_ action: StoreAction.ViewAction) -> StoreTask {
    self.store.send(StoreAction.view(action))
  }

  /// Sends a view action to the store with an animation.
  @discardableResult
  public func send(_ action: StoreAction.ViewAction, animation: Animation?) -> StoreTask {
    // The store wraps an animation in a transaction the same way.
    self.send(action, transaction: Transaction(animation: animation))
  }

  /// Sends a view action to the store inside a transaction.
  @discardableResult
  public func send(_ action: StoreAction.ViewAction, transaction: Transaction) -> StoreTask {
    self.store.send(StoreAction.view(action), transaction: transaction)
  }
}
