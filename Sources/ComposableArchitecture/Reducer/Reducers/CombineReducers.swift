/// Groups reducers so that an operator applies to all of them.
///
/// ```swift
/// CombineReducers {
///   Scope(state: \.profile, action: \.profile) { Profile() }
///   Reduce { state, action in .none }
/// }
/// .ifLet(\.child, action: \.child) { Child() }
/// ```
public struct CombineReducers<State, Action, Reducers: Reducer<State, Action>>: Reducer {
  @usableFromInline
  let reducers: Reducers

  /// Combines the reducers built in the block; they run in order.
  @inlinable
  public init(
    @ReducerBuilder<State, Action> _ build: () -> Reducers
  ) {
    self.reducers = build()
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    self.reducers.reduce(into: &state, action: action)
  }

  @inlinable
  public func _prepared() -> Reducers._Prepared {
    self.reducers._prepared()
  }
}
