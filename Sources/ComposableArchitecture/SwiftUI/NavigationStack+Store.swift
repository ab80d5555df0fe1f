#if !canImport(Darwin)
  extension NavigationStack {
    /// A stack driven by a store's `StackState`: `root` at the bottom, and a screen that
    /// `destination` builds for each element of the path.
    ///
    /// ```swift
    /// NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
    ///   RootView(store: store)
    /// } destination: { store in
    ///   DetailView(store: store)
    /// }
    /// ```
    public init<State, Action, Destination: View, R>(
      path: Binding<Store<StackState<State>, StackAction<State, Action>>>,
      @ViewBuilder root: () -> R,
      @ViewBuilder destination: @escaping (Store<State, Action>) -> Destination,
      fileID: StaticString = #fileID, filePath: StaticString = #filePath,
      line: UInt = #line, column: UInt = #column
    )
    where
      Data == StackState<State>.PathView,
      Root == ModifiedContent<R, _NavigationDestinationViewModifier<State, Action, Destination>>
    {
      let store = path.wrappedValue
      let pathView = Binding<StackState<State>.PathView>(
        get: { store.withState { $0.path } },
        set: { newValue in
          store[
            fileID: _HashableStaticString(rawValue: fileID),
            filePath: _HashableStaticString(rawValue: filePath), line: line, column: column
          ] = newValue
        })
      self.init(path: pathView) {
        root().modifier(_NavigationDestinationViewModifier(store: store, destination: destination))
      }
    }
  }

  /// Registers the screens of a store-driven stack: a store scoped to each pushed element.
  public struct _NavigationDestinationViewModifier<State, Action, Destination: View>:
    ViewModifier
  {
    let store: Store<StackState<State>, StackAction<State, Action>>
    let destination: (Store<State, Action>) -> Destination

    public func body(content: Content) -> some View {
      let store = self.store
      let destination = self.destination
      return content.navigationDestination(for: StackState<State>.Component.self) { component in
        if let element = store.scope(
          state: \.[navigationElement: component.id], action: \.[id: component.id])
        {
          destination(element)
        }
      }
    }
  }

  extension StackState {
    /// The element with `id`, read-only: what a stack's screen is scoped to.
    subscript(navigationElement id: StackElementID) -> Element? { self[id: id] }
  }

  extension NavigationLink where Destination == Never {
    /// A link that pushes `state` onto the enclosing store-driven stack.
    ///
    /// ```swift
    /// NavigationLink(state: Path.State.detail(DetailFeature.State())) { Text("Detail") }
    /// ```
    public init<P, L: View>(
      state: P?, @ViewBuilder label: () -> L,
      fileID: StaticString = #fileID, filePath: StaticString = #filePath,
      line: UInt = #line, column: UInt = #column
    ) where Label == _NavigationLinkStoreContent<P, L> {
      @Dependency(\.stackElementID) var stackElementID
      self.init(
        value: state.map { StackState<P>.Component(id: stackElementID(), element: $0) }
      ) {
        _NavigationLinkStoreContent(state: state, label: label())
      }
    }

    /// A link with a localized title that pushes `state` onto the enclosing stack.
    public init<P>(
      _ titleKey: LocalizedStringKey, state: P?,
      fileID: StaticString = #fileID, filePath: StaticString = #filePath,
      line: UInt = #line, column: UInt = #column
    ) where Label == _NavigationLinkStoreContent<P, Text> {
      self.init(state: state, label: { Text(titleKey) })
    }

    /// A link with a title that pushes `state` onto the enclosing stack.
    @_disfavoredOverload
    public init<S: StringProtocol, P>(
      _ title: S, state: P?,
      fileID: StaticString = #fileID, filePath: StaticString = #filePath,
      line: UInt = #line, column: UInt = #column
    ) where Label == _NavigationLinkStoreContent<P, Text> {
      self.init(state: state, label: { Text(title) })
    }
  }

  /// The label of a link that pushes state.
  public struct _NavigationLinkStoreContent<State, Label: View>: View {
    let state: State?
    let label: Label
    public init(state: State?, @ViewBuilder label: () -> Label) {
      self.state = state
      self.label = label()
    }
    init(state: State?, label: Label) {
      self.state = state
      self.label = label
    }
    public var body: some View { label }
  }
#endif
