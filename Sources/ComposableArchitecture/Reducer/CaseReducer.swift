/// A reducer made of child features, one per enum case: what `@Reducer` makes of an enum.
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case add(AddFeature)
///   case edit(EditFeature)
/// }
/// // Destination.State is `.add(AddFeature.State)` or `.edit(EditFeature.State)`, and
/// // Destination.body runs the case's reducer.
/// ```
public protocol CaseReducer<State, Action>: Reducer
where
  State: CaseReducerState, State.StateReducer == Self,
  Body: Reducer, Body.State == State, Body.Action == Action
{
  // Restated so that `Body` is inferred from the static `body` below, not from `Reducer`'s
  // default for reducers without a body.
  associatedtype Body = Body

  /// The cases, each with a store scoped to the case's feature.
  associatedtype CaseScope

  /// The reducer of whichever case the state is in.
  static var body: Body { get }

  /// Splits a store by the case its state is in, for a view to switch over.
  @MainActor
  static func scope(_ store: Store<State, Action>) -> CaseScope
}

extension CaseReducer {
  /// The same reducer as `Self.body`.
  public var body: Body { Self.body }
}

/// The state of a ``CaseReducer``; it names its reducer so it can be used without it.
public protocol CaseReducerState {
  /// The enum reducer this is the state of.
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}

extension Store where State: CaseReducerState, State.StateReducer.Action == Action {
  /// The case the state is in, with a store scoped to its feature.
  ///
  /// ```swift
  /// switch store.case {
  /// case let .add(store): AddView(store: store)
  /// case let .edit(store): EditView(store: store)
  /// }
  /// ```
  public var `case`: State.StateReducer.CaseScope {
    State.StateReducer.scope(self)
  }
}
