/// What a layout node means to a web page (see ``Semantics``): every ``LayoutNode`` is one,
/// so that a new kind of node cannot be left out of the page.
@MainActor
protocol SemanticsSource {
  /// The elements this node becomes: padding and frames wrap their child, a tap region gives
  /// its child an action, so a node gives zero, one or several elements.
  ///
  /// Read after the node was drawn: lists and canvases learn their size while drawing.
  func semantics() -> [Semantics]
}
