import Foundation

/// A confirmation dialog as a plain value: a title, buttons and an optional message, whose
/// buttons send `Action`s.
///
/// ```swift
/// state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
///   TextState("Share")
/// } actions: {
///   ButtonState(action: .copyLink) { TextState("Copy link") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// }
/// ```
///
/// Like ``AlertState``, it is dismissed as soon as one of its buttons is tapped.
public struct ConfirmationDialogState<Action>: Identifiable {
  /// Tells dialogs apart; equality ignores it.
  public let id: UUID
  /// The buttons.
  public var buttons: [ButtonState<Action>]
  /// The text under the title.
  public var message: TextState?
  /// The title.
  public var title: TextState
  /// Whether the title is shown.
  public var titleVisibility: ConfirmationDialogStateTitleVisibility

  /// A dialog with a title, buttons and a message.
  ///
  /// - Parameters:
  ///   - titleVisibility: Whether the title is shown; by default the renderer decides.
  ///   - title: The dialog's title.
  ///   - actions: The buttons, built with ``ButtonStateBuilder``.
  ///   - message: The text under the title, if any.
  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.id = UUID()
    self.titleVisibility = titleVisibility
    self.title = title()
    self.buttons = actions()
    self.message = message?()
  }

  /// The same dialog sending another type of action.
  ///
  /// - Parameter transform: Turns each button's action (`nil` for a button that only
  ///   dismisses) into the new action type.
  /// - Returns: The dialog with each button's action transformed.
  public func map<NewAction>(
    _ transform: (Action?) -> NewAction?
  ) -> ConfirmationDialogState<NewAction> {
    var dialog = ConfirmationDialogState<NewAction>(titleVisibility: self.titleVisibility) {
      self.title
    }
    dialog.buttons = self.buttons.map { $0.map(transform) }
    dialog.message = self.message
    return dialog
  }
}

/// Whether a confirmation dialog shows its title.
public enum ConfirmationDialogStateTitleVisibility: Equatable, Hashable, Sendable {
  /// The renderer decides.
  case automatic
  /// Never shown.
  case hidden
  /// Always shown.
  case visible
}

extension ConfirmationDialogState: _EphemeralState {}

extension ConfirmationDialogState: Equatable where Action: Equatable {
  /// Whether two dialogs have equal titles, title visibilities, messages and buttons; their
  /// `id`s are ignored.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.titleVisibility == rhs.titleVisibility
      && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
  /// Hashes the parts that equality compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.title)
    hasher.combine(self.titleVisibility)
    hasher.combine(self.message)
    hasher.combine(self.buttons)
  }
}

extension ConfirmationDialogState: Sendable where Action: Sendable {}

extension ConfirmationDialogState: CustomDumpReflectable {
  /// The title visibility (unless automatic), title, actions and message, leaving out the `id`
  /// and what is empty, for `customDump` and test failure messages.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = []
    if self.titleVisibility != .automatic {
      children.append(("titleVisibility", self.titleVisibility))
    }
    children.append(("title", self.title))
    if !self.buttons.isEmpty { children.append(("actions", self.buttons)) }
    if let message = self.message { children.append(("message", message)) }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
