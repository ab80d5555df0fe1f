/// How a cell is drawn: foreground and background colours and text attributes.
///
/// ```swift
/// let warning = Style(foreground: .yellow, attributes: .bold)
/// ```
public struct Style: Hashable, Sendable {
  /// The colour of the text.
  public var foreground: Color
  /// The colour behind the text.
  public var background: Color
  /// Bold, dim, italic and the other attributes.
  public var attributes: Attributes

  /// A style; by default the terminal's own colours and no attributes.
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
    /// The attributes as bits.
    public let rawValue: UInt8
    /// The attributes whose bits are set in `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold (or bright, on some terminals).
    public static let bold = Attributes(rawValue: 1 << 0)
    /// Dim (faint).
    public static let dim = Attributes(rawValue: 1 << 1)
    /// Italic (where the terminal's font has it).
    public static let italic = Attributes(rawValue: 1 << 2)
    /// Underlined.
    public static let underline = Attributes(rawValue: 1 << 3)
    /// Foreground and background swapped.
    public static let reverse = Attributes(rawValue: 1 << 4)
    /// Struck through.
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
