#if !canImport(Darwin)
  extension Bindable {
    /// A binding to the store of a presented child (an alert, a dialog, a sheet), `nil` while
    /// nothing is presented; setting it to `nil` dismisses the child through the store.
    ///
    /// ```swift
    /// .sheet(item: $store.scope(state: \.destination?.edit, action: \.destination.edit)) {
    ///   EditView(store: $0)
    /// }
    /// ```
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
      state: KeyPath<State, ChildState?>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID, filePath: StaticString = #filePath,
      line: UInt = #line, column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
      Binding(
        presenting: wrappedValue, state: state, action: action, fileID, filePath, line, column)
    }

    /// A binding to the store of a presented child: `scope(state:action:)`, unlabeled as TCA
    /// 1.25 prefers.
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
      _ state: KeyPath<State, ChildState?>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID, filePath: StaticString = #filePath,
      line: UInt = #line, column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
      Binding(
        presenting: wrappedValue, state: state, action: action, fileID, filePath, line, column)
    }

    /// A binding to the store of a presented child, from the `@Presents` field's projection
    /// (`\.$destination`).
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
      _ state: KeyPath<State, PresentationState<ChildState>>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID, filePath: StaticString = #filePath,
      line: UInt = #line, column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
      Binding(
        presenting: wrappedValue, state: state.appending(path: \.wrappedValue), action: action,
        fileID, filePath, line, column)
    }

    /// A binding to the store of a navigation stack's path, unlabeled.
    public func scope<State: ObservableState, Action, ElementState, ElementAction>(
      _ state: KeyPath<State, StackState<ElementState>>,
      action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
    where Value == Store<State, Action> {
      Binding(stackOf: wrappedValue, state: state, action: action)
    }

    /// A binding to the store of a navigation stack's path, for `NavigationStack(path:)`.
    public func scope<State: ObservableState, Action, ElementState, ElementAction>(
      state: KeyPath<State, StackState<ElementState>>,
      action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
    where Value == Store<State, Action> {
      Binding(stackOf: wrappedValue, state: state, action: action)
    }
  }

  extension Binding {
    /// A binding to the store of a presented child, as `Bindable.scope(state:action:)` makes.
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
      state: KeyPath<State, ChildState?>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID, filePath: StaticString = #filePath,
      line: UInt = #line, column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
      Binding<Store<ChildState, ChildAction>?>(
        presenting: wrappedValue, state: state, action: action, fileID, filePath, line, column)
    }

    /// A binding to the store of a navigation stack's path.
    public func scope<State: ObservableState, Action, ElementState, ElementAction>(
      state: KeyPath<State, StackState<ElementState>>,
      action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
    where Value == Store<State, Action> {
      Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>(
        stackOf: wrappedValue, state: state, action: action)
    }

    /// Reads the presented child's store; writing `nil` dismisses it through the store's SPI
    /// subscript, which reports a parent that did not integrate `ifLet`.
    init<State: ObservableState, Action, ChildState, ChildAction>(
      presenting store: Store<State, Action>, state: KeyPath<State, ChildState?>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      _ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt
    ) where Value == Store<ChildState, ChildAction>? {
      let state = UncheckedSendable(state)
      let action = UncheckedSendable(action)
      self.init(
        get: { store.scope(state: state.value, action: action.value.appending(path: \.presented)) },
        set: { newValue in
          let id = store.withState { $0[keyPath: state.value] }.flatMap(presentationIdentity(of:))
          store[
            id: id, state: state.value, action: action.value, isInViewBody: false,
            fileID: _HashableStaticString(rawValue: fileID),
            filePath: _HashableStaticString(rawValue: filePath), line: line, column: column
          ] = newValue
        })
    }

    /// The stack's store; the stack pushes and pops through the path binding it derives.
    init<State: ObservableState, Action, ElementState, ElementAction>(
      stackOf store: Store<State, Action>, state: KeyPath<State, StackState<ElementState>>,
      action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
    ) where Value == Store<StackState<ElementState>, StackAction<ElementState, ElementAction>> {
      let state = UncheckedSendable(state)
      let action = UncheckedSendable(action)
      self.init(get: { store.scope(state: state.value, action: action.value) }, set: { _ in })
    }
  }
#endif
