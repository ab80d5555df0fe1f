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
    let insets = insets(within: proposal)
    let inner = child.measure(
      Size(
        width: max(0, proposal.width - insets.horizontal),
        height: max(0, proposal.height - insets.vertical)))
    return Size(width: inner.width + insets.horizontal, height: inner.height + insets.vertical)
      .clamped(to: proposal)
  }

  /// The insets within `proposal`: where the content is taller than the rows between the top
  /// and bottom insets, those rows give way to it (a row is a whole line of 16 points), so
  /// that a small screen shows content rather than blank rows around it.
  private func insets(within proposal: Size) -> EdgeInsets {
    guard insets.vertical > 0, !child.isFlexible(.vertical) else { return insets }
    let width = max(0, proposal.width - insets.horizontal)
    let wanted = child.measure(Size(width: width, height: proposal.height)).height
    guard wanted > proposal.height - insets.vertical else { return insets }
    let spare = max(0, proposal.height - wanted)
    let top = min(insets.top, spare - min(insets.bottom, spare / 2))
    return EdgeInsets(
      top: top, leading: insets.leading, bottom: min(insets.bottom, spare - top),
      trailing: insets.trailing)
  }

  override func isFlexible(_ axis: Axis) -> Bool { child.isFlexible(axis) }
  override var keepsWidth: Bool { child.keepsWidth }

  override func draw(in rect: Rect, _ context: DrawContext) {
    child.draw(in: rect.inset(by: insets(within: rect.size)), context)
  }
}
