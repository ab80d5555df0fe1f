import ComposableArchitecture

extension View {
  /// Presents an alert from a store of `AlertState` over this view, as TCA's SwiftUI
  /// `alert(_:)` does: each button has a number key, Enter presses the first button that does
  /// not cancel, Esc the cancel button. A button sends its action, and dismissing sends
  /// `.dismiss`, through the store.
  ///
  /// ```swift
  /// ItemsView(store: store)
  ///   .alert($store.scope(state: \.alert, action: \.alert))
  /// ```
  package func alert<Action>(_ item: Binding<Store<AlertState<Action>, Action>?>) -> some View {
    let store = item.wrappedValue
    let panel = store.map { store in
      let alert = store.withState { $0 }
      return PresentationPanel(
        title: String(state: alert.title), message: alert.message.map { String(state: $0) },
        buttons: PresentationButtons(
          buttons: alert.buttons, dismiss: { item.wrappedValue = nil },
          send: { store.send($0) }),
        stacksButtons: false)
    }
    return ModalView(content: self, panel: panel, alignment: .center, margin: 1)
  }

  /// Presents a confirmation dialog from a store of `ConfirmationDialogState` at the bottom of
  /// this view, as TCA's SwiftUI `confirmationDialog(_:)` does: the buttons are stacked, each
  /// with a number key; Esc cancels.
  ///
  /// ```swift
  /// ItemsView(store: store)
  ///   .confirmationDialog($store.scope(state: \.dialog, action: \.dialog))
  /// ```
  package func confirmationDialog<Action>(
    _ item: Binding<Store<ConfirmationDialogState<Action>, Action>?>
  ) -> some View {
    let store = item.wrappedValue
    let panel = store.map { store in
      let dialog = store.withState { $0 }
      var buttons = dialog.buttons
      // A dialog always offers a way out, as SwiftUI's does.
      if !buttons.contains(where: { $0.role == .cancel }) {
        buttons.append(ButtonState(role: .cancel) { TextState("Cancel") })
      }
      return PresentationPanel(
        title: dialog.titleVisibility == .visible ? String(state: dialog.title) : nil,
        message: dialog.message.map { String(state: $0) },
        buttons: PresentationButtons(
          buttons: buttons, dismiss: { item.wrappedValue = nil }, send: { store.send($0) }),
        stacksButtons: true)
    }
    return ModalView(content: self, panel: panel, alignment: .bottom, margin: 1)
  }
}

/// The panel of an alert or a dialog: a title in the border, the message wrapped, the buttons.
struct PresentationPanel<Action>: View {
  let title: String?
  let message: String?
  let buttons: PresentationButtons<Action>
  /// Whether the buttons go one per line (a dialog) rather than side by side when they fit.
  let stacksButtons: Bool

  /// The widest a panel gets, however wide the screen.
  static var maximumWidth: Int { 50 }

  var body: some View {
    ScreenSizeReader { screen in
      let width = min(Self.maximumWidth, screen.width - 4)
      let views = buttons.views()
      let rowWidth = views.reduce(0) { $0 + DisplayWidth.of($1.title) + 5 } - 1
      VStack(alignment: .leading, spacing: 1) {
        if let message {
          Text(WordWrap.lines(message, width: max(1, width - 4)).joined(separator: "\n"))
        }
        if stacksButtons || rowWidth > width - 4 {
          VStack(alignment: .leading) {
            ForEach(views.indices, id: \.self) { buttons.marked(views[$0], at: $0) }
          }
        } else {
          HStack { ForEach(views.indices, id: \.self) { buttons.marked(views[$0], at: $0) } }
        }
      }
      .padding(.horizontal, 1)
      .border(.rounded, title: title)
      .onKeyPress { buttons.handle($0) }
    }
  }
}
