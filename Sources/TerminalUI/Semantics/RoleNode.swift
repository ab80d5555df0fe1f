/// A node that draws its child unchanged and says what the child is, for views whose layout
/// node does not: a button is a tap region around `[ Title ]` text, a clock is rows of blocks.
final class RoleNode: LayoutNode {
  let kind: Semantics.Kind
  let isFocused: Bool
  let child: LayoutNode
  /// What a page can do to it, where its child's taps do not say (a picker's choice).
  let actions: Semantics.Actions

  init(
    _ kind: Semantics.Kind, isFocused: Bool = false,
    actions: Semantics.Actions = Semantics.Actions(), child: LayoutNode
  ) {
    self.kind = kind
    self.isFocused = isFocused
    self.actions = actions
    self.child = child
  }

  override func measure(_ proposal: Size) -> Size { child.measure(proposal) }
  override func isFlexible(_ axis: Axis) -> Bool { child.isFlexible(axis) }
  override var keepsWidth: Bool { child.keepsWidth }
  override func draw(in rect: Rect, _ context: DrawContext) {
    if isFocused { context.focusedRect = rect }
    child.draw(in: rect, context)
  }
}
