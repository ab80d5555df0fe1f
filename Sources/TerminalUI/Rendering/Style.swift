/// How a cell is drawn: foreground and background colours and text attributes.
///
/// ```swift
/// let warning = Style(foreground: .yellow, attributes: .bold)
/// ```
public struct Style: Hashable, Sendable {
  public var foreground: Color
  public var background: Color
  public var attributes: Attributes

  public init(
    foreground: Color = .default, background: Color = .default, attributes: Attributes = []
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// The terminal's default look.
  public static let plain = Style()

  /// Text attributes that can be combined.
  public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = Attributes(rawValue: 1 << 0)
    public static let dim = Attributes(rawValue: 1 << 1)
    public static let italic = Attributes(rawValue: 1 << 2)
    public static let underline = Attributes(rawValue: 1 << 3)
    public static let reverse = Attributes(rawValue: 1 << 4)
    public static let strikethrough = Attributes(rawValue: 1 << 5)
  }

  /// This style with `other`'s colours (where set) and attributes layered on top.
  func merging(_ other: Style) -> Style {
    Style(
      foreground: other.foreground == .default ? foreground : other.foreground,
      background: other.background == .default ? background : other.background,
      attributes: attributes.union(other.attributes)
    )
  }
}
