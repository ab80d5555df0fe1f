extension View {
  /// Draws this view's text bold.
  ///
  /// ```swift
  /// VStack { Text("a"); Text("b") }.bold()
  /// ```
  package func bold() -> some View { style(Style(attributes: .bold)) }

  /// Draws this view's text dim.
  package func dim() -> some View { style(Style(attributes: .dim)) }

  /// Draws this view's text italic.
  package func italic() -> some View { style(Style(attributes: .italic)) }

  /// Underlines this view's text.
  package func underline() -> some View { style(Style(attributes: .underline)) }

  /// Draws this view with foreground and background swapped.
  package func reverse() -> some View { style(Style(attributes: .reverse)) }

  /// Draws this view's text in `color`.
  ///
  /// ```swift
  /// Text("error").foregroundColor(.red)
  /// ```
  package func foregroundColor(_ color: Color) -> some View { style(Style(foreground: color)) }

  /// Fills this view's area with `color` and draws its text on it.
  ///
  /// ```swift
  /// Text(" OK ").background(.blue)
  /// ```
  package func background(_ color: Color) -> some View {
    modified { StyleNode(style: Style(background: color), fills: true, child: $0) }
  }

  /// Layers `style` over the style this view inherits.
  ///
  /// ```swift
  /// Text("warning").style(Style(foreground: .yellow, attributes: [.bold, .underline]))
  /// ```
  package func style(_ style: Style) -> some View {
    modified { StyleNode(style: style, fills: false, child: $0) }
  }
}

/// Sets the inherited style for its subtree, and fills its area for backgrounds.
final class StyleNode: LayoutNode {
  let style: Style
  let fills: Bool
  let child: LayoutNode

  init(style: Style, fills: Bool, child: LayoutNode) {
    self.style = style
    self.fills = fills
    self.child = child
  }

  override func measure(_ proposal: Size) -> Size { child.measure(proposal) }
  override func isFlexible(_ axis: Axis) -> Bool { child.isFlexible(axis) }
  override var keepsWidth: Bool { child.keepsWidth }

  override func draw(in rect: Rect, _ context: DrawContext) {
    context.withStyle(style) {
      if fills { context.buffer.fill(rect, style: context.style) }
      child.draw(in: rect, context)
    }
  }
}
