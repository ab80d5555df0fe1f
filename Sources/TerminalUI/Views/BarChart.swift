/// Labelled values as horizontal bars, scaled to the longest, the value after each bar:
///
/// ```swift
/// BarChart([("Mon", 4), ("Tue", 6), ("Wed", 2)])
/// // Mon ████████████   4
/// // Tue ██████████████████ 6
/// ```
/// The bars share the width they are given; eighths of a cell (`▏▎▍▌▋▊▉`) end them.
package struct BarChart: View, PrimitiveView {
  let bars: [(label: String, value: Double)]

  /// A chart of `bars`, top to bottom.
  package init(_ bars: [(label: String, value: Double)]) {
    self.bars = bars
  }

  /// A chart of `bars` with whole-number values, top to bottom.
  package init(_ bars: [(label: String, value: Int)]) {
    self.bars = bars.map { ($0.label, Double($0.value)) }
  }

  package var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    [BarChartNode(bars: bars)]
  }
}

final class BarChartNode: LayoutNode {
  static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
  let bars: [(label: String, value: Double)]
  let labelWidth: Int
  let valueTexts: [String]
  let valueWidth: Int

  init(bars: [(label: String, value: Double)]) {
    self.bars = bars
    self.labelWidth = bars.map { DisplayWidth.of($0.label) }.max() ?? 0
    self.valueTexts = bars.map { bar in
      bar.value == bar.value.rounded() ? String(Int(bar.value)) : String(bar.value)
    }
    self.valueWidth = valueTexts.map(\.count).max() ?? 0
  }

  override func measure(_ proposal: Size) -> Size {
    Size(width: proposal.width, height: bars.count).clamped(to: proposal)
  }

  override func isFlexible(_ axis: Axis) -> Bool { axis == .horizontal }

  override func draw(in rect: Rect, _ context: DrawContext) {
    let room = rect.width - labelWidth - valueWidth - 2
    let top = bars.map(\.value).max() ?? 0
    for (row, bar) in bars.prefix(rect.height).enumerated() {
      let y = rect.minY + row
      context.buffer.write(
        bar.label, at: Point(x: rect.minX, y: y), style: context.style, limit: rect.maxX)
      var x = rect.minX + labelWidth + 1
      if room > 0, top > 0 {
        let eighthsLong = Int((max(0, bar.value) / top * Double(room * 8)).rounded())
        for _ in 0..<(eighthsLong / 8) {
          context.buffer.put("█", at: Point(x: x, y: y), style: context.style)
          x += 1
        }
        if eighthsLong % 8 > 0 {
          context.buffer.put(
            Self.eighths[eighthsLong % 8 - 1], at: Point(x: x, y: y), style: context.style)
        }
        x = rect.minX + labelWidth + 1 + room + 1
      }
      context.buffer.write(
        valueTexts[row], at: Point(x: min(x, rect.maxX), y: y), style: context.style,
        limit: rect.maxX)
    }
  }
}
