import Foundation

/// Draws a SwiftUI view (the `PortableSwiftUI` layer: what `import SwiftUI` gives on Linux) in
/// the terminal, as `UIHostingController` puts one in a UIKit window.
///
/// The view is resolved into its tree of `ViewNode`s each frame, with its `@State` kept in a
/// graph that lives as long as the hosting view stays on screen; the tree is then drawn by
/// ``NodeView``. A change to the view's `@State`, or to state it read through Observation (a
/// store), draws a new frame.
///
/// ```swift
/// try await TerminalApp(rootView: RefreshableView(store: store)).run()
/// ```
package struct HostingView<Content: PortableSwiftUI.View>: View, PrimitiveView {
  let rootView: Content

  /// A terminal view drawing `rootView`.
  package init(rootView: Content) {
    self.rootView = rootView
  }

  public var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    let graph = context.focus.state(for: context.path) { HostedGraph() }.graph
    let requestFrame = context.requestFrame
    graph.onInvalidate = { requestFrame() }
    // GeometryReader reports the screen in points, about 8 by 16 to a cell.
    graph.proposedSize = CGSize(
      width: Double(context.screenSize.width) * NodeView.pointsPerColumn,
      height: Double(context.screenSize.height) * NodeView.pointsPerRow)
    // A list builds the rows in sight only (``LazyListView``).
    graph.resolvesListRowsLazily = true
    let tree = ViewResolver.resolve(rootView, graph: graph)
    return context.resolve(NodeView(node: tree), at: 0)
  }
}

/// The `@State` storage of one hosted view, kept between frames.
@MainActor
final class HostedGraph {
  let graph = ViewGraph()
}
