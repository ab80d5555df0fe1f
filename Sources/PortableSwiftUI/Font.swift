import Foundation

/// A font: SwiftUI's `Font`, kept as a description a renderer maps to what it can show.
public struct Font: Hashable, Sendable, CustomStringConvertible {
  /// How the font reads.
  public let description: String

  init(_ description: String) { self.description = description }

  /// A text style's size and weight.
  public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
    case caption, caption2
  }

  /// The thickness of a font.
  public struct Weight: Hashable, Sendable, CustomStringConvertible {
    public let description: String
    public static let ultraLight = Weight(description: "ultraLight")
    public static let thin = Weight(description: "thin")
    public static let light = Weight(description: "light")
    public static let regular = Weight(description: "regular")
    public static let medium = Weight(description: "medium")
    public static let semibold = Weight(description: "semibold")
    public static let bold = Weight(description: "bold")
    public static let heavy = Weight(description: "heavy")
    public static let black = Weight(description: "black")
  }

  /// The family of a system font.
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }

  public static let largeTitle = Font("largeTitle")
  public static let title = Font("title")
  public static let title2 = Font("title2")
  public static let title3 = Font("title3")
  public static let headline = Font("headline")
  public static let subheadline = Font("subheadline")
  public static let body = Font("body")
  public static let callout = Font("callout")
  public static let footnote = Font("footnote")
  public static let caption = Font("caption")
  public static let caption2 = Font("caption2")

  /// A system font of `size` points.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font("system(size: \(size)\(weight.map { ", weight: \($0)" } ?? ""))")
  }

  /// The system font of a text style.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil)
    -> Font
  {
    Font("\(style.rawValue)\(weight.map { ", weight: \($0)" } ?? "")")
  }

  /// A font by name.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font("custom(\(name), size: \(size))")
  }

  /// This font, bold.
  public func bold() -> Font { Font(description + ".bold") }
  /// This font, italic.
  public func italic() -> Font { Font(description + ".italic") }
  /// This font, fixed-width.
  public func monospaced() -> Font { Font(description + ".monospaced") }
  /// This font with fixed-width digits.
  public func monospacedDigit() -> Font { Font(description + ".monospacedDigit") }
  /// This font with weight `weight`.
  public func weight(_ weight: Weight) -> Font { Font(description + ".\(weight)") }
  /// This font, small capitals.
  public func smallCaps() -> Font { Font(description + ".smallCaps") }
}
