import Foundation

/// A view drawn by a closure: SwiftUI's `Canvas`.
///
/// The closure runs when the view is resolved, with the size proposed to the tree; what it
/// draws is recorded in the node (`Canvas`, attributes `size`, `strokes` and `texts`), and a
/// renderer scales it to the space it gives the canvas, which takes all that is offered.
/// Strokes of straight lines (`move`, `addLine`, `addLines`) and text are recorded; other
/// drawing is not.
///
/// ```swift
/// Canvas { context, size in
///   context.stroke(Path { $0.addLines(points) }, with: .color(.blue), lineWidth: 2)
///   context.draw(Text("@"), at: points.last!)
/// }
/// ```
public struct Canvas<Symbols: View>: View, _PrimitiveView {
  let renderer: (inout GraphicsContext, CGSize) -> Void

  /// A canvas drawn by `renderer`.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) where Symbols == EmptyView {
    self.renderer = renderer
  }

  public typealias Body = Never

  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    let size = resolver.graph.proposedSize
    var context = GraphicsContext()
    renderer(&context, size)
    func format(_ value: CGFloat) -> String { String(format: "%.2f", Double(value)) }
    let strokes = context.strokes.map { line in
      line.map { "\(format($0.x)),\(format($0.y))" }.joined(separator: " ")
    }
    let texts = context.texts.map { "\(format($0.point.x)),\(format($0.point.y)),\($0.text)" }
    return [
      resolver.node(
        "Canvas",
        [
          .init("size", "\(format(size.width)) \(format(size.height))"),
          .init("strokes", strokes.joined(separator: ";")),
          .init("texts", texts.joined(separator: "\n")),
        ])
    ]
  }
}

/// How colours are blended: SwiftUI's `ColorRenderingMode`.
public enum ColorRenderingMode: Hashable, Sendable { case nonLinear, linear, extendedLinear }

/// What a `Canvas` draws into: SwiftUI's `GraphicsContext`, recording lines and text.
public struct GraphicsContext {
  /// The straight lines stroked so far, one point list per subpath.
  var strokes: [[CGPoint]] = []
  /// The texts drawn so far, each centred on its point.
  var texts: [(point: CGPoint, text: String)] = []

  /// What a stroke or a fill is drawn with.
  public struct Shading: Sendable {
    let description: String
    /// A colour.
    public static func color(_ color: Color) -> Shading { Shading(description: "\(color)") }
    /// The foreground style.
    public static var foreground: Shading { Shading(description: "foreground") }
  }

  /// Draws the straight lines of `path`.
  public mutating func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    strokes += path.polylines.filter { !$0.isEmpty }
  }

  /// Draws the straight lines of `path`.
  public mutating func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    stroke(path, with: shading, lineWidth: style.lineWidth)
  }

  /// Draws `text` centred on `point`.
  public mutating func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    texts.append((point, text.runs.map(\.string).joined()))
  }
}
