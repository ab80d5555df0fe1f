/// A mouse button press, release, drag or wheel turn at a cell.
///
/// ```swift
/// MouseEvent(.press(.left), at: Point(x: 3, y: 1))
/// ```
public struct MouseEvent: Hashable, Sendable {
  /// What the mouse did.
  public enum Kind: Hashable, Sendable {
    /// A button went down.
    case press(Button)
    /// A button came up.
    case release(Button)
    /// The mouse moved with a button held.
    case drag(Button)
    /// The mouse moved with no button held (terminals report it only when asked for all
    /// motion, which ``TerminalApp`` does not ask for).
    case move
    /// The wheel turned up.
    case scrollUp
    /// The wheel turned down.
    case scrollDown
    /// The wheel (or a trackpad) scrolled left.
    case scrollLeft
    /// The wheel (or a trackpad) scrolled right.
    case scrollRight
  }

  /// A mouse button.
  public enum Button: Hashable, Sendable {
    /// The left (primary) button.
    case left
    /// The middle button, or a pressed wheel.
    case middle
    /// The right (secondary) button.
    case right
  }

  /// What the mouse did.
  public var kind: Kind
  /// The cell, from zero at the top left.
  public var location: Point
  /// The modifier keys held, as far as the terminal reports them.
  public var modifiers: KeyModifiers

  /// An event of `kind` at the cell `location`.
  public init(_ kind: Kind, at location: Point, modifiers: KeyModifiers = []) {
    self.kind = kind
    self.location = location
    self.modifiers = modifiers
  }
}
