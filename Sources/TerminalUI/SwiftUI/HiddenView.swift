/// SwiftUI's `.hidden()`: the content keeps its place in the layout, and its tasks run, but
/// nothing of it is drawn and it takes no keys, clicks or focus.
struct HiddenView: View, PrimitiveView {
  let nodes: [ViewNode]

  var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    let mark = context.inputMark
    let resolved = context.resolve(NodesView(nodes: nodes), at: 0)
    context.dropInput(since: mark)
    return resolved.map(HiddenNode.init)
  }
}

/// A node measured as its content is and drawn as blank cells (taps are found while drawing,
/// so a hidden control gets none).
final class HiddenNode: LayoutNode {
  let content: LayoutNode

  init(_ content: LayoutNode) {
    self.content = content
  }

  override func measure(_ proposal: Size) -> Size { content.measure(proposal) }

  override func isFlexible(_ axis: Axis) -> Bool { content.isFlexible(axis) }
}

extension HiddenNode {
  /// A hidden view shows nothing and takes no clicks, so it says nothing to a web page.
  func semantics() -> [Semantics] { [] }
}
