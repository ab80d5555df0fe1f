/// A horizontal line across the space of its stack.
///
/// ```swift
/// VStack { Text("Title"); Divider(); Text("Body") }
/// ```
package struct Divider: View, PrimitiveView {
  /// A divider.
  package init() {}

  package var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] { [DividerNode()] }
}

final class DividerNode: LayoutNode {
  override func measure(_ proposal: Size) -> Size {
    Size(width: proposal.width, height: 1).clamped(to: proposal)
  }

  override func isFlexible(_ axis: Axis) -> Bool { axis == .horizontal }

  override func draw(in rect: Rect, _ context: DrawContext) {
    guard rect.height > 0 else { return }
    for x in rect.minX..<rect.maxX {
      context.buffer.put("─", at: Point(x: x, y: rect.minY), style: context.style)
    }
  }
}
