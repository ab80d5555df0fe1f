extension Reducer {
  /// Runs a child reducer on one case of enum state while the state is in that case.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifCaseLet(\.loggedIn, action: \.loggedIn) { Home() }
  /// ```
  ///
  /// The child runs before the parent; its effects are cancelled when the state leaves the
  /// case. A child action that arrives while the state is in another case is reported.
  ///
  /// - Parameters:
  ///   - toCaseState: A case key path to the child state.
  ///   - toCaseAction: A case key path to the child's actions.
  ///   - case: The child reducer.
  ///   - fileID: The file ID of the call site, for issues this reducer reports.
  ///   - filePath: The file path of the call site, for issues this reducer reports.
  ///   - line: The line of the call site, for issues this reducer reports.
  ///   - column: The column of the call site, for issues this reducer reports.
  /// - Returns: A reducer that runs the child, then this reducer.
  @inlinable
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: CaseKeyPath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Case>
  where CaseState == Case.State, CaseAction == Case.Action, State: CasePathable {
    _IfCaseLetReducer(
      parent: self,
      child: `case`(),
      toChildState: AnyCasePath(resolving: toCaseState),
      toChildAction: AnyCasePath(resolving: toCaseAction),
      statePath: toCaseState,
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer `ifCaseLet` returns.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let child: Child
  @usableFromInline let toChildState: AnyCasePath<Parent.State, Child.State>
  @usableFromInline let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  @usableFromInline let statePath: AnyKeyPath
  @usableFromInline let location: OperatorLocation

  @usableFromInline
  init(
    parent: Parent,
    child: Child,
    toChildState: AnyCasePath<Parent.State, Child.State>,
    toChildAction: AnyCasePath<Parent.Action, Child.Action>,
    statePath: AnyKeyPath,
    location: OperatorLocation
  ) {
    self.parent = parent
    self.child = child
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.statePath = statePath
    self.location = location
  }

  public func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    self.run(parent: self.parent, child: self.child, into: &state, action: action)
  }

  /// Builds the parent's and the child's bodies once.
  @inlinable
  public func _prepared() -> Reduce<Parent.State, Parent.Action> {
    // Erased here, where their types are known, so that `run` calls them directly.
    let parent = Reduce(prepared: self.parent._prepared())
    let child = Reduce(prepared: self.child._prepared())
    return Reduce { [self] state, action in
      self.run(parent: parent, child: child, into: &state, action: action)
    }
  }

  @usableFromInline
  func run(
    parent: some Reducer<Parent.State, Parent.Action>,
    child: some Reducer<Child.State, Child.Action>,
    into state: inout Parent.State,
    action: Parent.Action
  ) -> Effect<Parent.Action> {
    var childEffects = Effect<Parent.Action>.none
    if let childAction = self.toChildAction.extract(from: action) {
      if var childState = self.toChildState.extract(from: state) {
        // The child's effects are filed under its identity as it was when they started.
        let namespace = self.namespace(NavigationIdentity(childState))
        childEffects = child.reduce(into: &childState, action: childAction)
          .map(self.toChildAction.embed)
          .inNamespace(namespace)
        state = self.toChildState.embed(childState)
      } else {
        self.location.report(
          """
          An "ifCaseLet" at "\(self.location.fileID):\(self.location.line)" received a child \
          action when child state was set to a different case.

            Action:
          \(String(customDumping: action).indent(by: 4))
            State:
          \(String(customDumping: state).indent(by: 4))

          This is generally considered an application logic error, and can happen for a few \
          reasons:

          A parent reducer set "\(typeName(Parent.State.self))" to a different case before \
          this reducer ran. This reducer must run before any other reducer sets child state to a \
          different case. This ensures that child reducers can handle their actions while their \
          state is still available.

          An in-flight effect emitted this action when child state was unavailable. While it may \
          be perfectly reasonable to ignore this action, consider canceling the associated \
          effect before child state changes to another case, especially if it is a long-living \
          effect.

          This action was sent to the store while state was another case. Make sure that \
          actions for this reducer can only be sent from a store when state is set to the \
          appropriate case. In SwiftUI applications, use "SwitchStore".
          """
        )
      }
    }
    // The child's identity after it ran: a child that resets itself stays the same child.
    let identityBefore = self.toChildState.extract(from: state).map(NavigationIdentity.init)
    let parentEffects = parent.reduce(into: &state, action: action)
    guard let identityBefore else { return childEffects.merge(with: parentEffects) }
    let identityAfter = self.toChildState.extract(from: state).map(NavigationIdentity.init)
    guard identityAfter != identityBefore else { return childEffects.merge(with: parentEffects) }
    return
      childEffects
      .merge(with: parentEffects)
      .merge(
        with: Effect(
          operation: .cancelNamespace(HashedID(self.namespace(identityBefore)))
        )
      )
  }

  private func namespace(_ identity: NavigationIdentity) -> ChildNamespace {
    ChildNamespace(path: self.statePath, identity: identity)
  }
}
