import Foundation

/// The runtime of a feature: it holds the state, runs the reducer for each action sent, and
/// runs the effects the reducer returns.
///
/// ```swift
/// let store = Store(initialState: Counter.State()) {
///   Counter()
/// } withDependencies: {
///   $0.continuousClock = ImmediateClock()
/// }
/// store.send(.incrementButtonTapped)
/// print(store.count)
/// ```
///
/// A store is `@MainActor` and `Observable`: reading `store.count` inside
/// `withObservationTracking` tracks that field only (with `@ObservableState` state).
@dynamicMemberLookup
@preconcurrency @MainActor
public final class Store<State, Action> {
  let core: any Core<State, Action>
  var children: [ScopeID: AnyObject] = [:]
  /// False for a store made by a closure scope, and for the stores scoped from it: closures
  /// cannot be compared, so their children cannot be cached (see `reportIfUncached`).
  var canCacheChildren = true

  init(core: any Core<State, Action>) {
    self.core = core
    StoreLog.record("\(storeTypeName(of: Self.self)).init")
  }

  deinit {
    StoreLog.record("\(storeTypeName(of: Self.self)).deinit")
  }

  /// A root store running a prepared reducer (see `Reducer._prepared()`).
  @usableFromInline
  convenience init(
    initialState: State, prepared reducer: Reduce<State, Action>, dependencies: DependencyValues?
  ) {
    self.init(
      core: RootCore(initialState: initialState, reducer: reducer, dependencies: dependencies)
    )
  }

  /// Creates a root store.
  ///
  /// - Parameters:
  ///   - initialState: The feature's state to start with.
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: Overrides of the dependencies the reducer and its effects use.
  @inlinable
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    // Inlinable so that the reducer is prepared (see `Reducer._prepared()`) where the
    // feature's types are known, and the store runs code specialised for them.
    // The store keeps the dependencies in effect where it is created (with the overrides
    // given here), as TCA's does: `withDependencies { … } operation: { Store(…) }` reaches the
    // reducer and its effects.
    let (state, reducer, dependencies) = withDependencies(prepareDependencies ?? { _ in }) {
      @Dependency(\.self) var dependencies
      return (initialState(), Reduce(prepared: reducer()._prepared()), dependencies)
    }
    self.init(initialState: state, prepared: reducer, dependencies: dependencies)
  }

  /// The current state. Reading it inside `withObservationTracking` observes the store.
  public var state: State {
    self.core.state
  }

  /// Reads a value of the current state.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    self.core.state[keyPath: keyPath]
  }

  /// Calls `body` with the current state, without observing it.
  public func withState<R>(_ body: (_ state: State) -> R) -> R {
    body(withObservationTracking { self.core.state } onChange: {})
  }

  /// Sends an action to the store.
  ///
  /// The reducer runs at once, together with the actions that synchronous effects send; the
  /// returned task tracks the asynchronous effects that were started.
  ///
  /// ```swift
  /// await store.send(.refresh).finish()
  /// ```
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    StoreTask(rawValue: self.core.send(action, transaction: nil))
  }

  /// Sends an action to the store with an animation.
  @discardableResult
  public func send(_ action: Action, animation: Animation?) -> StoreTask {
    self.send(action, transaction: Transaction(animation: animation))
  }

  /// Sends an action to the store inside a transaction.
  @discardableResult
  public func send(_ action: Action, transaction: Transaction) -> StoreTask {
    StoreTask(rawValue: self.core.send(action, transaction: transaction))
  }

  /// A store focused on part of the state and the actions of a child feature.
  ///
  /// ```swift
  /// ChildView(store: store.scope(state: \.child, action: \.child))
  /// ```
  ///
  /// The child store sends its actions through this store, so the parent's reducer sees them.
  /// Scoping with the same paths twice returns the same store.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    self.cachedChild(ScopeID(state: state, action: action)) {
      let embed = AnyCasePath(resolving: action).embed
      return Store<ChildState, ChildAction>(
        core: self.core.scoped(toState: { $0[keyPath: state] }, fromAction: embed)
      )
    }
  }

  /// A store focused on optional child state, or `nil` while that state is `nil`.
  ///
  /// ```swift
  /// if let child = store.scope(state: \.child, action: \.child) { ChildView(store: child) }
  /// ```
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    self.reportIfUncached()
    let id = ScopeID(state: state, action: action)
    guard let initial = self.core.state[keyPath: state] else {
      // The child is gone: the next presentation gets a store of its own.
      self.children[id] = nil
      return nil
    }
    return self.cachedChild(id) {
      let embed = AnyCasePath(resolving: action).embed
      // Views may still hold the child store for a moment after the state becomes nil; they
      // see the last value rather than crash.
      let lastValue = LastValueBox(initial)
      return Store<ChildState, ChildAction>(
        core: self.core.scoped(
          toState: { parent in
            if let value = parent[keyPath: state] {
              lastValue.value = value
              return value
            }
            return lastValue.value
          },
          fromAction: embed
        )
      )
    }
  }
}

/// Observation of a store is the observation of its root's state.
extension Store: Observable {}

/// A store describes itself by its feature, as TCA's does: `StoreOf<Counter>`.
extension Store: CustomDebugStringConvertible {
  public nonisolated var debugDescription: String {
    storeTypeName(of: Self.self)
  }
}

/// A store of a feature, as in `StoreOf<Counter>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

extension Store {
  /// The cached child store for `id`, or a new one made by `make` and cached (uncached, and
  /// itself unable to cache, when this store cannot cache children).
  func cachedChild<ChildState, ChildAction>(
    _ id: ScopeID, make: () -> Store<ChildState, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    guard self.canCacheChildren else {
      let child = make()
      child.canCacheChildren = false
      return child
    }
    if let child = self.children[id] as? Store<ChildState, ChildAction> {
      return child
    }
    let child = make()
    self.children[id] = child
    return child
  }

  /// Forgets the cached row stores whose rows are gone.
  func removeCachedRows<ID: Hashable>(notIn ids: some Collection<ID>) {
    let rowCount = self.children.keys.count(where: { $0.element != nil })
    guard rowCount > ids.count else { return }
    let kept = Set(ids.map { AnyHashable($0) })
    self.children = self.children.filter { key, _ in
      key.element.map { kept.contains($0) } ?? true
    }
  }
}

/// Identifies a child store: by the paths it was scoped with, or by a row's id.
struct ScopeID: Hashable {
  let state: AnyKeyPath?
  let action: AnyKeyPath?
  let element: AnyHashable?

  init(state: AnyKeyPath, action: AnyKeyPath) {
    self.state = state
    self.action = action
    self.element = nil
  }

  init(element: some Hashable) {
    self.state = nil
    self.action = nil
    self.element = AnyHashable(element)
  }
}

/// Holds the last value of an optional scope; only touched on the main actor.
final class LastValueBox<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}
