/// Values as a line of bars an eighth of a cell tall each, `▁▂▃▄▅▆▇█`, scaled to the largest;
/// the last values are kept when the line is shorter than the data.
///
/// ```swift
/// Sparkline(store.heartRates)
/// ```
package struct Sparkline: View, PrimitiveView {
  let values: [Double]

  /// A sparkline of `values`, oldest first.
  package init(_ values: [Double]) {
    self.values = values
  }

  /// A sparkline of whole-number `values`, oldest first.
  package init(_ values: [Int]) {
    self.values = values.map(Double.init)
  }

  package var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    [SparklineNode(values: values)]
  }
}

final class SparklineNode: LayoutNode {
  static let levels: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
  let values: [Double]

  init(values: [Double]) {
    self.values = values
  }

  override func measure(_ proposal: Size) -> Size {
    Size(width: values.count, height: values.isEmpty ? 0 : 1).clamped(to: proposal)
  }

  override func draw(in rect: Rect, _ context: DrawContext) {
    guard rect.width > 0, rect.height > 0 else { return }
    let shown = values.suffix(rect.width)
    let top = shown.max() ?? 0
    for (column, value) in shown.enumerated() {
      let level = top > 0 ? Int((max(0, value) / top * 8).rounded()) : 0
      context.buffer.put(
        Self.levels[min(8, level)], at: Point(x: rect.minX + column, y: rect.minY),
        style: context.style)
    }
  }
}
