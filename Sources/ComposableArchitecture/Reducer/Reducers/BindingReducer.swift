/// Applies the binding actions of a feature to its state.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///   Reduce { state, action in
///     switch action {
///     case .binding(\.email):
///       state.isFormValid = state.email.contains("@")
///       return .none
///     …
///   }
/// }
/// ```
///
/// Put it before the reducer that reacts to the changes, so that reducer sees the new value.
/// When the binding case lives in the view actions, name it: `BindingReducer(action: \.view)`.
public struct BindingReducer<State, Action, ViewAction: BindableAction>: Reducer
where State == ViewAction.State {
  @usableFromInline let toViewAction: (Action) -> ViewAction?

  /// Applies the binding actions of a `BindableAction`.
  @inlinable
  public init() where Action == ViewAction {
    self.toViewAction = { $0 }
  }

  /// Applies the binding actions of the view actions at a case key path.
  @inlinable
  public init(action toViewAction: CaseKeyPath<Action, ViewAction>) where Action: CasePathable {
    let casePath = AnyCasePath(resolving: toViewAction)
    self.toViewAction = { casePath.extract(from: $0) }
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard let binding = self.toViewAction(action)?.binding else { return .none }
    binding.set(&state)
    return .none
  }

  @inlinable
  public func _prepared() -> Self {
    self
  }
}
