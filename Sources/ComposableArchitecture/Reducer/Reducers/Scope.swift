/// Runs a child reducer on part of the parent's state, for the child's actions.
///
/// With a key path, the child's state is a field of the parent's:
///
/// ```swift
/// Scope(state: \.profile, action: \.profile) { Profile() }
/// Scope(\.profile, action: \.profile) { Profile() }   // the same
/// ```
///
/// With a case key path, the child's state is a case of the parent's enum state; a child
/// action that arrives while the state is in another case is reported as an issue.
///
/// ```swift
/// Scope(state: \.loggedIn, action: \.loggedIn) { Home() }
/// ```
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  /// Shared by a scope and its prepared form, whose child has the same state.
  @usableFromInline
  typealias StatePath = ScopeStatePath<ParentState, Child.State>

  @usableFromInline let toChildState: StatePath
  @usableFromInline let toChildAction: AnyCasePath<ParentAction, Child.Action>
  @usableFromInline let child: Child

  @usableFromInline
  init(
    toChildState: StatePath, toChildAction: AnyCasePath<ParentAction, Child.Action>, child: Child
  ) {
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.child = child
  }

  /// Scopes to a field of the parent's state.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .keyPath(toChildState)
    self.toChildAction = AnyCasePath(resolving: toChildAction)
    self.child = child()
  }

  /// Scopes to a field of the parent's state; the same as `init(state:action:child:)`, in the
  /// unlabeled form of TCA's main branch.
  ///
  /// ```swift
  /// Scope(\.profile, action: \.profile) { Profile() }
  /// ```
  @inlinable
  public init<ChildState, ChildAction>(
    _ toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(state: toChildState, action: toChildAction, child: child)
  }

  /// Scopes to a case of the parent's enum state.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action, ParentState: CasePathable {
    self.toChildState = .casePath(
      AnyCasePath(resolving: toChildState), fileID: fileID, filePath: filePath, line: line,
      column: column
    )
    self.toChildAction = AnyCasePath(resolving: toChildAction)
    self.child = child()
  }

  /// Builds the child's body once, and edits observable child state in place.
  @inlinable
  public func _prepared() -> _PreparedScope<ParentState, ParentAction, Child._Prepared> {
    _PreparedScope(
      Scope<ParentState, ParentAction, Child._Prepared>(
        toChildState: self.toChildState, toChildAction: self.toChildAction,
        child: self.child._prepared()
      )
    )
  }

  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = self.toChildAction.extract(from: action) else { return .none }
    var effect = Effect<Child.Action>.none
    switch self.toChildState {
    case let .keyPath(keyPath):
      effect = self.child.reduce(into: &state[keyPath: keyPath], action: childAction)
    case let .casePath(casePath, fileID, filePath, line, column):
      guard var childState = casePath.extract(from: state) else {
        reportIssue(
          """
          A "Scope" at "\(fileID):\(line)" received a child action when child state was set to a \
          different case.

            Action:
              \(debugCaseOutput(action))
            State:
              \(debugCaseOutput(state))

          This is generally considered an application logic error, and can happen for a few \
          reasons:

          A parent reducer set "\(typeName(ParentState.self))" to a different case before the \
          scoped reducer ran. Child reducers must run before any parent reducer sets child state \
          to a different case. This ensures that child reducers can handle their actions while \
          their state is still available. Consider using "Reducer.ifCaseLet" to embed this \
          child reducer in the parent reducer that change its state to ensure the child reducer \
          runs first.

          An in-flight effect emitted this action when child state was unavailable. While it may \
          be perfectly reasonable to ignore this action, consider canceling the associated effect \
          before child state changes to another case, especially if it is a long-living effect.

          This action was sent to the store while state was another case. Make sure that actions \
          for this reducer can only be sent from a store when state is set to the appropriate \
          case. In SwiftUI applications, use "SwitchStore".
          """,
          fileID: fileID, filePath: filePath, line: line, column: column
        )
        return .none
      }
      effect = self.child.reduce(into: &childState, action: childAction)
      state = casePath.embed(childState)
    }
    // Most actions return no effect: skip the closure `map` would allocate.
    return effect.isNone ? .none : effect.map(self.toChildAction.embed)
  }
}

/// Where a `Scope` finds its child's state: a field, or a case of an enum.
@usableFromInline
enum ScopeStatePath<ParentState, ChildState> {
  case keyPath(WritableKeyPath<ParentState, ChildState>)
  case casePath(
    AnyCasePath<ParentState, ChildState>, fileID: StaticString, filePath: StaticString,
    line: UInt, column: UInt
  )
}
