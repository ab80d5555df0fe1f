#if !canImport(Darwin)
  extension View {
    /// Presents the alert of a store's `AlertState` while it is not `nil`; a button's action is
    /// sent to the store, and dismissing sends `.dismiss`.
    ///
    /// ```swift
    /// .alert($store.scope(state: \.alert, action: \.alert))
    /// ```
    public func alert<Action>(_ item: Binding<Store<AlertState<Action>, Action>?>) -> some View {
      let store = item.wrappedValue
      let alert = store?.withState { $0 }
      return self.alert(
        Text(alert?.title ?? TextState("")),
        isPresented: Binding(
          get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } }),
        presenting: alert,
        actions: { alert in
          ForEach(alert.buttons) { button in
            Button(button) { action in
              if let action { store?.send(action, animation: button.action.animation) }
            }
          }
        },
        message: { $0.message.map { Text($0) } }
      )
    }

    /// Presents the confirmation dialog of a store's `ConfirmationDialogState` while it is not
    /// `nil`.
    public func confirmationDialog<Action>(
      _ item: Binding<Store<ConfirmationDialogState<Action>, Action>?>
    ) -> some View {
      let store = item.wrappedValue
      let dialog = store?.withState { $0 }
      return self.confirmationDialog(
        Text(dialog?.title ?? TextState("")),
        isPresented: Binding(
          get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } }),
        titleVisibility: dialog.map { Visibility($0.titleVisibility) } ?? .automatic,
        presenting: dialog,
        actions: { dialog in
          ForEach(dialog.buttons) { button in
            Button(button) { action in
              if let action { store?.send(action, animation: button.action.animation) }
            }
          }
        },
        message: { $0.message.map { Text($0) } }
      )
    }
  }

  extension Visibility {
    /// The visibility a dialog state asks for its title.
    public init(_ visibility: ConfirmationDialogStateTitleVisibility) {
      switch visibility {
      case .automatic: self = .automatic
      case .hidden: self = .hidden
      case .visible: self = .visible
      }
    }
  }

  extension Text {
    /// Text from a `TextState`, as SwiftUINavigation makes it.
    public init(_ state: TextState) {
      self.init(verbatim: String(state: state))
    }
  }

  extension Button where Label == Text {
    /// A button from a `ButtonState`: its label, its role, and its action handed to `action`.
    public init<Action>(_ button: ButtonState<Action>, action: @escaping (Action?) -> Void) {
      let action = UncheckedSendable(action)
      self.init(role: button.role.map(ButtonRole.init)) {
        button.withAction { action.value($0) }
      } label: {
        Text(button.label)
      }
    }
  }

  extension ButtonRole {
    /// The role a button state asks for.
    public init(_ role: ButtonStateRole) {
      switch role {
      case .cancel: self = .cancel
      case .destructive: self = .destructive
      }
    }
  }
#endif
