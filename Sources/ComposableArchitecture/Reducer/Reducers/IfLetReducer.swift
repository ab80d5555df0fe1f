extension Reducer {
  /// Runs a child reducer on optional child state while it is present.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.child, action: \.child) { Child() }
  /// ```
  ///
  /// The child runs before the parent. The child's effects are cancelled when its state becomes
  /// `nil` or is replaced by a new value. A child action that arrives while the state is `nil`
  /// is reported as an issue.
  ///
  /// - Parameters:
  ///   - toWrappedState: A key path to the optional child state.
  ///   - toWrappedAction: A case key path to the child's actions.
  ///   - wrapped: The child reducer.
  ///   - fileID: The file ID of the call site, for issues this reducer reports.
  ///   - filePath: The file path of the call site, for issues this reducer reports.
  ///   - line: The line of the call site, for issues this reducer reports.
  ///   - column: The column of the call site, for issues this reducer reports.
  /// - Returns: A reducer that runs the child, then this reducer.
  @inlinable
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Wrapped>
  where WrappedState == Wrapped.State, WrappedAction == Wrapped.Action {
    _IfLetReducer(
      parent: self,
      child: wrapped(),
      toChildState: toWrappedState,
      toChildAction: AnyCasePath(resolving: toWrappedAction),
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

extension Reducer {
  /// Presents ephemeral state held in a plain optional, such as an alert, which has no reducer
  /// of its own: it becomes `nil` after any of its actions.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.alert, action: \.alert)
  /// ```
  @inlinable
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> {
    self.ifLet(
      toWrappedState, action: toWrappedAction, then: { EmptyReducer() },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

/// Where an operator was applied, for issue messages.
@usableFromInline
struct OperatorLocation: Sendable {
  @usableFromInline let fileID: StaticString
  @usableFromInline let filePath: StaticString
  @usableFromInline let line: UInt
  @usableFromInline let column: UInt

  @usableFromInline
  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  @usableFromInline
  func report(_ message: String) {
    reportIssue(
      message, fileID: self.fileID, filePath: self.filePath, line: self.line,
      column: self.column
    )
  }
}

/// The reducer `ifLet` returns.
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let child: Child
  @usableFromInline let toChildState: WritableKeyPath<Parent.State, Child.State?>
  @usableFromInline let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  @usableFromInline let location: OperatorLocation

  @usableFromInline
  init(
    parent: Parent,
    child: Child,
    toChildState: WritableKeyPath<Parent.State, Child.State?>,
    toChildAction: AnyCasePath<Parent.Action, Child.Action>,
    location: OperatorLocation
  ) {
    self.parent = parent
    self.child = child
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.location = location
  }

  public func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    self.run(parent: self.parent, child: self.child, childPath: nil, into: &state, action: action)
  }

  /// Builds the parent's and the child's bodies once, and edits the child in place.
  @inlinable
  public func _prepared() -> Reduce<Parent.State, Parent.Action> {
    // Erased here, where their types are known, so that `run` calls them directly.
    let parent = Reduce(prepared: self.parent._prepared())
    let child = Reduce(prepared: self.child._prepared())
    let childPath = InPlaceKeyPath(self.toChildState)
    return Reduce { [self] state, action in
      self.run(parent: parent, child: child, childPath: childPath, into: &state, action: action)
    }
  }

  @usableFromInline
  func run(
    parent: some Reducer<Parent.State, Parent.Action>,
    child: some Reducer<Child.State, Child.Action>,
    childPath: InPlaceKeyPath<Parent.State, Child.State?>?,
    into state: inout Parent.State,
    action: Parent.Action
  ) -> Effect<Parent.Action> {
    let childAction = self.toChildAction.extract(from: action)
    var childEffects = Effect<Parent.Action>.none
    if let childAction {
      childEffects = self.reduceChild(
        child, childPath: childPath, into: &state, action: childAction)
    }
    // The child's identity after it ran: a child that resets itself stays the same child.
    let identityBefore = state[keyPath: self.toChildState].map(NavigationIdentity.init)
    let parentEffects = parent.reduce(into: &state, action: action)
    guard let identityBefore else { return childEffects.merge(with: parentEffects) }
    let identityAfter = state[keyPath: self.toChildState].map(NavigationIdentity.init)
    if identityAfter == identityBefore {
      // Alerts and dialogs go away after any of their actions.
      if childAction != nil, let childState = state[keyPath: self.toChildState],
        isEphemeral(childState)
      {
        state[keyPath: self.toChildState] = nil
      }
      return childEffects.merge(with: parentEffects)
    }
    return
      childEffects
      .merge(with: parentEffects)
      .merge(
        with: Effect(
          operation: .cancelNamespace(HashedID(self.namespace(identityBefore)))
        )
      )
  }

  private func reduceChild(
    _ child: some Reducer<Child.State, Child.Action>,
    childPath: InPlaceKeyPath<Parent.State, Child.State?>?,
    into state: inout Parent.State,
    action childAction: Child.Action
  ) -> Effect<Parent.Action> {
    guard let childState = state[keyPath: self.toChildState] else {
      self.location.report(
        """
        An "ifLet" at "\(self.location.fileID):\(self.location.line)" received a child action \
        when child state was "nil".

          Action:
        \(String(customDumping: self.toChildAction.embed(childAction)).indent(by: 4))

        This is generally considered an application logic error, and can happen for a few \
        reasons:

        A parent reducer set child state to "nil" before this reducer ran. This reducer must run \
        before any other reducer sets child state to "nil". This ensures that child reducers can \
        handle their actions while their state is still available.

        An in-flight effect emitted this action when child state was "nil". While it may be \
        perfectly reasonable to ignore this action, consider canceling the associated effect \
        before child state becomes "nil", especially if it is a long-living effect.

        This action was sent to the store while state was "nil". Make sure that actions for this \
        reducer can only be sent from a store when state is non-"nil". In SwiftUI applications, \
        use "IfLetStore".
        """
      )
      return .none
    }
    // The child's effects are filed under its identity as it was when they were started.
    let identity = NavigationIdentity(childState)
    var effect = Effect<Child.Action>.none
    func reduce(_ childState: inout Child.State?) {
      effect = child.reduce(into: &childState!, action: childAction)
    }
    if let childPath {
      childPath.modify(&state, reduce)
    } else {
      reduce(&state[keyPath: self.toChildState])
    }
    guard !effect.isNone else { return .none }
    return effect.map(self.toChildAction.embed).inNamespace(self.namespace(identity))
  }

  private func namespace(_ identity: NavigationIdentity) -> ChildNamespace {
    ChildNamespace(path: self.toChildState, identity: identity)
  }
}

extension Effect {
  /// Puts this effect's cancellation identifiers in a child's namespace.
  @usableFromInline
  func inNamespace(_ namespace: some Hashable & Sendable) -> Self {
    if self.isNone { return self }
    return Self(operation: .namespace(HashedID(namespace), self))
  }
}
