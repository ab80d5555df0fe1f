extension Store where State: ObservableState, Action: BindableAction, Action.State == State {
  /// Reads a field of the state, or sets it by sending a binding action, which is what a
  /// SwiftUI binding to `$store.text` does:
  ///
  /// ```swift
  /// store.text = "Hello"   // sends .binding(.set(\.text, "Hello"))
  /// ```
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { self.state[keyPath: keyPath] }
    set {
      let action = BindingAction.set(keyPath, newValue)
        .reportedIfUnhandled(actionType: Action.self, isGone: { [weak self] in self == nil })
      self.send(.binding(action))
    }
  }
}

extension Store
where
  State: ObservableState, Action: ViewAction, Action.ViewAction: BindableAction,
  Action.ViewAction.State == State
{
  /// Reads a field of the state, or sets it by sending a binding view action:
  ///
  /// ```swift
  /// store.text = "Hello"   // sends .view(.binding(.set(\.text, "Hello")))
  /// ```
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { self.state[keyPath: keyPath] }
    set {
      let action = BindingAction.set(keyPath, newValue)
        .reportedIfUnhandled(
          actionType: Action.ViewAction.self, isGone: { [weak self] in self == nil }
        )
      self.send(.view(.binding(action)))
    }
  }
}
