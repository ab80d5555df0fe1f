/// A state that holds an optional child: `Optional` itself, or the `@Presents` field's
/// `PresentationState` (`\.$destination`). A presentation binding's `scope` is one overload
/// generic over it, so that the type checker tries one candidate, not one per container.
public protocol _ScopableState<Unwrapped> {
  associatedtype Unwrapped
  /// The key path to the optional child through a key path to the container.
  static func _scopeKeyPath<Root>(_ keyPath: KeyPath<Root, Self>) -> KeyPath<Root, Unwrapped?>
  /// What tells the presented child apart from the next one presented here.
  var _scopeID: AnyHashable? { get }
}

extension Optional: _ScopableState {
  public static func _scopeKeyPath<Root>(
    _ keyPath: KeyPath<Root, Self>
  ) -> KeyPath<Root, Wrapped?> {
    keyPath
  }
  public var _scopeID: AnyHashable? { self.flatMap(presentationIdentity(of:)) }
}

extension PresentationState: _ScopableState {
  public static func _scopeKeyPath<Root>(
    _ keyPath: KeyPath<Root, Self>
  ) -> KeyPath<Root, State?> {
    keyPath.appending(path: \.wrappedValue)
  }
  public var _scopeID: AnyHashable? { self.wrappedValue.flatMap(presentationIdentity(of:)) }
}

#if !canImport(Darwin)
  extension Bindable {
    /// A binding to the store of a presented child (an alert, a dialog, a sheet), `nil` while
    /// nothing is presented; setting it to `nil` dismisses the child through the store.
    ///
    /// ```swift
    /// .sheet(item: $store.scope(\.$destination, action: \.destination).edit) {
    ///   EditView(store: $0)
    /// }
    /// ```
    public func scope<State: ObservableState, Action, Container: _ScopableState, ChildAction>(
      _ state: KeyPath<State, Container>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID, filePath: StaticString = #filePath,
      line: UInt = #line, column: UInt = #column
    ) -> Binding<Store<Container.Unwrapped, ChildAction>?> where Value == Store<State, Action> {
      Binding(
        presenting: wrappedValue, state: state, action: action, fileID, filePath, line, column)
    }

    /// A binding to the store of a presented child: `scope(_:action:)`, labeled as before TCA
    /// 1.25.
    public func scope<State: ObservableState, Action, Container: _ScopableState, ChildAction>(
      state: KeyPath<State, Container>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID, filePath: StaticString = #filePath,
      line: UInt = #line, column: UInt = #column
    ) -> Binding<Store<Container.Unwrapped, ChildAction>?> where Value == Store<State, Action> {
      Binding(
        presenting: wrappedValue, state: state, action: action, fileID, filePath, line, column)
    }

    /// A binding to the store of a navigation stack's path, for `NavigationStack(path:)`.
    public func scope<State: ObservableState, Action, ElementState, ElementAction>(
      _ state: KeyPath<State, StackState<ElementState>>,
      action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
    where Value == Store<State, Action> {
      Binding(stackOf: wrappedValue, state: state, action: action)
    }

    /// A binding to the store of a navigation stack's path, labeled.
    public func scope<State: ObservableState, Action, ElementState, ElementAction>(
      state: KeyPath<State, StackState<ElementState>>,
      action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
    where Value == Store<State, Action> {
      Binding(stackOf: wrappedValue, state: state, action: action)
    }
  }

  extension Binding {
    /// A binding to the store of a presented child, as `Bindable.scope(_:action:)` makes.
    public func scope<State: ObservableState, Action, Container: _ScopableState, ChildAction>(
      _ state: KeyPath<State, Container>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID, filePath: StaticString = #filePath,
      line: UInt = #line, column: UInt = #column
    ) -> Binding<Store<Container.Unwrapped, ChildAction>?> where Value == Store<State, Action> {
      Binding<Store<Container.Unwrapped, ChildAction>?>(
        presenting: wrappedValue, state: state, action: action, fileID, filePath, line, column)
    }

    /// A binding to the store of a presented child, labeled.
    public func scope<State: ObservableState, Action, Container: _ScopableState, ChildAction>(
      state: KeyPath<State, Container>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID, filePath: StaticString = #filePath,
      line: UInt = #line, column: UInt = #column
    ) -> Binding<Store<Container.Unwrapped, ChildAction>?> where Value == Store<State, Action> {
      Binding<Store<Container.Unwrapped, ChildAction>?>(
        presenting: wrappedValue, state: state, action: action, fileID, filePath, line, column)
    }

    /// A binding to the store of a navigation stack's path.
    public func scope<State: ObservableState, Action, ElementState, ElementAction>(
      _ state: KeyPath<State, StackState<ElementState>>,
      action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
    where Value == Store<State, Action> {
      Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>(
        stackOf: wrappedValue, state: state, action: action)
    }

    /// A binding to the store of a navigation stack's path, labeled.
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
    init<State: ObservableState, Action, Container: _ScopableState, ChildAction>(
      presenting store: Store<State, Action>, state container: KeyPath<State, Container>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      _ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt
    ) where Value == Store<Container.Unwrapped, ChildAction>? {
      let state = UncheckedSendable(Container._scopeKeyPath(container))
      let action = UncheckedSendable(action)
      // The child presented when the view made this binding: the one its dismissal is about.
      // An alert's button runs before the alert closes; when the button presents another
      // alert, that close must leave the new one up.
      // (Views make bindings on the main actor.)
      let container = UncheckedSendable(container)
      let id = MainActor.assumeIsolated {
        UncheckedSendable(store.withState { $0[keyPath: container.value]._scopeID })
      }
      self.init(
        get: { store.scope(state: state.value, action: action.value.appending(path: \.presented)) },
        set: { newValue in
          store[
            id: id.value, state: state.value, action: action.value, isInViewBody: false,
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
