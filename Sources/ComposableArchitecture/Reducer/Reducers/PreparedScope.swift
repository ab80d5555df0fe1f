/// A `Scope` as a store runs it: its child prepared, and observable child state edited in
/// place (see `InPlaceKeyPath`).
///
/// A class, so that running it passes a reference: the prepared child holds the rest of the
/// feature tree, and a struct would be copied into the closures that edit the child's state.
public final class _PreparedScope<ParentState, ParentAction, Child: Reducer>: Reducer {
  @usableFromInline let scope: Scope<ParentState, ParentAction, Child>
  @usableFromInline let statePath: InPlaceKeyPath<ParentState, Child.State>?

  @inlinable
  init(_ scope: Scope<ParentState, ParentAction, Child>) {
    self.scope = scope
    if case let .keyPath(keyPath) = scope.toChildState {
      self.statePath = InPlaceKeyPath(keyPath)
    } else {
      self.statePath = nil
    }
  }

  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    // Not `if let`: binding the path would copy it, retaining its key path and closures.
    guard self.statePath != nil else {
      return self.scope.reduce(into: &state, action: action)
    }
    guard let childAction = self.scope.toChildAction.extract(from: action) else { return .none }
    var effect = Effect<Child.Action>.none
    self.statePath?.modify(&state) {
      effect = self.scope.child.reduce(into: &$0, action: childAction)
    }
    // Most actions return no effect: skip the closure `map` would allocate.
    return effect.isNone ? .none : effect.map(self.scope.toChildAction.embed)
  }

  @inlinable
  public func _prepared() -> _PreparedScope {
    self
  }
}
