extension View {
  /// Runs `action` when this view is clicked: the mouse button is pressed and released over
  /// it. `onPress` runs when the button goes down (a "will tap" moment for early feedback).
  ///
  /// ```swift
  /// CatView()
  ///   .onTap(onPress: { store.send(.catWillTap) }) { store.send(.catTapped) }
  /// ```
  package func onTap(
    onPress: (@MainActor () -> Void)? = nil, perform action: @escaping @MainActor () -> Void
  ) -> some View {
    TapView(content: self, highlightsWhenPressed: false, onPress: onPress, action: action)
  }
}

struct TapView<Content: View>: View, PrimitiveView {
  let content: Content
  let highlightsWhenPressed: Bool
  let onPress: (@MainActor () -> Void)?
  let action: @MainActor () -> Void

  var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    guard let child = context.resolveSingle(content, at: 0) else { return [] }
    return [
      TapNode(
        id: context.path, highlightsWhenPressed: highlightsWhenPressed, onPress: onPress,
        action: action, child: child)
    ]
  }
}

/// Draws its child and records where it is, so that clicks there reach its actions.
final class TapNode: LayoutNode {
  let id: Int
  let highlightsWhenPressed: Bool
  let onPress: (@MainActor () -> Void)?
  let action: @MainActor () -> Void
  let child: LayoutNode

  init(
    id: Int, highlightsWhenPressed: Bool, onPress: (@MainActor () -> Void)?,
    action: @escaping @MainActor () -> Void, child: LayoutNode
  ) {
    self.id = id
    self.highlightsWhenPressed = highlightsWhenPressed
    self.onPress = onPress
    self.action = action
    self.child = child
  }

  override func measure(_ proposal: Size) -> Size { child.measure(proposal) }
  override func isFlexible(_ axis: Axis) -> Bool { child.isFlexible(axis) }
  override var keepsWidth: Bool { child.keepsWidth }

  override func draw(in rect: Rect, _ context: DrawContext) {
    let pressed = highlightsWhenPressed && context.pressedRegion == id
    let drawn = Rect(origin: rect.origin, size: child.measure(rect.size))
    context.withStyle(pressed ? Style(attributes: .reverse) : .plain) {
      child.draw(in: rect, context)
    }
    context.tapRegions.append(
      TapRegion(id: id, rect: drawn.intersection(rect), onPress: onPress, action: action))
  }
}
