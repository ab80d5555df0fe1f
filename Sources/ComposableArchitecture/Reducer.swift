/// A description of how a feature's state evolves when an action is sent, and which effects
/// then run.
///
/// Conform with either `reduce(into:action:)` or a `body` that composes other reducers:
///
/// ```swift
/// @Reducer
/// struct Counter {
///   struct State { var count = 0 }
///   enum Action { case increment }
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
public protocol Reducer<State, Action> {
  /// The state the reducer works on.
  associatedtype State

  /// The actions the reducer handles.
  associatedtype Action

  /// The type of the reducer's `body`; `Never` for reducers that implement `reduce` directly.
  associatedtype Body

  /// Evolves the state for an action and returns the effect to run next.
  ///
  /// - Parameters:
  ///   - state: The current state, mutated in place.
  ///   - action: The action to handle.
  /// - Returns: An effect whose actions are fed back into the store.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducer's composition of other reducers.
  @ReducerBuilder<State, Action>
  var body: Body { get }

  /// The type of `_prepared()`.
  associatedtype _Prepared: Reducer<State, Action>

  /// The reducer as a store runs it: composed reducers build their children's bodies once,
  /// here, instead of on every action. Used by the library; implement `reduce` or `body`.
  ///
  /// The result has a concrete type, so that a store's whole tree of features compiles into
  /// direct calls. `@Reducer` implements it for features with a `body`.
  func _prepared() -> _Prepared
}

extension Reducer {
  /// Any other reducer: its body, if it has one, is built once and its type erased.
  @inlinable
  public func _prepared() -> _PreparedReducer<Self> {
    _PreparedReducer(self)
  }
}

extension Reducer where Body == Never {
  /// A reducer that implements `reduce(into:action:)` has no body; calling it is a mistake.
  @_transparent
  public var body: Body {
    fatalError("'\(Self.self)' has no body.")
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs the reducer's `body`.
  @inlinable
  public func reduce(into state: inout Body.State, action: Body.Action) -> Effect<Body.Action> {
    self.body.reduce(into: &state, action: action)
  }
}

/// A reducer with the same state and action as the feature `R`, as in `some ReducerOf<Self>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>
