/// A SwiftUI colour, gradient or shape as a view: it takes the space it is offered, as in
/// SwiftUI, and fills it with a block glyph in its colour; a round shape one cell big is a dot,
/// and an outlined shape draws its outline. On the web page it is a box of its colour.
struct FillView: View, PrimitiveView {
  let node: ViewNode

  var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    let shape = node[attribute: "shape"] ?? ""
    let outline = node[attribute: "stroke"] ?? node[attribute: "strokeBorder"]
    let colorName =
      outline ?? node[attribute: "fill"] ?? node[attribute: "color"]
      ?? node[attribute: "gradient"].flatMap(Self.firstColorName)
    // Without a colour of its own, the foreground of the text around it.
    let color = colorName.flatMap(TextStyle.color)
    let isRound = ["Circle", "Ellipse", "Capsule"].contains { shape.hasPrefix($0) }
    // A clear colour takes its space and draws nothing.
    let isClear = colorName == "clear"
    return [
      FillNode(
        color: color, isRound: isRound, isOutline: outline != nil,
        isRounded: shape.hasPrefix("RoundedRectangle") || isRound, isClear: isClear)
    ]
  }

  /// The first colour a gradient's description names: a terminal draws its start.
  private static func firstColorName(_ description: String) -> String? {
    description.split(whereSeparator: { !$0.isLetter }).map(String.init)
      .first { TextStyle.color($0) != nil }
  }
}

final class FillNode: LayoutNode {
  let color: Color?
  let isRound: Bool
  let isOutline: Bool
  let isRounded: Bool
  let isClear: Bool

  init(color: Color?, isRound: Bool, isOutline: Bool, isRounded: Bool, isClear: Bool) {
    self.color = color
    self.isRound = isRound
    self.isOutline = isOutline
    self.isRounded = isRounded
    self.isClear = isClear
  }

  /// All it is offered, but one cell across an unbounded length (a scroll view's content,
  /// a list's row), as a colour in SwiftUI takes its ideal size there.
  override func measure(_ proposal: Size) -> Size {
    let unbounded = ScrollView<EmptyView>.maximumContentHeight
    return Size(
      width: proposal.width >= unbounded ? 1 : proposal.width,
      height: proposal.height >= unbounded ? 1 : proposal.height)
  }

  override func isFlexible(_ axis: Axis) -> Bool { true }

  override func draw(in rect: Rect, _ context: DrawContext) {
    guard !isClear, rect.width > 0, rect.height > 0 else { return }
    var style = context.style
    if let color { style.foreground = color }
    func put(_ glyph: Character, _ x: Int, _ y: Int) {
      context.buffer.put(glyph, at: Point(x: x, y: y), style: style)
    }
    if rect.width == 1 && rect.height == 1 {
      put(isRound ? (isOutline ? "○" : "●") : (isOutline ? "□" : "█"), rect.minX, rect.minY)
      return
    }
    guard isOutline, rect.width >= 2, rect.height >= 2 else {
      for y in rect.minY..<rect.maxY { for x in rect.minX..<rect.maxX { put("█", x, y) } }
      return
    }
    let corners: [Character] = isRounded ? ["╭", "╮", "╰", "╯"] : ["┌", "┐", "└", "┘"]
    for x in rect.minX + 1..<rect.maxX - 1 {
      put("─", x, rect.minY)
      put("─", x, rect.maxY - 1)
    }
    for y in rect.minY + 1..<rect.maxY - 1 {
      put("│", rect.minX, y)
      put("│", rect.maxX - 1, y)
    }
    put(corners[0], rect.minX, rect.minY)
    put(corners[1], rect.maxX - 1, rect.minY)
    put(corners[2], rect.minX, rect.maxY - 1)
    put(corners[3], rect.maxX - 1, rect.maxY - 1)
  }
}

extension FillNode {
  /// A box of the colour that fills its frame (an outline for an outlined shape).
  func semantics() -> [Semantics] {
    guard !isClear else { return [Semantics(.spacer)] }
    let css = color?.css ?? "currentColor"
    let style = Semantics.TextStyle(
      foreground: isOutline ? css : nil, background: isOutline ? nil : css, attributes: [])
    let fill = Semantics.Frame(
      minWidth: nil, maxWidth: .max, minHeight: nil, maxHeight: .max, horizontal: .center,
      vertical: .center)
    let content = [Semantics(.frame(fill))]
    return [
      Semantics(
        .styled(style),
        children: isOutline ? [Semantics(.box(title: nil), children: content)] : content)
    ]
  }
}
