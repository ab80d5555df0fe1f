import Foundation

/// An alert as a plain value: a title, buttons and an optional message, whose buttons send
/// `Action`s.
///
/// ```swift
/// state.alert = AlertState {
///   TextState("Delete this item?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// } message: {
///   TextState("This cannot be undone.")
/// }
/// ```
///
/// Present it with `@Presents var alert: AlertState<Action.Alert>?` and `.ifLet(\.$alert,
/// action: \.alert)`: the alert is dismissed as soon as one of its buttons is tapped.
public struct AlertState<Action>: Identifiable {
  /// Tells alerts apart for renderers and effect cancellation; equality ignores it.
  public let id: UUID
  /// The buttons; an alert without buttons shows a single "OK" that dismisses it.
  public var buttons: [ButtonState<Action>]
  /// The text under the title.
  public var message: TextState?
  /// The title.
  public var title: TextState

  /// An alert with a title, buttons and a message.
  ///
  /// - Parameters:
  ///   - title: The alert's title.
  ///   - actions: The buttons, built with ``ButtonStateBuilder``.
  ///   - message: The text under the title, if any.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.id = UUID()
    self.title = title()
    self.buttons = actions()
    self.message = message?()
  }

  /// The same alert sending another type of action.
  ///
  /// The alert keeps its `id`, so that it is still the same alert for its renderer.
  ///
  /// - Parameter transform: Turns each button's action (`nil` for a button that only
  ///   dismisses) into the new action type.
  /// - Returns: The alert with each button's action transformed.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> AlertState<NewAction> {
    AlertState<NewAction>(
      id: self.id, buttons: self.buttons.map { $0.map(transform) }, message: self.message,
      title: self.title
    )
  }

  init(id: UUID, buttons: [ButtonState<Action>], message: TextState?, title: TextState) {
    self.id = id
    self.buttons = buttons
    self.message = message
    self.title = title
  }
}

extension AlertState: _EphemeralState {}

extension AlertState: Equatable where Action: Equatable {
  /// Whether two alerts have equal titles, messages and buttons; their `id`s are ignored.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  /// Hashes the title, message and buttons, the parts that equality compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.title)
    hasher.combine(self.message)
    hasher.combine(self.buttons)
  }
}

extension AlertState: Sendable where Action: Sendable {}

extension AlertState: CustomDumpReflectable {
  /// The title, actions and message, leaving out the `id` and what is empty, for
  /// `customDump` and test failure messages.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = [("title", self.title)]
    if !self.buttons.isEmpty { children.append(("actions", self.buttons)) }
    if let message = self.message { children.append(("message", message)) }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
