/// Where content sits horizontally inside a wider space.
package enum HorizontalAlignment: Hashable, Sendable {
  /// At the left edge.
  case leading
  /// In the middle (rounded towards the left).
  case center
  /// At the right edge.
  case trailing

  /// The offset of content `width` wide inside `available` cells.
  func offset(_ width: Int, in available: Int) -> Int {
    switch self {
    case .leading: 0
    case .center: max(0, (available - width) / 2)
    case .trailing: max(0, available - width)
    }
  }
}

/// Where content sits vertically inside a taller space.
package enum VerticalAlignment: Hashable, Sendable {
  /// At the top edge.
  case top
  /// In the middle (rounded towards the top).
  case center
  /// At the bottom edge.
  case bottom

  func offset(_ height: Int, in available: Int) -> Int {
    switch self {
    case .top: 0
    case .center: max(0, (available - height) / 2)
    case .bottom: max(0, available - height)
    }
  }
}

/// A horizontal and a vertical alignment together, as frames use them.
///
/// ```swift
/// Text("OK").frame(width: 10, height: 3, alignment: .bottomTrailing)
/// ```
package struct Alignment: Hashable, Sendable {
  /// Where content sits horizontally.
  package var horizontal: HorizontalAlignment
  /// Where content sits vertically.
  package var vertical: VerticalAlignment

  /// An alignment from its two parts.
  package init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centred both ways.
  package static let center = Alignment(horizontal: .center, vertical: .center)
  /// At the left edge, centred vertically.
  package static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// At the right edge, centred vertically.
  package static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// At the top edge, centred horizontally.
  package static let top = Alignment(horizontal: .center, vertical: .top)
  /// At the bottom edge, centred horizontally.
  package static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// In the top left corner.
  package static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// In the top right corner.
  package static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// In the bottom left corner.
  package static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// In the bottom right corner.
  package static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// The origin of content of `size` placed inside `rect`.
  func origin(of size: Size, in rect: Rect) -> Point {
    Point(
      x: rect.minX + horizontal.offset(size.width, in: rect.width),
      y: rect.minY + vertical.offset(size.height, in: rect.height)
    )
  }
}
