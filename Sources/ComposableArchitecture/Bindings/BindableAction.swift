/// An action enum with a `binding` case, so that views can set fields of the state directly
/// and ``BindingReducer`` applies the changes.
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
///   case loginButtonTapped
/// }
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///   Reduce { state, action in … }
/// }
/// ```
public protocol BindableAction<State> {
  /// The state the bindings change.
  associatedtype State

  /// Wraps a binding action.
  static func binding(_ action: BindingAction<State>) -> Self

  /// The binding action inside this action, if it is one.
  var binding: BindingAction<State>? { get }
}

extension BindableAction {
  /// The binding action inside this action, found as the payload of its case.
  public var binding: BindingAction<State>? {
    Mirror(reflecting: self).children.first?.value as? BindingAction<State>
  }

  /// An action that sets a field of the state: `store.send(.set(\.email, "a@b.c"))`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value>,
    _ value: Value
  ) -> Self {
    self.binding(.set(keyPath, value))
  }
}
