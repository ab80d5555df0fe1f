/// The bar of a `.safeAreaInset`: offered at most half the height its stack has, so that at a
/// small height the view the inset is set on keeps its share of the rows (the bar's padding
/// gives way first, see ``PaddingNode``).
final class InsetBarNode: LayoutNode {
  let child: LayoutNode

  init(child: LayoutNode) {
    self.child = child
  }

  override func measure(_ proposal: Size) -> Size {
    child.measure(Size(width: proposal.width, height: proposal.height / 2))
  }

  override func isFlexible(_ axis: Axis) -> Bool { child.isFlexible(axis) }
  override var keepsWidth: Bool { child.keepsWidth }

  override func draw(in rect: Rect, _ context: DrawContext) {
    child.draw(in: rect, context)
  }

  func semantics() -> [Semantics] { child.semantics() }
}
