#if !canImport(Darwin)
  // The 1.0–1.6 presentation modifiers that take a store of `PresentationState` and
  // `PresentationAction`: a child store while presented, `.dismiss` when the view dismisses.

  @MainActor
  private func presentedBinding<State, Action>(
    _ store: Store<PresentationState<State>, PresentationAction<Action>>
  ) -> Binding<Store<State, Action>?> {
    Binding(
      get: {
        guard store.withState({ $0.wrappedValue }) != nil else { return nil }
        return unwrappedStore(
          store.scopeThroughClosures(
            state: { $0.wrappedValue }, action: { PresentationAction.presented($0) }))
      },
      set: { newValue in
        if newValue == nil, store.withState({ $0.wrappedValue }) != nil { store.send(.dismiss) }
      })
  }

  /// A store, identified for `sheet(item:)` and friends.
  struct IdentifiedStore<State, Action>: Identifiable {
    let id: ObjectIdentifier
    let store: Store<State, Action>
  }

  @MainActor
  private func identified<State, Action>(_ binding: Binding<Store<State, Action>?>)
    -> Binding<IdentifiedStore<State, Action>?>
  {
    Binding(
      get: { binding.wrappedValue.map { IdentifiedStore(id: ObjectIdentifier($0), store: $0) } },
      set: { if $0 == nil { binding.wrappedValue = nil } })
  }

  @available(*, deprecated, message: "Pass a binding of a store to 'sheet(item:)', instead.")
  extension View {
    /// Presents a sheet with a store of the presented state.
    public func sheet<State, Action, Content: View>(
      store: Store<PresentationState<State>, PresentationAction<Action>>,
      onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (_ store: Store<State, Action>) -> Content
    ) -> some View {
      sheet(item: identified(presentedBinding(store)), onDismiss: onDismiss) { content($0.store) }
    }

    /// Presents a popover with a store of the presented state.
    public func popover<State, Action, Content: View>(
      store: Store<PresentationState<State>, PresentationAction<Action>>,
      attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
      @ViewBuilder content: @escaping (_ store: Store<State, Action>) -> Content
    ) -> some View {
      popover(item: identified(presentedBinding(store))) { content($0.store) }
    }

    /// Presents a full-screen cover with a store of the presented state.
    public func fullScreenCover<State, Action, Content: View>(
      store: Store<PresentationState<State>, PresentationAction<Action>>,
      onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (_ store: Store<State, Action>) -> Content
    ) -> some View {
      fullScreenCover(item: identified(presentedBinding(store)), onDismiss: onDismiss) {
        content($0.store)
      }
    }

    /// Pushes a screen with a store of the presented state.
    public func navigationDestination<State, Action, Destination: View>(
      store: Store<PresentationState<State>, PresentationAction<Action>>,
      @ViewBuilder destination: @escaping (_ store: Store<State, Action>) -> Destination
    ) -> some View {
      let binding = presentedBinding(store)
      return navigationDestination(
        isPresented: Binding(
          get: { binding.wrappedValue != nil }, set: { if !$0 { binding.wrappedValue = nil } })
      ) {
        if let store = binding.wrappedValue { destination(store) }
      }
    }

    /// Presents the alert of a store's presented `AlertState`.
    public func alert<ButtonAction>(
      store: Store<PresentationState<AlertState<ButtonAction>>, PresentationAction<ButtonAction>>
    ) -> some View {
      alert(presentedBinding(store))
    }

    /// Presents the dialog of a store's presented `ConfirmationDialogState`.
    public func confirmationDialog<ButtonAction>(
      store: Store<
        PresentationState<ConfirmationDialogState<ButtonAction>>, PresentationAction<ButtonAction>
      >
    ) -> some View {
      confirmationDialog(presentedBinding(store))
    }
  }
#endif
