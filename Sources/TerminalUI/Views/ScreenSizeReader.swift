/// Builds its content from the size of the whole screen, so that a full-screen view can choose
/// what to show (a large clock, a compact one) before it is laid out.
///
/// The size is the terminal's (or ``TestTerminal``'s), whatever the reader's place in the
/// tree: use it at the root of a screen.
///
/// ```swift
/// ScreenSizeReader { size in
///   if size.height >= 12 { BigText("25:00") } else { Text("25:00") }
/// }
/// ```
package struct ScreenSizeReader<Content: View>: View, PrimitiveView {
  let content: @MainActor (Size) -> Content

  /// A view that `content` builds from the screen's size, at each frame.
  package init(@ViewBuilder content: @escaping @MainActor (Size) -> Content) {
    self.content = content
  }

  package var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    context.resolve(content(context.screenSize), at: 0)
  }
}
