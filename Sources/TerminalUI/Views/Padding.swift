extension View {
  /// Adds `length` blank cells on every edge.
  ///
  /// ```swift
  /// Text("hi").padding()  // one cell around
  /// ```
  package func padding(_ length: Int = 1) -> some View {
    padding(EdgeInsets(.all, length))
  }

  /// Adds `length` blank cells on the given edges.
  ///
  /// ```swift
  /// Text("hi").padding(.horizontal, 2)
  /// ```
  package func padding(_ edges: Edge.Set, _ length: Int = 1) -> some View {
    padding(EdgeInsets(edges, length))
  }

  /// Adds blank cells on each edge as `insets` says.
  package func padding(_ insets: EdgeInsets) -> some View {
    modified { PaddingNode(insets: insets, child: $0) }
  }
}

final class PaddingNode: LayoutNode {
  let insets: EdgeInsets
  let child: LayoutNode

  init(insets: EdgeInsets, child: LayoutNode) {
    self.insets = insets
    self.child = child
  }

  override func measure(_ proposal: Size) -> Size {
    let inner = child.measure(
      Size(
        width: max(0, proposal.width - insets.horizontal),
        height: max(0, proposal.height - insets.vertical)))
    return Size(width: inner.width + insets.horizontal, height: inner.height + insets.vertical)
      .clamped(to: proposal)
  }

  override func isFlexible(_ axis: Axis) -> Bool { child.isFlexible(axis) }
  override var keepsWidth: Bool { child.keepsWidth }

  override func draw(in rect: Rect, _ context: DrawContext) {
    child.draw(in: rect.inset(by: insets), context)
  }
}
