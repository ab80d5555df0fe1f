/// The bar at the right of a list or scroll view whose content is taller than its space: a
/// thumb as long as the visible share, where the visible rows are.
enum Scrollbar {
  /// Draws the bar down the column `rect` for `visible` of `total` rows shown from `offset`.
  @MainActor
  static func draw(in rect: Rect, offset: Int, visible: Int, total: Int, _ context: DrawContext) {
    guard rect.height > 0, total > visible else { return }
    let thumb = max(1, rect.height * visible / total)
    let room = rect.height - thumb
    let start =
      total - visible > 0 ? (room * offset + (total - visible) / 2) / (total - visible) : 0
    let track = context.style.merging(Style(attributes: .dim))
    for row in 0..<rect.height {
      let isThumb = row >= start && row < start + thumb
      context.buffer.put(
        isThumb ? "█" : "│", at: Point(x: rect.minX, y: rect.minY + row),
        style: isThumb ? context.style : track)
    }
  }
}
