import Foundation

/// A 2D shape, which is also a view that fills its space: SwiftUI's `Shape`.
public protocol Shape: View, Sendable {
  /// The shape's outline in `rect`.
  func path(in rect: CGRect) -> Path
}

extension Shape {
  public var body: _ShapeView<Self> { _ShapeView(shape: self, operations: []) }

  /// The shape filled with `content`.
  public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle())
    -> _ShapeView<Self>
  {
    _ShapeView(shape: self, operations: [.init("fill", "\(content)")])
  }
  /// The shape's outline drawn with `content`, `lineWidth` wide.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
    _ShapeView(
      shape: self, operations: [.init("stroke", "\(content)"), .init("lineWidth", "\(lineWidth)")])
  }
  /// The shape's outline drawn with `content` in `style`.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> _ShapeView<Self>
  {
    _ShapeView(
      shape: self,
      operations: [.init("stroke", "\(content)"), .init("lineWidth", "\(style.lineWidth)")])
  }
  /// The shape's outline, `lineWidth` wide.
  public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
    _ShapeView(
      shape: self, operations: [.init("stroke", "foreground"), .init("lineWidth", "\(lineWidth)")])
  }
  /// The shape's outline in `style`.
  public func stroke(style: StrokeStyle) -> _ShapeView<Self> {
    _ShapeView(
      shape: self,
      operations: [.init("stroke", "foreground"), .init("lineWidth", "\(style.lineWidth)")])
  }
  /// The shape's outline drawn inside its frame with `content`.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = ForegroundStyle(), lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> _ShapeView<Self> {
    _ShapeView(
      shape: self,
      operations: [.init("strokeBorder", "\(content)"), .init("lineWidth", "\(lineWidth)")])
  }
  /// The shape's outline drawn inside its frame in `style`.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = ForegroundStyle(), style: StrokeStyle, antialiased: Bool = true
  ) -> _ShapeView<Self> {
    _ShapeView(
      shape: self,
      operations: [.init("strokeBorder", "\(content)"), .init("lineWidth", "\(style.lineWidth)")])
  }
  /// The part of the shape's outline from `startFraction` to `endFraction`.
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1)
    -> _TransformedShape<Self>
  {
    _TransformedShape(base: self, operation: "trim(\(startFraction)...\(endFraction))")
  }
  /// The shape rotated by `angle`.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> _TransformedShape<Self> {
    _TransformedShape(base: self, operation: "rotation(\(angle))")
  }
  /// The shape moved by `offset`.
  public func offset(_ offset: CGSize) -> _TransformedShape<Self> {
    _TransformedShape(base: self, operation: "offset(\(offset.width), \(offset.height))")
  }
  /// The shape scaled by `scale`.
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> _TransformedShape<Self> {
    _TransformedShape(base: self, operation: "scale(\(scale))")
  }
  /// The shape inset by `amount`.
  public func inset(by amount: CGFloat) -> _TransformedShape<Self> {
    _TransformedShape(base: self, operation: "inset(\(amount))")
  }
}

/// A shape drawn as a view.
public struct _ShapeView<S: Shape>: View, _PrimitiveView {
  let shape: S
  let operations: [ViewNode.Attribute]
  public typealias Body = Never
  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    let name = (shape as? any _DescribedShape)?.shapeName ?? "\(S.self)"
    return [resolver.node("Shape", [.init("shape", name)] + operations)]
  }
}

/// A shape with a name a renderer can read.
@MainActor protocol _DescribedShape { var shapeName: String { get } }

/// A shape trimmed, rotated, moved or scaled.
public struct _TransformedShape<Base: Shape>: Shape, _DescribedShape {
  let base: Base
  let operation: String
  public func path(in rect: CGRect) -> Path { base.path(in: rect) }
  var shapeName: String {
    ((base as? any _DescribedShape)?.shapeName ?? "\(Base.self)") + "." + operation
  }
}

/// A circle: SwiftUI's `Circle`.
public struct Circle: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}
/// An ellipse: SwiftUI's `Ellipse`.
public struct Ellipse: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}
/// A rectangle: SwiftUI's `Rectangle`.
public struct Rectangle: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(rect) }
}
/// A rectangle with rounded corners: SwiftUI's `RoundedRectangle`.
public struct RoundedRectangle: Shape {
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }
  public func path(in rect: CGRect) -> Path { Path(rect) }
}
/// A rectangle with half-circle ends: SwiftUI's `Capsule`.
public struct Capsule: Shape {
  public init(style: RoundedCornerStyle = .continuous) {}
  public func path(in rect: CGRect) -> Path { Path(rect) }
}
/// How rounded corners are drawn: SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// An outline of lines and curves: SwiftUI's `Path`.
public struct Path: Shape, Equatable {
  /// The outline's elements, as text.
  var elements: [String] = []
  /// The straight lines of the outline, one point list per subpath (what a `Canvas` draws).
  var polylines: [[CGPoint]] = []
  public init() {}
  public init(_ rect: CGRect) { elements = ["rect \(rect)"] }
  public init(ellipseIn rect: CGRect) { elements = ["ellipse \(rect)"] }
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    elements = ["roundedRect \(rect) \(cornerRadius)"]
  }
  public init(_ callback: (inout Path) -> Void) {
    var path = Path()
    callback(&path)
    self = path
  }
  public mutating func move(to end: CGPoint) {
    elements.append("move \(end)")
    polylines.append([end])
  }
  public mutating func addLine(to end: CGPoint) {
    elements.append("line \(end)")
    if polylines.isEmpty { polylines.append([]) }
    polylines[polylines.count - 1].append(end)
  }
  public mutating func addLines(_ lines: [CGPoint]) {
    elements.append("lines \(lines)")
    if !lines.isEmpty { polylines.append(lines) }
  }
  public mutating func addRect(_ rect: CGRect) { elements.append("rect \(rect)") }
  public mutating func addEllipse(in rect: CGRect) { elements.append("ellipse \(rect)") }
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    elements.append("quad \(end)")
  }
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append("curve \(end)")
  }
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    elements.append("arc \(center) \(radius) \(startAngle) \(endAngle)")
  }
  public mutating func closeSubpath() { elements.append("close") }
  public var isEmpty: Bool { elements.isEmpty }
  public func path(in rect: CGRect) -> Path { self }
}

/// How a shape's outline is drawn: SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Hashable, Sendable {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  public var dash: [CGFloat]
  public var dashPhase: CGFloat
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// How a shape is filled: SwiftUI's `FillStyle`.
public struct FillStyle: Hashable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// How a line ends: Core Graphics' `CGLineCap`, which Linux's Foundation lacks.
public enum CGLineCap: Int32, Hashable, Sendable { case butt, round, square }
/// How lines join: Core Graphics' `CGLineJoin`, which Linux's Foundation lacks.
public enum CGLineJoin: Int32, Hashable, Sendable { case miter, round, bevel }
