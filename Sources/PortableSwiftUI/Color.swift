import Foundation

/// A colour, which is also a view that fills its space: SwiftUI's `Color`.
public struct Color: ShapeStyle, Hashable, Sendable, CustomStringConvertible {
  /// The colour's name, or its components.
  public let description: String

  init(named description: String) { self.description = description }

  /// A colour by name from the app's assets (its name on Linux).
  public init(_ name: String, bundle: Bundle? = nil) { description = name }

  /// A colour from red, green and blue components from 0 to 1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    description = Color.hex(red, green, blue, opacity)
  }

  /// A grey from 0 (black) to 1 (white).
  public init(white: Double, opacity: Double = 1) {
    description = Color.hex(white, white, white, opacity)
  }

  /// A colour from hue, saturation and brightness from 0 to 1.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let i = Int(hue * 6) % 6
    let f = hue * 6 - Double(Int(hue * 6))
    let (v, s) = (brightness, saturation)
    let (p, q, t) = (v * (1 - s), v * (1 - f * s), v * (1 - (1 - f) * s))
    let (r, g, b): (Double, Double, Double) =
      [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
    description = Color.hex(r, g, b, opacity)
  }

  private static func hex(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> String {
    func byte(_ x: Double) -> String {
      let value = Int((min(max(x, 0), 1) * 255).rounded())
      return String(value, radix: 16).count == 1
        ? "0" + String(value, radix: 16) : String(value, radix: 16)
    }
    return "#" + byte(r) + byte(g) + byte(b) + (a < 1 ? byte(a) : "")
  }

  /// This colour at `opacity`.
  public func opacity(_ opacity: Double) -> Color {
    Color(named: "\(description).opacity(\(opacity))")
  }

  public static let black = Color(named: "black")
  public static let white = Color(named: "white")
  public static let gray = Color(named: "gray")
  public static let red = Color(named: "red")
  public static let orange = Color(named: "orange")
  public static let yellow = Color(named: "yellow")
  public static let green = Color(named: "green")
  public static let mint = Color(named: "mint")
  public static let teal = Color(named: "teal")
  public static let cyan = Color(named: "cyan")
  public static let blue = Color(named: "blue")
  public static let indigo = Color(named: "indigo")
  public static let purple = Color(named: "purple")
  public static let pink = Color(named: "pink")
  public static let brown = Color(named: "brown")
  public static let clear = Color(named: "clear")
  public static let primary = Color(named: "primary")
  public static let secondary = Color(named: "secondary")
  public static let accentColor = Color(named: "accentColor")

}

extension Color: View, _PrimitiveView {
  public typealias Body = Never

  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    [resolver.node("Color", [.init("color", description)])]
  }
}

/// A colour or pattern to fill or draw with: SwiftUI's `ShapeStyle`.
public protocol ShapeStyle: Sendable {}

/// The levels of the foreground style: SwiftUI's `HierarchicalShapeStyle`.
public struct HierarchicalShapeStyle: ShapeStyle, CustomStringConvertible {
  public let description: String
  public static let primary = HierarchicalShapeStyle(description: "primary")
  public static let secondary = HierarchicalShapeStyle(description: "secondary")
  public static let tertiary = HierarchicalShapeStyle(description: "tertiary")
  public static let quaternary = HierarchicalShapeStyle(description: "quaternary")
}

/// The tint colour: SwiftUI's `TintShapeStyle`.
public struct TintShapeStyle: ShapeStyle, CustomStringConvertible {
  public var description: String { "tint" }
}

/// The foreground style: SwiftUI's `ForegroundStyle`.
public struct ForegroundStyle: ShapeStyle, CustomStringConvertible {
  public var description: String { "foreground" }
  public init() {}
}

/// A gradient's colours: SwiftUI's `Gradient`.
public struct Gradient: ShapeStyle, Hashable, CustomStringConvertible {
  /// The colours, first to last.
  public var colors: [Color]
  /// A gradient through `colors`.
  public init(colors: [Color]) { self.colors = colors }
  public var description: String {
    "gradient(\(colors.map(\.description).joined(separator: ", ")))"
  }
}

/// A point in a view's unit square: SwiftUI's `UnitPoint`.
public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// A gradient along a line: SwiftUI's `LinearGradient`.
public struct LinearGradient: ShapeStyle, CustomStringConvertible {
  let gradient: Gradient
  /// A gradient from `startPoint` to `endPoint`.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
  }
  /// A gradient through `colors` from `startPoint` to `endPoint`.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = Gradient(colors: colors)
  }
  public var description: String { "linear \(gradient)" }
}

extension LinearGradient: View, _PrimitiveView {
  public typealias Body = Never
  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    [resolver.node("LinearGradient", [.init("gradient", "\(gradient)")])]
  }
}

/// A gradient around a centre: SwiftUI's `AngularGradient`.
public struct AngularGradient: ShapeStyle, CustomStringConvertible {
  let gradient: Gradient
  /// A gradient around `center`.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.gradient = gradient
  }
  /// A gradient through `colors` around `center`.
  public init(
    colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.gradient = Gradient(colors: colors)
  }
  public var description: String { "angular \(gradient)" }
}

extension AngularGradient: View, _PrimitiveView {
  public typealias Body = Never
  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    [resolver.node("AngularGradient", [.init("gradient", "\(gradient)")])]
  }
}

extension ShapeStyle where Self == Color {
  public static var black: Color { .black }
  public static var white: Color { .white }
  public static var gray: Color { .gray }
  public static var red: Color { .red }
  public static var orange: Color { .orange }
  public static var yellow: Color { .yellow }
  public static var green: Color { .green }
  public static var mint: Color { .mint }
  public static var teal: Color { .teal }
  public static var cyan: Color { .cyan }
  public static var blue: Color { .blue }
  public static var indigo: Color { .indigo }
  public static var purple: Color { .purple }
  public static var pink: Color { .pink }
  public static var brown: Color { .brown }
  public static var clear: Color { .clear }
  public static var accentColor: Color { .accentColor }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == TintShapeStyle {
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// An angle: SwiftUI's `Angle`.
public struct Angle: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var radians: Double
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }
  public init() { radians = 0 }
  public init(radians: Double) { self.radians = radians }
  public init(degrees: Double) { self.radians = degrees * .pi / 180 }
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  public static let zero = Angle()
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
  public static func + (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians + rhs.radians)
  }
  public static func - (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians - rhs.radians)
  }
  public var description: String { "\(degrees)°" }
}
