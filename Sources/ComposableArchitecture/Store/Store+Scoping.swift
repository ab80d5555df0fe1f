// The other ways TCA 1.25 scopes a store: the unlabeled `scope(_:action:)` it now prefers, and
// the closure form of TCA before 1.5, deprecated.

extension Store {
  /// A store focused on part of the state and the actions of a child feature; the same as
  /// `scope(state:action:)`, in the unlabeled form TCA 1.25 prefers.
  ///
  /// ```swift
  /// ChildView(store: store.scope(\.child, action: \.child))
  /// ```
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    self.scope(state: state, action: action)
  }

  /// A store focused on optional child state, or `nil` while that state is `nil`; the same as
  /// `scope(state:action:)`, unlabeled.
  ///
  /// ```swift
  /// if let child = store.scope(\.child, action: \.child) { ChildView(store: child) }
  /// ```
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    self.scope(state: state, action: action)
  }

  /// A store focused on a part of the state computed by a closure, whose actions a closure
  /// turns into this store's. Closures cannot be compared, so each call makes a new store.
  @available(
    *,
    deprecated,
    message:
      "Pass 'state' a key path to child state and 'action' a case key path to child action, instead. For more information see the following migration guide: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.5#Store-scoping-with-key-paths"
  )
  public func scope<ChildState, ChildAction>(
    state toChildState: @escaping (_ state: State) -> ChildState,
    action fromChildAction: @escaping (_ childAction: ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    let child = Store<ChildState, ChildAction>(
      core: self.core.scoped(toState: toChildState, fromAction: fromChildAction)
    )
    child.canCacheChildren = false
    return child
  }

  /// Reports scoping optional state or rows from a store that cannot cache its children: each
  /// scope makes a new store, which observation cannot follow. TCA's text, with its no-break
  /// space after "2.".
  ///
  /// Unlike TCA's, the scopes take no `fileID:line:` arguments to report at: defaulted
  /// arguments would make the optional scope lose to the plain one in overload resolution
  /// (`store.scope(state: \.child, action: \.child)?.send(…)` would not compile).
  func reportIfUncached() {
    guard !self.canCacheChildren else { return }
    reportIssue(
      """
      Scoping from uncached '\(self)' is not compatible with observation.

      This can happen for one of two reasons:

      1. A parent view scopes on a store using transform functions, which has been \
      deprecated, instead of with key paths and case paths. Read the migration guide for 1.5 \
      to update these scopes: \
      https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.5

      2.\u{a0}A parent feature is using deprecated navigation APIs, such as 'IfLetStore', \
      'SwitchStore', 'ForEachStore', or any navigation view modifiers taking stores instead of \
      bindings. Read the migration guide for 1.7 to update those APIs: \
      https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7
      """
    )
  }
}

extension Store {
  /// The current state, read without observing the store: what TCA's SPI gives its tests and
  /// tools (`store.currentState`).
  @_spi(Internals)
  public var currentState: State {
    self.core.unobservedState
  }

  /// Sends an action and returns a task for its effects, or `nil` when it started none: the
  /// form TCA's own tests reach through SPI (`store.send(.tap)?.value`).
  @_spi(Internals)
  @_disfavoredOverload
  public func send(_ action: Action) -> Task<Void, Never>? {
    let task: StoreTask = self.send(action)
    guard let handle = task.rawValue, !handle.hasFinished else { return nil }
    return Task { await task.finish() }
  }
}
