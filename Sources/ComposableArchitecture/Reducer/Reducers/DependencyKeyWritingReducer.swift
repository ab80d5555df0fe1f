extension Reducer {
  /// Overrides a dependency for this reducer and the effects it returns.
  ///
  /// ```swift
  /// Child()
  ///   .dependency(\.continuousClock, ImmediateClock())
  /// ```
  @inlinable
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>, _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { $0[keyPath: keyPath] = value }
  }

  /// Overrides a dependency, named by its type, for this reducer and its effects.
  @inlinable
  public func dependency<Value: TestDependencyKey>(_ value: Value) -> _DependencyKeyWritingReducer<
    Self
  >
  where Value.Value == Value {
    _DependencyKeyWritingReducer(base: self) { $0[Value.self] = value }
  }

  /// Changes a dependency in place for this reducer and the effects it returns.
  ///
  /// ```swift
  /// Feature()
  ///   .transformDependency(\.uuid) { $0 = .incrementing }
  /// ```
  @inlinable
  public func transformDependency<V>(
    _ keyPath: WritableKeyPath<DependencyValues, V>,
    transform: @escaping (_ dependency: inout V) -> Void
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { transform(&$0[keyPath: keyPath]) }
  }
}

/// The reducer `dependency(_:_:)` and `transformDependency(_:transform:)` return.
public struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let update: (inout DependencyValues) -> Void

  @usableFromInline
  init(base: Base, update: @escaping (inout DependencyValues) -> Void) {
    self.base = base
    self.update = update
  }

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    withDependencies(self.update) {
      self.base.reduce(into: &state, action: action)
    }
  }

  /// Builds the base's body once, with the dependencies it runs with.
  @inlinable
  public func _prepared() -> Reduce<Base.State, Base.Action> {
    let update = self.update
    let base = withDependencies(update) { self.base._prepared() }
    return Reduce { state, action in
      withDependencies(update) { base.reduce(into: &state, action: action) }
    }
  }

  /// Chained overrides apply in one scope.
  @inlinable
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>, _ value: Value
  ) -> Self {
    let update = self.update
    return Self(base: self.base) { values in
      values[keyPath: keyPath] = value
      update(&values)
    }
  }

  /// Chained transforms apply in one scope: this one, then the inner ones (the innermost has the
  /// last word).
  @inlinable
  public func transformDependency<V>(
    _ keyPath: WritableKeyPath<DependencyValues, V>,
    transform: @escaping (_ dependency: inout V) -> Void
  ) -> Self {
    let update = self.update
    return Self(base: self.base) { values in
      transform(&values[keyPath: keyPath])
      update(&values)
    }
  }
}
