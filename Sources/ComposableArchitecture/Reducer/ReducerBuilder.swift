/// The result builder behind `body`: reducers listed in a block run one after another, in
/// order, and their effects are merged.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.child, action: \.child) { Child() }
///   if isLoggingEnabled { Logger() }
///   Reduce { state, action in .none }
/// }
/// ```
@resultBuilder
public enum ReducerBuilder<State, Action> {
  /// The reducers of a `for` loop, run in order.
  @inlinable
  public static func buildArray<R: Reducer<State, Action>>(_ reducers: [R]) -> _SequenceMany<R> {
    _SequenceMany(reducers: reducers)
  }

  /// An empty block: a reducer that does nothing.
  @inlinable
  public static func buildBlock() -> EmptyReducer<State, Action> {
    EmptyReducer()
  }

  /// A block of one reducer: that reducer.
  @inlinable
  public static func buildBlock<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }

  /// The first branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    first reducer: R0
  ) -> _Conditional<R0, R1> {
    .first(reducer)
  }

  /// The second branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    second reducer: R1
  ) -> _Conditional<R0, R1> {
    .second(reducer)
  }

  /// A reducer written as a statement of the block.
  @inlinable
  public static func buildExpression<R: Reducer<State, Action>>(_ expression: R) -> R {
    expression
  }

  /// A reducer of unknown type (`any ReducerOf<Feature>`) written as a statement of the block:
  /// wrapped in ``Reduce``. Disfavored, so that a reducer of known type keeps its own.
  @inlinable
  @_disfavoredOverload
  public static func buildExpression(
    _ expression: any Reducer<State, Action>
  ) -> Reduce<State, Action> {
    Reduce(expression)
  }

  /// The reducer the whole block builds.
  @inlinable
  public static func buildFinalResult<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }

  /// The reducer of an `if #available` branch, wrapped in ``Reduce`` so that its type does
  /// not appear where it may be unavailable.
  @inlinable
  public static func buildLimitedAvailability<R: Reducer<State, Action>>(
    _ wrapped: R
  ) -> Reduce<State, Action> {
    Reduce(wrapped)
  }

  /// The reducer of an `if` without `else`; `nil`, which does nothing, when the condition is
  /// false.
  @inlinable
  public static func buildOptional<R: Reducer<State, Action>>(_ wrapped: R?) -> R? {
    wrapped
  }

  /// The first reducer of a block.
  @inlinable
  public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R {
    first
  }

  /// The reducers so far followed by the next one: both run in order, their effects merged.
  @inlinable
  public static func buildPartialBlock<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    accumulated: R0, next: R1
  ) -> _Sequence<R0, R1> {
    _Sequence(accumulated, next)
  }

  /// Two reducers run in order, their effects merged.
  public struct _Sequence<R0: Reducer<State, Action>, R1: Reducer<State, Action>>: Reducer {
    @usableFromInline let r0: R0
    @usableFromInline let r1: R1

    @inlinable
    init(_ r0: R0, _ r1: R1) {
      self.r0 = r0
      self.r1 = r1
    }

    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
      let first = self.r0.reduce(into: &state, action: action)
      return first.merge(with: self.r1.reduce(into: &state, action: action))
    }

    @inlinable
    public func _prepared() -> _Sequence<R0._Prepared, R1._Prepared> {
      _Sequence<R0._Prepared, R1._Prepared>(self.r0._prepared(), self.r1._prepared())
    }
  }

  /// The reducers of a `for` loop, run in order.
  public struct _SequenceMany<Element: Reducer<State, Action>>: Reducer {
    @usableFromInline let reducers: [Element]

    @inlinable
    init(reducers: [Element]) {
      self.reducers = reducers
    }

    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
      var effect = Effect<Action>.none
      for reducer in self.reducers {
        effect = effect.merge(with: reducer.reduce(into: &state, action: action))
      }
      return effect
    }

    @inlinable
    public func _prepared() -> _SequenceMany<Element._Prepared> {
      _SequenceMany<Element._Prepared>(reducers: self.reducers.map { $0._prepared() })
    }
  }

  /// The branch an `if`/`else` took.
  public enum _Conditional<First: Reducer<State, Action>, Second: Reducer<State, Action>>:
    Reducer
  {
    case first(First)
    case second(Second)

    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch self {
      case let .first(reducer): return reducer.reduce(into: &state, action: action)
      case let .second(reducer): return reducer.reduce(into: &state, action: action)
      }
    }

    @inlinable
    public func _prepared() -> _Conditional<First._Prepared, Second._Prepared> {
      switch self {
      case let .first(reducer): return .first(reducer._prepared())
      case let .second(reducer): return .second(reducer._prepared())
      }
    }
  }
}

/// An optional reducer runs when present and does nothing when `nil` (`if` without `else`).
extension Optional: Reducer where Wrapped: Reducer {
  @inlinable
  public func reduce(
    into state: inout Wrapped.State, action: Wrapped.Action
  ) -> Effect<Wrapped.Action> {
    switch self {
    case let .some(wrapped): return wrapped.reduce(into: &state, action: action)
    case .none: return .none
    }
  }

  @inlinable
  public func _prepared() -> Wrapped._Prepared? {
    self.map { $0._prepared() }
  }
}
