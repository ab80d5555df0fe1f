/// A bar filled in proportion to a value from 0 to 1, as wide as the space it is given (or
/// `width`): `██████░░░░`. Its colour comes from `.foregroundColor`; the two glyphs keep it
/// readable without colour.
///
/// ```swift
/// ProgressBar(value: elapsed / planned).foregroundColor(.red)
/// ProgressBar(value: 0.5, width: 10)  // █████░░░░░
/// ```
package struct ProgressBar: View, PrimitiveView {
  let value: Double
  let width: Int?

  /// A bar for `value` (clamped to 0...1); without a `width` it fills the width proposed.
  package init(value: Double, width: Int? = nil) {
    self.value = value.isNaN ? 0 : min(1, max(0, value))
    self.width = width
  }

  package var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    [ProgressBarNode(value: value, width: width)]
  }

  /// The bar's text at `width` cells.
  static func text(value: Double, width: Int) -> String {
    let filled = Int((value * Double(width)).rounded(.down))
    return String(repeating: "█", count: filled)
      + String(repeating: "░", count: max(0, width - filled))
  }
}

final class ProgressBarNode: LayoutNode {
  let value: Double
  let width: Int?

  init(value: Double, width: Int?) {
    self.value = value
    self.width = width
  }

  override func measure(_ proposal: Size) -> Size {
    Size(width: width ?? proposal.width, height: 1).clamped(to: proposal)
  }

  override func isFlexible(_ axis: Axis) -> Bool { axis == .horizontal && width == nil }

  override func draw(in rect: Rect, _ context: DrawContext) {
    guard rect.height > 0, rect.width > 0 else { return }
    context.buffer.write(
      ProgressBar.text(value: value, width: rect.width), at: rect.origin, style: context.style,
      limit: rect.maxX)
  }
}
