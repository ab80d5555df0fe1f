/// Where content sits horizontally inside a wider space.
public enum HorizontalAlignment: Hashable, Sendable {
  case leading, center, trailing

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
public enum VerticalAlignment: Hashable, Sendable {
  case top, center, bottom

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
public struct Alignment: Hashable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// The origin of content of `size` placed inside `rect`.
  func origin(of size: Size, in rect: Rect) -> Point {
    Point(
      x: rect.minX + horizontal.offset(size.width, in: rect.width),
      y: rect.minY + vertical.offset(size.height, in: rect.height)
    )
  }
}
