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
    Store<ChildState, ChildAction>(
      core: self.core.scoped(toState: toChildState, fromAction: fromChildAction)
    )
  }
}
