extension Reducer {
  /// Runs another reducer when a value derived from the state changes, as a closure decides.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .onChange(of: \.rows, removeDuplicates: { $0.ids == $1.ids }) { oldValue, newValue in
  ///     Reduce { state, _ in … }
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - toValue: The value to watch.
  ///   - isDuplicate: Whether two values count as the same (then `reducer` does not run).
  ///   - reducer: The reducer to run, given the old and new values, after this one.
  /// - Returns: A reducer that runs this one, then `reducer` if the value changed.
  @available(*, deprecated, message: "Use 'onChange(of:)' with an equatable value, instead.")
  @inlinable
  public func onChange<V, R: Reducer>(
    of toValue: @escaping (State) -> V,
    removeDuplicates isDuplicate: @escaping (V, V) -> Bool,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: V, _ newValue: V) -> R
  ) -> _OnChangeReducer<Self, V, R> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: isDuplicate, reducer: reducer)
  }
}
