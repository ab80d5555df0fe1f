import Foundation

/// A SwiftUI `Canvas` node in braille dots: its recorded lines scaled from the size it was
/// drawn for to the space the terminal gives it (two dots across and four down to a cell), and
/// its texts in the cells nearest their points.
struct CanvasView: View {
  let node: ViewNode

  var body: some View {
    let drawnSize = (node[attribute: "size"] ?? "")
      .split(separator: " ").compactMap { Double($0) }
    let strokes = (node[attribute: "strokes"] ?? "")
      .split(separator: ";").map { line in
        line.split(separator: " ").compactMap(Self.point)
      }
    let texts = (node[attribute: "texts"] ?? "")
      .split(separator: "\n").compactMap { entry -> (x: Double, y: Double, text: String)? in
        let parts = entry.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, let x = Double(parts[0]), let y = Double(parts[1]) else {
          return nil
        }
        return (x, y, String(parts[2]))
      }
    Canvas { canvas in
      guard drawnSize.count == 2, drawnSize[0] > 0, drawnSize[1] > 0 else { return }
      let dots = canvas.dotSize
      func dot(_ point: (x: Double, y: Double)) -> Point {
        Point(
          x: Self.clamped(point.x / drawnSize[0] * Double(dots.width - 1)),
          y: Self.clamped(point.y / drawnSize[1] * Double(dots.height - 1)))
      }
      for line in strokes {
        let points = line.map(dot)
        if points.count == 1 { canvas.point(points[0]) }
        for (from, to) in zip(points, points.dropFirst()) { canvas.line(from: from, to: to) }
      }
      for text in texts {
        let at = dot((text.x, text.y))
        canvas.text(text.text, at: Point(x: at.x / 2, y: at.y / 4))
      }
    }
  }

  nonisolated private static func point(_ text: Substring) -> (x: Double, y: Double)? {
    let parts = text.split(separator: ",")
    guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]) else { return nil }
    return (x, y)
  }

  /// Rounds, keeping far-away points representable (they are off the canvas anyway).
  nonisolated private static func clamped(_ value: Double) -> Int {
    guard value.isFinite else { return -1 }
    return Int(min(max(value, -100_000), 100_000).rounded())
  }
}
