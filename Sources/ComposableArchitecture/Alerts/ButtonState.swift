import Foundation

/// A button of an alert or a confirmation dialog: a label, an optional role, and the action
/// it sends.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion) {
///   TextState("Delete")
/// }
/// ButtonState(role: .cancel) {
///   TextState("Cancel")
/// }
/// ```
public struct ButtonState<Action>: Identifiable {
  /// Tells buttons apart for renderers; equality ignores it.
  public let id: UUID
  /// What tapping the button sends.
  public let action: ButtonStateAction<Action>
  /// The button's text.
  public let label: TextState
  /// How the button is presented.
  public let role: ButtonStateRole?

  /// A button that sends an action, or nothing.
  ///
  /// - Parameters:
  ///   - role: How the button is presented; `nil` for a plain button.
  ///   - action: What tapping the button sends; by default nothing, so that the button only
  ///     dismisses.
  ///   - label: The button's text.
  public init(
    role: ButtonStateRole? = nil,
    action: ButtonStateAction<Action> = .send(nil),
    label: () -> TextState
  ) {
    self.id = UUID()
    self.role = role
    self.action = action
    self.label = label()
  }

  /// A button that sends an action.
  ///
  /// - Parameters:
  ///   - role: How the button is presented; `nil` for a plain button.
  ///   - action: The action tapping the button sends.
  ///   - label: The button's text.
  public init(role: ButtonStateRole? = nil, action: Action, label: () -> TextState) {
    self.init(role: role, action: .send(action), label: label)
  }

  /// Calls `perform` with the button's action (`nil` for a button that only dismisses).
  public func withAction(_ perform: (Action?) -> Void) {
    perform(self.action.action)
  }

  /// Calls `perform` with the button's action (`nil` for a button that only dismisses).
  public func withAction(_ perform: (Action?) async -> Void) async {
    await perform(self.action.action)
  }

  /// The same button sending another type of action.
  ///
  /// - Parameter transform: Turns the button's action (`nil` for a button that only
  ///   dismisses) into the new action type.
  /// - Returns: The button with the same `id`, label, role and animation.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonState<NewAction> {
    ButtonState<NewAction>(
      id: self.id,
      action: ButtonStateAction<NewAction>(
        action: transform(self.action.action), animation: self.action.animation
      ),
      label: self.label,
      role: self.role
    )
  }

  init(id: UUID, action: ButtonStateAction<Action>, label: TextState, role: ButtonStateRole?) {
    self.id = id
    self.action = action
    self.label = label
    self.role = role
  }
}

/// How a button is presented.
public enum ButtonStateRole: Equatable, Hashable, Sendable {
  /// Cancels; dialogs show it apart from the other buttons.
  case cancel
  /// Destroys data; usually drawn in red.
  case destructive
}

/// What a button sends when tapped.
public struct ButtonStateAction<Action> {
  /// The action sent, or `nil` for a button that only dismisses.
  public let action: Action?
  /// The animation to send the action with.
  public let animation: Animation?

  /// Sends an action (or nothing) when tapped.
  public static func send(_ action: Action?) -> Self {
    Self(action: action, animation: nil)
  }

  /// Sends an action (or nothing) with an animation when tapped.
  public static func send(_ action: Action?, animation: Animation?) -> Self {
    Self(action: action, animation: animation)
  }
}

extension ButtonState: Equatable where Action: Equatable {
  /// Whether two buttons have equal actions, labels and roles; their `id`s are ignored.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.action == rhs.action && lhs.label == rhs.label && lhs.role == rhs.role
  }
}

extension ButtonState: Hashable where Action: Hashable {
  /// Hashes the action, label and role, the parts that equality compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.action)
    hasher.combine(self.label)
    hasher.combine(self.role)
  }
}

extension ButtonState: Sendable where Action: Sendable {}

extension ButtonStateAction: Equatable where Action: Equatable {
  /// Whether two button actions send equal actions; their animations are ignored.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.action == rhs.action
  }
}

extension ButtonStateAction: Hashable where Action: Hashable {
  /// Hashes the action sent, the part that equality compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.action)
  }
}

extension ButtonStateAction: Sendable where Action: Sendable {}

extension ButtonState: CustomDumpReflectable {
  /// The role (when there is one), the action and the label, leaving out the `id`, for
  /// `customDump` and test failure messages.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = []
    if let role = self.role { children.append(("role", role)) }
    children.append(("action", self.action))
    children.append(("label", self.label))
    return Mirror(self, children: children, displayStyle: .struct)
  }
}

extension ButtonStateAction: CustomDumpReflectable {
  /// The action as the code that made it reads, `.send(.confirm)`, with its animation when
  /// there is one, for `customDump` and test failure messages.
  public var customDumpMirror: Mirror {
    // An unwrapped action dumps on one line, as `.send(.confirm)`.
    let action: Any = self.action.map { $0 as Any } ?? (nil as Action?) as Any
    var children: [(label: String?, value: Any)] = [("send", action)]
    if let animation = self.animation { children.append(("animation", animation)) }
    return Mirror(self, children: children, displayStyle: .enum)
  }
}

/// Builds the buttons of an alert or a dialog from statements, `if`s and loops.
@resultBuilder
public enum ButtonStateBuilder<Action> {
  /// The buttons of all the statements, in order.
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// A single button.
  public static func buildExpression(_ button: ButtonState<Action>) -> [ButtonState<Action>] {
    [button]
  }

  /// The buttons of an `if` without `else`, or none when its condition is false.
  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }

  /// The buttons of the first branch of an `if`/`else` or `switch`.
  public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  /// The buttons of the second branch of an `if`/`else` or `switch`.
  public static func buildEither(
    second component: [ButtonState<Action>]
  ) -> [ButtonState<Action>] {
    component
  }

  /// The buttons of every iteration of a `for` loop, in order.
  public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// The buttons of an `if #available` branch.
  public static func buildLimitedAvailability(
    _ component: [ButtonState<Action>]
  ) -> [ButtonState<Action>] {
    component
  }
}
