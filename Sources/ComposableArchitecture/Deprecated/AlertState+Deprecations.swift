import Foundation

// The initializers and button factories that swift-navigation still ships, deprecated, for
// features written before the builder-based ones; apps that predate them reach for these.

extension AlertState {
  /// An alert with a title, an optional message, and a list of buttons.
  @available(*, deprecated, message: "Use 'init(title:actions:message:)' instead.")
  public init(
    title: TextState,
    message: TextState? = nil,
    buttons: [ButtonState<Action>]
  ) {
    self.init(id: UUID(), buttons: buttons, message: message, title: title)
  }

  /// An alert with a title, an optional message, and at most one button.
  @available(*, deprecated, message: "Use 'init(title:actions:message:)' instead.")
  public init(
    title: TextState,
    message: TextState? = nil,
    dismissButton: ButtonState<Action>? = nil
  ) {
    self.init(
      id: UUID(), buttons: dismissButton.map { [$0] } ?? [], message: message, title: title
    )
  }

  /// An alert with a title, an optional message, and two buttons.
  @available(*, deprecated, message: "Use 'init(title:actions:message:)' instead.")
  public init(
    title: TextState,
    message: TextState? = nil,
    primaryButton: ButtonState<Action>,
    secondaryButton: ButtonState<Action>
  ) {
    self.init(
      id: UUID(), buttons: [primaryButton, secondaryButton], message: message, title: title
    )
  }
}

extension ConfirmationDialogState {
  /// A dialog with a title, whether it shows, an optional message, and a list of buttons.
  @available(*, deprecated, message: "Use 'init(titleVisibility:title:actions:message:)' instead.")
  public init(
    title: TextState,
    titleVisibility: ConfirmationDialogStateTitleVisibility,
    message: TextState? = nil,
    buttons: [ButtonState<Action>] = []
  ) {
    self.init(titleVisibility: titleVisibility) { title }
    self.buttons = buttons
    self.message = message
  }

  /// A dialog with a title, an optional message, and a list of buttons.
  @available(*, deprecated, message: "Use 'init(title:actions:message:)' instead.")
  public init(
    title: TextState,
    message: TextState? = nil,
    buttons: [ButtonState<Action>] = []
  ) {
    self.init { title }
    self.buttons = buttons
    self.message = message
  }
}

extension ButtonState {
  /// A button with the cancel role.
  @available(*, deprecated, message: "Use 'ButtonState(role: .cancel, action:label:)' instead.")
  public static func cancel(
    _ label: TextState, action: ButtonStateAction<Action> = .send(nil)
  ) -> Self {
    Self(role: .cancel, action: action) { label }
  }

  /// A button with no role.
  @available(*, deprecated, message: "Use 'ButtonState(action:label:)' instead.")
  public static func `default`(
    _ label: TextState, action: ButtonStateAction<Action> = .send(nil)
  ) -> Self {
    Self(action: action) { label }
  }

  /// A button with the destructive role.
  @available(
    *, deprecated, message: "Use 'ButtonState(role: .destructive, action:label:)' instead."
  )
  public static func destructive(
    _ label: TextState, action: ButtonStateAction<Action> = .send(nil)
  ) -> Self {
    Self(role: .destructive, action: action) { label }
  }
}
