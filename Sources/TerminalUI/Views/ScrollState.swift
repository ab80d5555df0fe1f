/// What a list or a scroll view keeps between frames: where it is scrolled and how tall it was
/// drawn.
@MainActor
final class ScrollState {
  /// The first row shown.
  var offset = 0
  /// The rows drawn in the last frame, once drawn.
  var viewport: Int?
  /// The rows of a scroll view's content in the last frame.
  var contentHeight = 0
  /// The selected row as last found, and as last revealed.
  var selectedIndex: Int?
  private var revealed: Int?
  /// Where the focused control inside a scroll view was drawn (in its content) when last
  /// brought into sight.
  var revealedFocus: Rect?

  /// Scrolls so that a newly selected row is in sight (a row selected before stays where the
  /// wheel left it) and keeps the offset within the rows.
  func reveal(_ selected: Int?, count: Int, height: Int) {
    if let selected, selected != revealed {
      if selected < offset { offset = selected }
      if selected >= offset + height { offset = selected - height + 1 }
    }
    revealed = selected
    offset = min(max(0, offset), max(0, count - height))
  }

  /// How far a key scrolls (a list without a selection, a scroll view), or `nil` for other
  /// keys.
  static func rows(for key: Key, page: Int, count: Int) -> Int? {
    switch key {
    case .down, .character("j"): 1
    case .up, .character("k"): -1
    case .pageDown: page
    case .pageUp: -page
    case .home, .character("g"): -count
    case .end, .character("G"): count
    default: nil
    }
  }

  /// Scrolls by `rows` (when not `nil`); returns whether it was a scrolling key.
  func scroll(by rows: Int?, count: Int) -> Bool {
    guard let rows else { return false }
    offset = min(max(0, offset + rows), max(0, count - (viewport ?? 1)))
    return true
  }
}
