import ComposableArchitecture

extension Bindable {
  /// A binding to the store of a presented child (an alert, a dialog, a sheet), `nil` while
  /// nothing is presented. Setting it to `nil` dismisses the child through the store (it sends
  /// `.dismiss`), as TCA's `$store.scope(state:action:)` does for SwiftUI:
  ///
  /// ```swift
  /// .alert($store.scope(state: \.alert, action: \.alert))
  /// .sheet(item: $store.scope(state: \.destination?.edit, action: \.destination.edit)) {
  ///   EditView(store: $0)
  /// }
  /// ```
  public func scope<State: ObservableState, Action, ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
    Binding(store: wrappedValue, state: state, action: action)
  }

  /// A binding to the store of a navigation stack's path, for ``NavigationStack``:
  ///
  /// ```swift
  /// NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
  ///   RootView(store: store)
  /// } destination: { store in
  ///   DetailView(store: store)
  /// }
  /// ```
  public func scope<State: ObservableState, Action, ElementState, ElementAction>(
    state: KeyPath<State, StackState<ElementState>>,
    action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
  ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
  where Value == Store<State, Action> {
    let store = wrappedValue
    let path = store.scope(state: state, action: action)
    return Binding(
      get: { path },
      // The stack pops by sending actions itself; a new store has nothing to write.
      set: { _ in })
  }
}

extension Binding {
  /// A binding to the store of a presented child (an alert, a dialog, a sheet), as
  /// ``Bindable/scope(state:action:)`` makes from `$store`.
  public func scope<State: ObservableState, Action, ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
    Binding<Store<ChildState, ChildAction>?>(store: wrappedValue, state: state, action: action)
  }

  /// Reads the child store from `store`; writing `nil` dismisses the child if it is still
  /// presented (so a button that already ended an alert sends nothing more).
  init<State: ObservableState, Action, ChildState, ChildAction>(
    store: Store<State, Action>, state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) where Value == Store<ChildState, ChildAction>? {
    self.init(
      get: { store.scope(state: state, action: action.appending(path: \.presented)) },
      set: { newValue in
        guard newValue == nil, store.withState({ $0[keyPath: state] }) != nil else { return }
        store.send(action(.dismiss))
      })
  }
}
