/// Lines and points drawn in braille dots, two across and four down per cell (as Ratatui's
/// canvas), plus text labels; the canvas fills the space it is given.
///
/// ```swift
/// Canvas { canvas in
///   canvas.line(from: Point(x: 0, y: 0), to: Point(x: canvas.dotSize.width - 1, y: 0))
///   canvas.text("@", at: Point(x: 3, y: 1))
/// }
/// ```
package struct Canvas: View, PrimitiveView {
  let draw: @MainActor (inout CanvasContext) -> Void

  /// A canvas that `draw` paints each frame, at the size it is laid out.
  package init(_ draw: @escaping @MainActor (inout CanvasContext) -> Void) {
    self.draw = draw
  }

  package var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    [CanvasNode(draw: draw)]
  }
}

/// What a ``Canvas`` draws into: dots on a grid of `dotSize`, and labels in cells.
package struct CanvasContext {
  /// The canvas's size in cells.
  package let size: Size
  /// The canvas's size in dots: twice as wide and four times as tall as in cells.
  package var dotSize: Size { Size(width: size.width * 2, height: size.height * 4) }
  /// One byte of dots per cell, braille-ordered.
  var dots: [UInt8]
  var labels: [(point: Point, text: String, style: Style)] = []
  /// The lines drawn, joined where one starts at the end of the last, and the single points:
  /// a web page draws these as SVG strokes rather than dots.
  var strokes: [[Point]] = []
  var points: [Point] = []

  init(size: Size) {
    self.size = size
    self.dots = Array(repeating: 0, count: max(0, size.width * size.height))
  }

  /// Sets the dot at `point` (in dots, from the top left); points outside are ignored.
  package mutating func point(_ point: Point) {
    points.append(point)
    setDot(point)
  }

  private mutating func setDot(_ point: Point) {
    guard point.x >= 0, point.y >= 0, point.x < size.width * 2, point.y < size.height * 4
    else { return }
    let (column, row) = (point.x & 1, point.y & 3)
    // Braille numbers dots 1-3 down the left, 4-6 down the right, then 7 and 8 below.
    let bit: UInt8 = row == 3 ? (column == 0 ? 0x40 : 0x80) : UInt8(1 << (row + 3 * column))
    dots[(point.y >> 2) * size.width + (point.x >> 1)] |= bit
  }

  /// Sets the dots of a straight line from `start` to `end` (both in dots).
  package mutating func line(from start: Point, to end: Point) {
    if strokes.last?.last == start {
      strokes[strokes.count - 1].append(end)
    } else {
      strokes.append([start, end])
    }
    var (x, y) = (start.x, start.y)
    let dx = abs(end.x - start.x)
    let dy = -abs(end.y - start.y)
    let stepX = start.x < end.x ? 1 : -1
    let stepY = start.y < end.y ? 1 : -1
    var error = dx + dy
    while true {
      setDot(Point(x: x, y: y))
      if x == end.x && y == end.y { return }
      let doubled = 2 * error
      if doubled >= dy {
        error += dy
        x += stepX
      }
      if doubled <= dx {
        error += dx
        y += stepY
      }
    }
  }

  /// Writes `text` over the dots from the cell `cell`.
  package mutating func text(_ text: String, at cell: Point, style: Style = .plain) {
    labels.append((cell, text, style))
  }
}

/// Runs a canvas's drawing at the size it is given and writes braille characters.
final class CanvasNode: LayoutNode {
  let paint: @MainActor (inout CanvasContext) -> Void
  /// The size of the last drawing, for a web page's copy of it.
  var drawnSize: Size?

  init(draw: @escaping @MainActor (inout CanvasContext) -> Void) {
    self.paint = draw
  }

  override func measure(_ proposal: Size) -> Size { proposal }
  override func isFlexible(_ axis: Axis) -> Bool { true }

  override func draw(in rect: Rect, _ context: DrawContext) {
    guard rect.width > 0, rect.height > 0 else { return }
    drawnSize = rect.size
    var canvas = CanvasContext(size: rect.size)
    paint(&canvas)
    for row in 0..<rect.height {
      for column in 0..<rect.width {
        let dots = canvas.dots[row * rect.width + column]
        guard dots != 0, let scalar = Unicode.Scalar(0x2800 + UInt32(dots)) else { continue }
        context.buffer.put(
          Character(scalar), at: Point(x: rect.minX + column, y: rect.minY + row),
          style: context.style)
      }
    }
    for label in canvas.labels {
      let origin = Point(x: rect.minX + label.point.x, y: rect.minY + label.point.y)
      guard rect.contains(origin) else { continue }
      context.buffer.write(
        label.text, at: origin, style: context.style.merging(label.style), limit: rect.maxX)
    }
  }
}
