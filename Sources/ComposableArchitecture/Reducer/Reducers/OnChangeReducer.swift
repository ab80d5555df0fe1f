extension Reducer {
  /// Runs another reducer when a value derived from the state changes.
  ///
  /// ```swift
  /// BindingReducer()
  ///   .onChange(of: \.query) { oldValue, newValue in
  ///     Reduce { state, action in .send(.search(newValue)) }
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - toValue: The value to watch.
  ///   - reducer: The reducer to run, given the old and new values, after this one.
  /// - Returns: A reducer that runs this one, then `reducer` if the value changed.
  @inlinable
  public func onChange<V: Equatable, Reducers: Reducer<State, Action>>(
    of toValue: @escaping (State) -> V,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: V, _ newValue: V) -> Reducers
  ) -> _OnChangeReducer<Self, V, Reducers> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==, reducer: reducer)
  }

  /// Runs `body` after this reducer whenever it changed a value of the state, with the value
  /// from before the change and the state to mutate.
  ///
  /// ```swift
  /// BindingReducer()
  ///   .onChange(of: \.query) { oldValue, state in
  ///     state.results = []
  ///     return .run { [query = state.query] send in … }
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - toValue: The value to watch.
  ///   - body: What to do when the value changed: it may mutate the state and returns an effect.
  /// - Returns: A reducer that runs this one, then `body` if the value changed.
  @inlinable
  public func onChange<V: Equatable>(
    of toValue: @escaping (State) -> V,
    _ body: @escaping (_ oldValue: V, _ state: inout State) -> Effect<Action>
  ) -> _OnChangeReducer<Self, V, Reduce<State, Action>> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==) { oldValue, _ in
      Reduce { state, _ in body(oldValue, &state) }
    }
  }
}

/// The reducer `onChange(of:_:)` returns.
///
/// `Value` need not be `Equatable`: the deprecated `onChange(of:removeDuplicates:_:)` compares
/// with a closure.
public struct _OnChangeReducer<Base: Reducer, Value, Body: Reducer>: Reducer
where Base.State == Body.State, Base.Action == Body.Action {
  @usableFromInline let base: Base
  @usableFromInline let toValue: (Base.State) -> Value
  @usableFromInline let isDuplicate: (Value, Value) -> Bool
  @usableFromInline let reducer: (Value, Value) -> Body

  @usableFromInline
  init(
    base: Base, toValue: @escaping (Base.State) -> Value,
    isDuplicate: @escaping (Value, Value) -> Bool,
    reducer: @escaping (Value, Value) -> Body
  ) {
    self.base = base
    self.toValue = toValue
    self.isDuplicate = isDuplicate
    self.reducer = reducer
  }

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    self.run(self.base, into: &state, action: action)
  }

  /// Builds the base's body once; the reducer for a change is built when the change happens.
  @inlinable
  public func _prepared() -> Reduce<Base.State, Base.Action> {
    let base = self.base._prepared()
    return Reduce { [self] state, action in self.run(base, into: &state, action: action) }
  }

  @inlinable
  func run(
    _ base: some Reducer<Base.State, Base.Action>, into state: inout Base.State,
    action: Base.Action
  ) -> Effect<Base.Action> {
    let oldValue = self.toValue(state)
    let effects = base.reduce(into: &state, action: action)
    let newValue = self.toValue(state)
    guard !self.isDuplicate(oldValue, newValue) else { return effects }
    return effects.merge(
      with: self.reducer(oldValue, newValue).reduce(into: &state, action: action)
    )
  }
}
