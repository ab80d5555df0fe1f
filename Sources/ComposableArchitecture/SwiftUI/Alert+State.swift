#if !canImport(Darwin)
  // SwiftUINavigation's alerts and dialogs driven by a binding to optional state, which TCA
  // re-exports: `.alert($store.scope(\.$destination, action: \.destination).alert)` reaches a
  // destination's `AlertState<Never>` case this way. Tapping a button dismisses (the binding is
  // set to `nil`), then hands the button's action to `handler`.

  extension View {
    /// Presents an alert from a binding to optional alert state whose buttons send nothing.
    public func alert(_ state: Binding<AlertState<Never>?>) -> some View {
      self.alert(state) { (_: Never?) in }
    }

    /// Presents an alert from a binding to optional alert state; a tapped button's action is
    /// handed to `handler`.
    public func alert<Value>(
      _ state: Binding<AlertState<Value>?>, action handler: @escaping (Value?) -> Void
    ) -> some View {
      let alert = state.wrappedValue
      let handler = UncheckedSendable(handler)
      return self.alert(
        Text(alert?.title ?? TextState("")),
        isPresented: Binding(
          get: { state.wrappedValue != nil }, set: { if !$0 { state.wrappedValue = nil } }),
        presenting: alert,
        actions: { alert in
          ForEach(alert.buttons) { button in
            Button(button) { handler.value($0) }
          }
        },
        message: { $0.message.map { Text($0) } }
      )
    }

    /// Presents an alert from a binding to optional alert state; a tapped button's action is
    /// handed to the asynchronous `handler`.
    public func alert<Value: Sendable>(
      _ state: Binding<AlertState<Value>?>,
      action handler: @escaping @Sendable (Value?) async -> Void
    ) -> some View {
      self.alert(state) { (value: Value?) in
        Task { await handler(value) }
      }
    }

    /// Presents a confirmation dialog from a binding to optional dialog state whose buttons
    /// send nothing.
    public func confirmationDialog(_ state: Binding<ConfirmationDialogState<Never>?>) -> some View {
      self.confirmationDialog(state) { (_: Never?) in }
    }

    /// Presents a confirmation dialog from a binding to optional dialog state; a tapped button's
    /// action is handed to `handler`.
    public func confirmationDialog<Value>(
      _ state: Binding<ConfirmationDialogState<Value>?>,
      action handler: @escaping (Value?) -> Void
    ) -> some View {
      let dialog = state.wrappedValue
      let handler = UncheckedSendable(handler)
      return self.confirmationDialog(
        Text(dialog?.title ?? TextState("")),
        isPresented: Binding(
          get: { state.wrappedValue != nil }, set: { if !$0 { state.wrappedValue = nil } }),
        titleVisibility: dialog.map { Visibility($0.titleVisibility) } ?? .automatic,
        presenting: dialog,
        actions: { dialog in
          ForEach(dialog.buttons) { button in
            Button(button) { handler.value($0) }
          }
        },
        message: { $0.message.map { Text($0) } }
      )
    }

    /// Presents a confirmation dialog from a binding to optional dialog state; a tapped button's
    /// action is handed to the asynchronous `handler`.
    public func confirmationDialog<Value: Sendable>(
      _ state: Binding<ConfirmationDialogState<Value>?>,
      action handler: @escaping @Sendable (Value?) async -> Void
    ) -> some View {
      self.confirmationDialog(state) { (value: Value?) in
        Task { await handler(value) }
      }
    }
  }
#endif
