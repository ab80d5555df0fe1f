/// A reducer that does nothing.
///
/// ```swift
/// var body: some ReducerOf<Self> { EmptyReducer() }
/// ```
public struct EmptyReducer<State, Action>: Reducer {
  @inlinable
  public init() {}

  @inlinable
  public func reduce(into _: inout State, action _: Action) -> Effect<Action> {
    .none
  }

  @inlinable
  public func _prepared() -> Self {
    self
  }
}
