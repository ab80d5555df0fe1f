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
  /// Whether a `List` builds only the rows in sight (``LazyListView``): a terminal shows a
  /// window of the rows, while a web page shows them all and the browser scrolls.
  let buildsRowsInSight: Bool

  /// A terminal view drawing `rootView`.
  package init(rootView: Content, buildsRowsInSight: Bool = true) {
    self.rootView = rootView
    self.buildsRowsInSight = buildsRowsInSight
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
    graph.resolvesListRowsLazily = buildsRowsInSight
    let tree = ViewResolver.resolve(rootView, graph: graph)
    return context.resolve(NodeView(node: tree), at: 0)
  }
}

/// The `@State` storage of one hosted view, kept between frames.
@MainActor
final class HostedGraph {
  let graph = ViewGraph()
}
