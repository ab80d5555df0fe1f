/// A reducer that does nothing.
///
/// ```swift
/// var body: some ReducerOf<Self> { EmptyReducer() }
/// ```
public struct EmptyReducer<State, Action>: Reducer {
  /// A reducer that leaves the state alone and returns no effect.
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
