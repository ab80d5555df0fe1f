/// Groups views without laying them out: the parent sees each child, and modifiers on the
/// group apply to all of them.
///
/// ```swift
/// VStack {
///   Group {
///     Text("one")
///     Text("two")
///   }
///   .foregroundColor(.green)
/// }
/// ```
package struct Group<Content: View>: View, PrimitiveView {
  let content: Content

  /// A group of the views `content` builds.
  package init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  package var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    context.resolve(content, at: 0)
  }
}
