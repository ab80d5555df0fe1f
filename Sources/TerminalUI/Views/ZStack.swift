/// Views drawn on top of each other, later ones over earlier ones.
///
/// ```swift
/// ZStack(alignment: .topTrailing) {
///   MainScreen(store: store)
///   Text(" 3 new ").reverse()
/// }
/// ```
package struct ZStack<Content: View>: View, PrimitiveView {
  let alignment: Alignment
  let content: Content

  /// Layers of the views `content` builds, placed by `alignment`; the stack is as large as its
  /// largest layer.
  package init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  package var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    [LayerNode(alignment: alignment, layers: context.resolve(content, at: 0))]
  }
}

extension View {
  /// Draws `overlay` over this view, placed by `alignment`; the size stays this view's.
  ///
  /// ```swift
  /// TimerView(store: store)
  ///   .overlay(alignment: .bottom) {
  ///     if store.showsStartGuide { Text("Press space to start").reverse() }
  ///   }
  /// ```
  package func overlay<Overlay: View>(
    alignment: Alignment = .center, @ViewBuilder _ overlay: () -> Overlay
  ) -> some View {
    OverlayView(content: self, overlay: overlay(), alignment: alignment)
  }
}

struct OverlayView<Content: View, Overlay: View>: View, PrimitiveView {
  let content: Content
  let overlay: Overlay
  let alignment: Alignment

  var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    guard let base = context.resolveSingle(content, at: 0) else { return [] }
    guard let top = context.resolveSingle(overlay, at: 1) else { return [base] }
    return [LayerNode(alignment: alignment, layers: [base, top], sizedByFirst: true)]
  }
}

/// Draws layers in order over the same area, each at its own size placed by the alignment.
final class LayerNode: LayoutNode {
  let alignment: Alignment
  let layers: [LayoutNode]
  /// Whether only the first layer decides the size (an overlay), rather than the largest.
  let sizedByFirst: Bool

  init(alignment: Alignment, layers: [LayoutNode], sizedByFirst: Bool = false) {
    self.alignment = alignment
    self.layers = layers
    self.sizedByFirst = sizedByFirst
  }

  override func measure(_ proposal: Size) -> Size {
    if sizedByFirst { return layers.first?.measure(proposal) ?? .zero }
    let sizes = layers.map { $0.measure(proposal) }
    return Size(
      width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0
    ).clamped(to: proposal)
  }

  override func isFlexible(_ axis: Axis) -> Bool {
    sizedByFirst ? layers.first?.isFlexible(axis) ?? false : layers.contains { $0.isFlexible(axis) }
  }

  override func draw(in rect: Rect, _ context: DrawContext) {
    for layer in layers {
      let size = layer.measure(rect.size)
      layer.draw(in: Rect(origin: alignment.origin(of: size, in: rect), size: size), context)
    }
  }
}
