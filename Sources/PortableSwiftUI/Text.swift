import Foundation

/// Read-only text: SwiftUI's `Text`.
///
/// ```swift
/// Text("Count: \(count)").monospacedDigit().bold()
/// ```
public struct Text: Equatable, Sendable {
  /// A run of the text and the styles applied to it.
  struct Run: Equatable, Sendable {
    var string: String
    var styles: [ViewNode.Attribute] = []
  }
  var runs: [Run]

  /// Text whose content is `content`, not localized.
  public init(verbatim content: String) { runs = [Run(string: content)] }

  /// Text whose content is `content`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { runs = [Run(string: String(content))] }

  /// Text from a localized key (the key's text: Linux has no string tables here).
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    runs = [Run(string: key.string)]
  }

  /// A date as `style` shows it.
  public init(_ date: Date, style: DateStyle) {
    runs = [Run(string: style.format(date))]
  }

  /// A value formatted with `format`.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    runs = [Run(string: format.format(input))]
  }

  /// An image inside text.
  public init(_ image: Image) { runs = [Run(string: image.glyphName)] }

  /// How a date is shown in text.
  public struct DateStyle: Sendable, Equatable {
    let name: String
    /// The time (3:30 PM).
    public static let time = DateStyle(name: "time")
    /// The date (June 3, 2019).
    public static let date = DateStyle(name: "date")
    /// Relative to now (2 hours, 23 minutes).
    public static let relative = DateStyle(name: "relative")
    /// An offset from now (+2 hours).
    public static let offset = DateStyle(name: "offset")
    /// A timer counting from the date (2:32).
    public static let timer = DateStyle(name: "timer")

    func format(_ date: Date) -> String {
      switch name {
      case "time": date.formatted(date: .omitted, time: .shortened)
      case "date": date.formatted(date: .long, time: .omitted)
      default: date.formatted()
      }
    }
  }

  /// The text, without styles.
  public var string: String { runs.map(\.string).joined() }

  /// Two texts one after the other.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var text = lhs
    text.runs += rhs.runs
    return text
  }

  func styled(_ name: String, _ value: String = "true") -> Text {
    var text = self
    for index in text.runs.indices {
      text.runs[index].styles.append(ViewNode.Attribute(name, value))
    }
    return text
  }

}

extension Text: View, _PrimitiveView {
  public typealias Body = Never

  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    if runs.count == 1 {
      return [resolver.node("Text", [.init("text", runs[0].string)] + runs[0].styles)]
    }
    return [
      resolver.node(
        "Text", [.init("text", string)],
        children: runs.map { ViewNode("Text", [.init("text", $0.string)] + $0.styles) })
    ]
  }
}

extension Text {
  /// Bold text.
  public func bold() -> Text { styled("bold") }
  /// Bold text, or not.
  public func bold(_ isActive: Bool) -> Text { isActive ? styled("bold") : self }
  /// Italic text.
  public func italic() -> Text { styled("italic") }
  /// Italic text, or not.
  public func italic(_ isActive: Bool) -> Text { isActive ? styled("italic") : self }
  /// Text in `font`.
  public func font(_ font: Font?) -> Text { styled("font", font.map { "\($0)" } ?? "nil") }
  /// Text of weight `weight`.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    styled("fontWeight", weight.map { "\($0)" } ?? "nil")
  }
  /// Text in `color`.
  public func foregroundColor(_ color: Color?) -> Text {
    styled("foregroundColor", color.map { "\($0)" } ?? "nil")
  }
  /// Text in `style`.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    styled("foregroundStyle", "\(style)")
  }
  /// Digits of one width, so that counting numbers do not shift.
  public func monospacedDigit() -> Text { styled("monospacedDigit") }
  /// Text in a fixed-width font.
  public func monospaced(_ isActive: Bool = true) -> Text {
    isActive ? styled("monospaced") : self
  }
  /// Struck-through text.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    isActive ? styled("strikethrough") : self
  }
  /// Underlined text.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    isActive ? styled("underline") : self
  }
  /// Text with `kerning` between characters.
  public func kerning(_ kerning: CGFloat) -> Text { styled("kerning", "\(kerning)") }
  /// Text with `tracking` between characters.
  public func tracking(_ tracking: CGFloat) -> Text { styled("tracking", "\(tracking)") }
  /// Text raised by `offset`.
  public func baselineOffset(_ offset: CGFloat) -> Text { styled("baselineOffset", "\(offset)") }
}

/// A key to localized text, made from a string literal with interpolations: SwiftUI's
/// `LocalizedStringKey`. On Linux the key's text is shown as written.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
  let string: String

  /// A key whose text is `value`.
  public init(_ value: String) { string = value }
  /// A key from a string literal.
  public init(stringLiteral value: String) { string = value }
  /// A key from a string literal with interpolations.
  public init(stringInterpolation: StringInterpolation) { string = stringInterpolation.output }

  /// The pieces of an interpolated key.
  public struct StringInterpolation: StringInterpolationProtocol {
    var output = ""
    /// Room for `literalCapacity` characters and `interpolationCount` values.
    public init(literalCapacity: Int, interpolationCount: Int) {
      output.reserveCapacity(literalCapacity)
    }
    /// A literal piece.
    public mutating func appendLiteral(_ literal: String) { output += literal }
    /// A value, as it describes itself.
    public mutating func appendInterpolation<T>(_ value: T) { output += "\(value)" }
    /// A string.
    public mutating func appendInterpolation(_ string: String) { output += string }
    /// A number formatted with a printf `specifier` such as `"%.2f"`.
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      output += String(format: specifier, value)
    }
    /// Text.
    public mutating func appendInterpolation(_ text: Text) { output += text.string }
    /// An image.
    public mutating func appendInterpolation(_ image: Image) { output += image.glyphName }
    /// A value formatted with `format`.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String { output += format.format(input) }
    /// A date as `style` shows it.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      output += style.format(date)
    }
  }
}
