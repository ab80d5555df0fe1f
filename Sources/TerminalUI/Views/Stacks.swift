/// Views arranged top to bottom.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 1) {
///   Text("Title").bold()
///   Text("Body")
/// }
/// ```
package struct VStack<Content: View>: View, PrimitiveView {
  let alignment: HorizontalAlignment
  let spacing: Int
  let content: Content

  /// A column of the views `content` builds.
  ///
  /// - Parameters:
  ///   - alignment: Where narrower views sit across the column.
  ///   - spacing: Blank rows between views.
  ///   - content: The views, top to bottom.
  package init(
    alignment: HorizontalAlignment = .center, spacing: Int = 0,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  package var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    let children = context.resolve(content, at: 0)
    return [StackNode(axis: .vertical, alignment: alignment, spacing: spacing, children: children)]
  }
}

/// Views arranged left to right.
///
/// ```swift
/// HStack(spacing: 2) {
///   Button("-") { store.send(.decrementTapped) }
///   Text("\(store.count)")
///   Button("+") { store.send(.incrementTapped) }
/// }
/// ```
package struct HStack<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment
  let spacing: Int
  let content: Content

  /// A row of the views `content` builds.
  ///
  /// - Parameters:
  ///   - alignment: Where shorter views sit across the row.
  ///   - spacing: Blank columns between views (one by default).
  ///   - content: The views, left to right.
  package init(
    alignment: VerticalAlignment = .center, spacing: Int = 1,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  package var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    let children = context.resolve(content, at: 0)
    return [
      StackNode(axis: .horizontal, alignment: alignment, spacing: spacing, children: children)
    ]
  }
}

/// Lays children out along an axis; spacers and flexible children share the space left.
final class StackNode: LayoutNode {
  let axis: Axis
  /// The cross-axis alignment: a `HorizontalAlignment` for vertical stacks and a
  /// `VerticalAlignment` for horizontal ones, kept as an offset function.
  let crossOffset: (Int, Int) -> Int
  /// The same alignment, for a web page's layout.
  let crossPlacement: Semantics.Placement
  let spacing: Int
  let children: [LayoutNode]

  init(axis: Axis, alignment: HorizontalAlignment, spacing: Int, children: [LayoutNode]) {
    self.axis = axis
    self.crossOffset = alignment.offset
    self.crossPlacement = Semantics.Placement(alignment)
    self.spacing = spacing
    self.children = children
  }

  init(axis: Axis, alignment: VerticalAlignment, spacing: Int, children: [LayoutNode]) {
    self.axis = axis
    self.crossOffset = alignment.offset
    self.crossPlacement = Semantics.Placement(alignment)
    self.spacing = spacing
    self.children = children
  }

  private func main(_ size: Size) -> Int { axis == .horizontal ? size.width : size.height }
  private func cross(_ size: Size) -> Int { axis == .horizontal ? size.height : size.width }
  private func size(main: Int, cross: Int) -> Size {
    axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
  }

  /// The size of each child for `proposal`.
  private func layout(_ proposal: Size) -> [Size] {
    var sizes = Array(repeating: Size.zero, count: children.count)
    var remaining = main(proposal) - spacing * max(0, children.count - 1)
    let crossProposal = cross(proposal)
    var flexible: [Int] = []
    var spacers: [Int] = []
    var fixed: [Int] = []
    for (index, child) in children.enumerated() {
      if let spacer = child as? SpacerNode {
        spacers.append(index)
        remaining -= spacer.minLength
      } else if child.isFlexible(axis) {
        flexible.append(index)
      } else {
        fixed.append(index)
      }
    }
    for index in fixed {
      sizes[index] = children[index].measure(size(main: max(0, remaining), cross: crossProposal))
    }
    let wanted = fixed.reduce(0) { $0 + main(sizes[$1]) }
    if wanted > remaining {
      remaining = shareOut(fixed, remaining, crossProposal, &sizes)
    } else {
      remaining -= wanted
    }
    // Flexible views first, each offered an equal share of what is left; spacers take the rest.
    for (order, index) in flexible.enumerated() {
      let share = max(0, remaining) / (flexible.count - order + spacers.count)
      sizes[index] = children[index].measure(size(main: share, cross: crossProposal))
      remaining -= main(sizes[index])
    }
    for (order, index) in spacers.enumerated() {
      let spacer = children[index] as! SpacerNode
      let share = max(0, remaining) / (spacers.count - order)
      sizes[index] = size(main: spacer.minLength + share, cross: 0)
      remaining -= share
    }
    return sizes
  }

  /// Offers `indices` (each measured with all of `room`, too little for all) the room there
  /// is, in order. In a row, as in SwiftUI's, the least flexible (buttons) are offered their
  /// width first, so that they stay whole and a long label is cut or wraps; the rest keep
  /// their order, the first shown whole where SwiftUI would cut all alike (a cell is wide).
  /// When even the buttons do not fit, or in a column (a row of cells is a whole line), all
  /// keep their order. Returns the room left.
  private func shareOut(
    _ indices: [Int], _ room: Int, _ crossProposal: Int, _ sizes: inout [Size]
  ) -> Int {
    let whole = axis == .horizontal ? indices.filter { children[$0].keepsWidth } : []
    let wholeWidth = whole.reduce(0) { $0 + main(sizes[$1]) }
    let order =
      !whole.isEmpty && wholeWidth <= room
      ? whole + indices.filter { !children[$0].keepsWidth } : indices
    var remaining = room
    for index in order {
      sizes[index] = children[index].measure(size(main: max(0, remaining), cross: crossProposal))
      remaining -= main(sizes[index])
    }
    return remaining
  }

  override func measure(_ proposal: Size) -> Size {
    let sizes = layout(proposal)
    let total = sizes.reduce(0) { $0 + main($1) } + spacing * max(0, children.count - 1)
    return size(main: total, cross: sizes.map(cross).max() ?? 0).clamped(to: proposal)
  }

  override var keepsWidth: Bool {
    !children.isEmpty && children.allSatisfy { $0.keepsWidth || $0 is SpacerNode }
  }

  override func isFlexible(_ axis: Axis) -> Bool {
    children.contains { child in
      if child is SpacerNode { return axis == self.axis }
      return child.isFlexible(axis)
    }
  }

  override func draw(in rect: Rect, _ context: DrawContext) {
    let sizes = layout(rect.size)
    var offset = 0
    for (child, childSize) in zip(children, sizes) {
      let crossSpace = cross(rect.size)
      let childCross = min(cross(childSize), crossSpace)
      let position = crossOffset(childCross, crossSpace)
      let childRect =
        axis == .horizontal
        ? Rect(
          x: rect.minX + offset, y: rect.minY + position, width: childSize.width,
          height: childCross)
        : Rect(
          x: rect.minX + position, y: rect.minY + offset, width: childCross,
          height: childSize.height)
      child.draw(in: childRect.intersection(rect), context)
      offset += main(childSize) + spacing
    }
  }
}

/// Empty space that grows along the axis of the stack it is in.
///
/// ```swift
/// HStack { Text("left"); Spacer(); Text("right") }
/// ```
package struct Spacer: View, PrimitiveView {
  let minLength: Int

  /// A spacer at least `minLength` cells long.
  package init(minLength: Int = 0) {
    self.minLength = minLength
  }

  package var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    [SpacerNode(minLength: minLength)]
  }
}

final class SpacerNode: LayoutNode {
  let minLength: Int

  init(minLength: Int) {
    self.minLength = minLength
  }

  override func measure(_ proposal: Size) -> Size {
    Size(width: minLength, height: minLength).clamped(to: proposal)
  }
}
