/// A panel presented over a screen (an alert, a dialog, a sheet, the help): while it is up,
/// it alone gets keys, pastes, clicks and focus, and the screen behind is dimmed.
struct ModalView<Content: View, Panel: View>: View, PrimitiveView {
  let content: Content
  /// The panel, `nil` while nothing is presented.
  let panel: Panel?
  let alignment: Alignment
  /// The blank cells kept around the panel at the screen's edges.
  let margin: Int

  var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    let mark = context.inputMark
    guard let base = context.resolveSingle(content, at: 0) else { return [] }
    guard let panel else { return [base] }
    // The screen behind keeps its tasks but loses its keys, pastes and focus.
    context.dropInput(since: mark)
    guard let top = context.resolveSingle(panel, at: 1) else { return [base] }
    // Keys the panel does not use stop here, rather than reach the screens around it; Tab
    // and the arrows still move focus among the panel's controls.
    let focus = context.focus
    context.keyHandlers.append(
      KeyHandler { press in
        _ = focus.move(for: press)
        return true
      })
    context.pasteHandlers.append { _ in }
    return [ModalNode(base: base, panel: top, alignment: alignment, margin: margin)]
  }
}

/// Draws the screen dimmed, then the panel on blank cells over it, placed on the whole screen.
final class ModalNode: LayoutNode {
  let base: LayoutNode
  let panel: LayoutNode
  let alignment: Alignment
  let margin: Int

  init(base: LayoutNode, panel: LayoutNode, alignment: Alignment, margin: Int) {
    self.base = base
    self.panel = panel
    self.alignment = alignment
    self.margin = margin
  }

  override func measure(_ proposal: Size) -> Size { base.measure(proposal) }
  override func isFlexible(_ axis: Axis) -> Bool { base.isFlexible(axis) }

  override func draw(in rect: Rect, _ context: DrawContext) {
    let taps = context.tapRegions.count
    let scrolls = context.scrollRegions.count
    base.draw(in: rect, context)
    context.tapRegions.removeSubrange(taps...)
    context.scrollRegions.removeSubrange(scrolls...)
    context.buffer.restyle(rect) { $0.merging(Style(attributes: .dim)) }
    // The panel is placed on the whole screen, however small the view it is presented from.
    let screen = Rect(origin: Point(x: 0, y: 0), size: context.buffer.size)
    let space = screen.inset(by: EdgeInsets(.all, margin))
    let size = panel.measure(space.size)
    let placed = Rect(origin: alignment.origin(of: size, in: space), size: size)
    if size.width >= space.size.width {
      // A panel as wide as it can be (a sheet) hides the screen beside and below it, which
      // would show as slices of its controls at the edges: only the rows above it show, as the
      // presenting screen's top shows behind an iOS sheet.
      context.buffer.fill(
        Rect(
          origin: Point(x: 0, y: placed.origin.y),
          size: Size(width: screen.size.width, height: screen.size.height - placed.origin.y)),
        style: context.style)
    }
    context.buffer.fill(placed, style: context.style)
    panel.draw(in: placed, context)
  }
}
