/// A reducer made from a closure, the building block of `body`.
///
/// ```swift
/// Reduce { state, action in
///   switch action {
///   case .incrementButtonTapped:
///     state.count += 1
///     return .none
///   }
/// }
/// ```
public struct Reduce<State, Action>: Reducer {
  @usableFromInline
  let reduce: (inout State, Action) -> Effect<Action>
  /// For a reducer whose type was erased, the erased reducer prepared: `@Reducer` enums erase
  /// their body, and their features' bodies must still be built once.
  @usableFromInline
  let prepare: (() -> Self)?

  /// Creates a reducer from a closure that mutates state and returns an effect.
  @inlinable
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
    self.prepare = nil
  }

  /// The closure form under the internal name TCA's own tests reach with `@testable import`.
  @usableFromInline @_disfavoredOverload
  init(internal reduce: @escaping (inout State, Action) -> Effect<Action>) {
    self.init(reduce)
  }

  /// Erases the type of another reducer.
  @inlinable
  public init<R: Reducer<State, Action>>(_ reducer: R) {
    self.reduce = reducer.reduce(into:action:)
    self.prepare = { Self(prepared: reducer._prepared()) }
  }

  /// Erases the type of a reducer that is already prepared.
  @inlinable
  init(prepared reducer: some Reducer<State, Action>) {
    self.reduce = reducer.reduce(into:action:)
    self.prepare = nil
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    self.reduce(&state, action)
  }

  @inlinable
  public func _prepared() -> Self {
    self.prepare?() ?? self
  }
}
