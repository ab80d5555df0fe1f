/// The lines a border is drawn with.
///
/// ```swift
/// Text("hi").border(.double)
/// ```
package struct BorderStyle: Hashable, Sendable {
  let horizontal: Character
  let vertical: Character
  let topLeft: Character
  let topRight: Character
  let bottomLeft: Character
  let bottomRight: Character

  /// `┌─┐` corners and lines.
  package static let single = BorderStyle(
    horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└",
    bottomRight: "┘")
  /// `╭─╮` rounded corners.
  package static let rounded = BorderStyle(
    horizontal: "─", vertical: "│", topLeft: "╭", topRight: "╮", bottomLeft: "╰",
    bottomRight: "╯")
  /// `╔═╗` double lines.
  package static let double = BorderStyle(
    horizontal: "═", vertical: "║", topLeft: "╔", topRight: "╗", bottomLeft: "╚",
    bottomRight: "╝")
  /// `┏━┓` heavy lines.
  package static let heavy = BorderStyle(
    horizontal: "━", vertical: "┃", topLeft: "┏", topRight: "┓", bottomLeft: "┗",
    bottomRight: "┛")
  /// `+-+` for terminals without box-drawing characters.
  package static let ascii = BorderStyle(
    horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+",
    bottomRight: "+")
}

extension View {
  /// Draws a border around this view, with an optional title in the top edge.
  ///
  /// ```swift
  /// VStack { Text("25:00") }.border(.rounded, title: "Focus", color: .cyan)
  /// ```
  package func border(
    _ style: BorderStyle = .rounded, title: String? = nil, color: Color = .default
  ) -> some View {
    modified { BorderNode(border: style, title: title, color: color, child: $0) }
  }

  /// A border whose title is a hint (`esc closes`): a web page shows it as a key, not a title.
  func border(_ style: BorderStyle, hint: String) -> some View {
    modified { BorderNode(border: style, title: hint, isHint: true, color: .default, child: $0) }
  }
}

final class BorderNode: LayoutNode {
  let border: BorderStyle
  let title: String?
  /// Whether the title is a hint about keys rather than a title.
  let isHint: Bool
  let color: Color
  let child: LayoutNode

  init(
    border: BorderStyle, title: String?, isHint: Bool = false, color: Color, child: LayoutNode
  ) {
    self.border = border
    self.title = title
    self.isHint = isHint
    self.color = color
    self.child = child
  }

  override func measure(_ proposal: Size) -> Size {
    let inner = child.measure(
      Size(width: max(0, proposal.width - 2), height: max(0, proposal.height - 2)))
    let titleWidth = title.map { DisplayWidth.of($0) + 2 } ?? 0
    return Size(width: max(inner.width, titleWidth) + 2, height: inner.height + 2)
      .clamped(to: proposal)
  }

  override func isFlexible(_ axis: Axis) -> Bool { child.isFlexible(axis) }

  override func draw(in rect: Rect, _ context: DrawContext) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let style = context.style.merging(Style(foreground: color))
    let buffer = { (character: Character, x: Int, y: Int) in
      _ = context.buffer.put(character, at: Point(x: x, y: y), style: style)
    }
    buffer(border.topLeft, rect.minX, rect.minY)
    buffer(border.topRight, rect.maxX - 1, rect.minY)
    buffer(border.bottomLeft, rect.minX, rect.maxY - 1)
    buffer(border.bottomRight, rect.maxX - 1, rect.maxY - 1)
    for x in (rect.minX + 1)..<(rect.maxX - 1) {
      buffer(border.horizontal, x, rect.minY)
      buffer(border.horizontal, x, rect.maxY - 1)
    }
    for y in (rect.minY + 1)..<(rect.maxY - 1) {
      buffer(border.vertical, rect.minX, y)
      buffer(border.vertical, rect.maxX - 1, y)
    }
    if let title, rect.width > 4 {
      context.buffer.write(
        " \(title) ", at: Point(x: rect.minX + 1, y: rect.minY), style: context.style,
        limit: rect.maxX - 1)
    }
    child.draw(in: rect.inset(by: EdgeInsets(.all, 1)), context)
  }
}
