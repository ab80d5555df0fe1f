/// A view whose content is wrapped in another layout node: how padding, borders, frames and
/// styles are applied. As in SwiftUI, a modifier on several siblings (a `Group`, or a body
/// that is a list of views) applies to each of them.
struct ModifiedView<Content: View>: View, PrimitiveView {
  let content: Content
  let wrap: @MainActor (LayoutNode, inout ResolveContext) -> LayoutNode

  var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    let nodes = context.resolve(content, at: 0)
    return nodes.map { wrap($0, &context) }
  }
}

extension View {
  /// Wraps this view's node in the node `wrap` makes.
  func modified(
    _ wrap: @escaping @MainActor (LayoutNode, inout ResolveContext) -> LayoutNode
  ) -> ModifiedView<Self> {
    ModifiedView(content: self, wrap: wrap)
  }

  func modified(_ wrap: @escaping @MainActor (LayoutNode) -> LayoutNode) -> ModifiedView<Self> {
    ModifiedView(content: self) { node, _ in wrap(node) }
  }
}
