/// A mouse button press, release, drag or wheel turn at a cell.
///
/// ```swift
/// MouseEvent(.press(.left), at: Point(x: 3, y: 1))
/// ```
public struct MouseEvent: Hashable, Sendable {
  /// What the mouse did.
  public enum Kind: Hashable, Sendable {
    case press(Button)
    case release(Button)
    case drag(Button)
    case move
    case scrollUp, scrollDown, scrollLeft, scrollRight
  }

  /// A mouse button.
  public enum Button: Hashable, Sendable {
    case left, middle, right
  }

  public var kind: Kind
  /// The cell, from zero at the top left.
  public var location: Point
  public var modifiers: KeyModifiers

  public init(_ kind: Kind, at location: Point, modifiers: KeyModifiers = []) {
    self.kind = kind
    self.location = location
    self.modifiers = modifiers
  }
}
