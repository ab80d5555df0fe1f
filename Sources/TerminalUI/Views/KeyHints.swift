/// The key line at the bottom of a screen: each binding as `key title`, separated by ` · `,
/// wrapped onto more lines rather than cut when the screen is narrow.
///
/// ```swift
/// KeyHints([KeyBinding("start", keys: " ", label: "space"), KeyBinding("quit", keys: "q")])
/// // space start · q quit
/// ```
package struct KeyHints: View, PrimitiveView {
  let bindings: [KeyBinding]

  /// A key line for `bindings`, in their order.
  package init(_ bindings: [KeyBinding]) {
    self.bindings = bindings
  }

  package var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    bindings.isEmpty ? [] : [KeyHintsNode(hints: bindings.map(\.hint), isPlain: context.isPlain)]
  }
}

/// Packs hints into lines no wider than the space given.
///
/// For plain output (no terminal) each line after the first starts with the separator, which
/// `PlainLine` joins to the line before with a space rather than the ` | ` between rows: the
/// wrapped lines stay one list of keys.
final class KeyHintsNode: LayoutNode {
  static let separator = " · "
  /// What starts a continued line in plain output.
  nonisolated static let continuation = "· "
  let hints: [String]
  let widths: [Int]
  let isPlain: Bool

  init(hints: [String], isPlain: Bool = false) {
    self.hints = hints
    self.widths = hints.map { DisplayWidth.of($0) }
    self.isPlain = isPlain
  }

  /// The cells a continued line's first hint takes before it.
  private var indent: Int { isPlain ? DisplayWidth.of(Self.continuation) : 0 }

  /// The hints of each line, by index, for lines of `width` cells.
  private func lines(width: Int) -> [[Int]] {
    var lines: [[Int]] = [[]]
    var used = 0
    for index in hints.indices {
      let needed = lines[lines.count - 1].isEmpty ? widths[index] : used + 3 + widths[index]
      if needed > width, !lines[lines.count - 1].isEmpty {
        lines.append([index])
        used = indent + widths[index]
      } else {
        lines[lines.count - 1].append(index)
        used = needed
      }
    }
    return lines
  }

  override func measure(_ proposal: Size) -> Size {
    let lines = lines(width: proposal.width)
    var width = 0
    for (row, line) in lines.enumerated() {
      let hints = line.reduce(0) { $0 + widths[$1] }
      let cells: Int = (row > 0 ? indent : 0) + hints + 3 * max(0, line.count - 1)
      width = max(width, cells)
    }
    return Size(width: width, height: lines.count).clamped(to: proposal)
  }

  override func draw(in rect: Rect, _ context: DrawContext) {
    let dim = context.style.merging(Style(attributes: .dim))
    for (row, line) in lines(width: rect.width).prefix(rect.height).enumerated() {
      let text =
        (row > 0 && isPlain ? Self.continuation : "")
        + line.map { hints[$0] }.joined(separator: Self.separator)
      context.buffer.write(
        text, at: Point(x: rect.minX, y: rect.minY + row), style: dim, limit: rect.maxX)
    }
  }
}
