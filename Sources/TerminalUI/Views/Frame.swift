extension Int {
  /// An unbounded length, for flexible frames: `.frame(maxWidth: .infinity)`.
  package static var infinity: Int { .max }
}

extension View {
  /// Gives this view a fixed width and/or height, placing it inside by `alignment`.
  ///
  /// ```swift
  /// Text("OK").frame(width: 10, alignment: .center)
  /// ```
  package func frame(width: Int? = nil, height: Int? = nil, alignment: Alignment = .center)
    -> some View
  {
    modified {
      FrameNode(
        minWidth: width, maxWidth: width, minHeight: height, maxHeight: height,
        alignment: alignment, child: $0)
    }
  }

  /// Lets this view grow (up to a maximum, or `.infinity` to fill its space) or keeps it from
  /// shrinking below a minimum.
  ///
  /// ```swift
  /// Text("Title").frame(maxWidth: .infinity, alignment: .leading)
  /// ```
  package func frame(
    minWidth: Int? = nil, maxWidth: Int? = nil, minHeight: Int? = nil, maxHeight: Int? = nil,
    alignment: Alignment = .center
  ) -> some View {
    modified {
      FrameNode(
        minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight,
        alignment: alignment, child: $0)
    }
  }
}

final class FrameNode: LayoutNode {
  let minWidth: Int?
  let maxWidth: Int?
  let minHeight: Int?
  let maxHeight: Int?
  let alignment: Alignment
  let child: LayoutNode

  init(
    minWidth: Int?, maxWidth: Int?, minHeight: Int?, maxHeight: Int?, alignment: Alignment,
    child: LayoutNode
  ) {
    self.minWidth = minWidth
    self.maxWidth = maxWidth
    self.minHeight = minHeight
    self.maxHeight = maxHeight
    self.alignment = alignment
    self.child = child
  }

  /// The length along one axis: the child's, raised to the minimum, and grown to the proposal
  /// (up to the maximum) when there is one.
  private func length(child: Int, proposal: Int, min lower: Int?, max upper: Int?) -> Int {
    var length = child
    if let upper, upper > length { length = Swift.min(upper, proposal) }
    if let upper { length = Swift.min(length, upper) }
    if let lower { length = Swift.max(length, lower) }
    return Swift.max(0, Swift.min(length, proposal))
  }

  private func childProposal(_ proposal: Size) -> Size {
    Size(
      width: Swift.min(proposal.width, maxWidth ?? .max),
      height: Swift.min(proposal.height, maxHeight ?? .max))
  }

  override func measure(_ proposal: Size) -> Size {
    let inner = child.measure(childProposal(proposal))
    return Size(
      width: length(child: inner.width, proposal: proposal.width, min: minWidth, max: maxWidth),
      height: length(
        child: inner.height, proposal: proposal.height, min: minHeight, max: maxHeight))
  }

  override func isFlexible(_ axis: Axis) -> Bool {
    let (lower, upper) = axis == .horizontal ? (minWidth, maxWidth) : (minHeight, maxHeight)
    if let upper { return upper != lower }
    return child.isFlexible(axis)
  }

  override func draw(in rect: Rect, _ context: DrawContext) {
    let inner = child.measure(childProposal(rect.size)).clamped(to: rect.size)
    child.draw(in: Rect(origin: alignment.origin(of: inner, in: rect), size: inner), context)
  }
}
