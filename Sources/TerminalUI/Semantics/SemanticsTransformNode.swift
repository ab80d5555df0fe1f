/// A node that draws its child unchanged and changes what the child means to a web page: a
/// dialog's button numbered `1 Clear ⏎` for the terminal is the default button `Clear` there.
final class SemanticsTransformNode: LayoutNode {
  let transform: @MainActor ([Semantics]) -> [Semantics]
  let child: LayoutNode

  init(child: LayoutNode, transform: @escaping @MainActor ([Semantics]) -> [Semantics]) {
    self.child = child
    self.transform = transform
  }

  override func measure(_ proposal: Size) -> Size { child.measure(proposal) }
  override func isFlexible(_ axis: Axis) -> Bool { child.isFlexible(axis) }
  override var keepsWidth: Bool { child.keepsWidth }
  override func draw(in rect: Rect, _ context: DrawContext) { child.draw(in: rect, context) }
}

extension View {
  /// Gives the buttons in this view `title` and `roles` on a web page, where the terminal's
  /// marks (a number key, `⏎`, `esc`) say the same in other ways.
  func webButton(title: String, roles: Set<Semantics.ButtonRole>) -> some View {
    modified { child in
      SemanticsTransformNode(child: child) { elements in
        elements.map { element in
          guard case .button(_, let shortcut, _) = element.kind else { return element }
          var element = element
          element.kind = .button(title: title, shortcut: shortcut, roles: roles)
          return element
        }
      }
    }
  }
}
