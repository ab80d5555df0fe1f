/// A size in terminal cells.
///
/// ```swift
/// let screen = Size(width: 80, height: 24)
/// ```
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The number of columns.
  public var width: Int
  /// The number of rows.
  public var height: Int

  /// A size of `width` columns by `height` rows.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// No cells at all.
  public static let zero = Size(width: 0, height: 0)

  /// The size as `80x24`.
  public var description: String { "\(width)x\(height)" }
}

/// A cell position: `x` is the column and `y` the row, both from zero at the top left.
///
/// ```swift
/// let origin = Point(x: 0, y: 0)
/// ```
public struct Point: Hashable, Sendable {
  /// The column, from zero at the left.
  public var x: Int
  /// The row, from zero at the top.
  public var y: Int

  /// The cell at column `x` and row `y`.
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }
}

/// A rectangle of cells.
///
/// ```swift
/// let rect = Rect(x: 2, y: 1, width: 10, height: 3)
/// rect.contains(Point(x: 2, y: 1))  // true
/// ```
public struct Rect: Hashable, Sendable {
  /// The top left cell.
  public var origin: Point
  /// The number of columns and rows.
  public var size: Size

  /// A rectangle of `size` cells whose top left cell is `origin`.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// A rectangle of `width` × `height` cells whose top left cell is at `x`, `y`.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The first column.
  public var minX: Int { origin.x }
  /// The first row.
  public var minY: Int { origin.y }
  /// The column just past the last one.
  public var maxX: Int { origin.x + size.width }
  /// The row just past the last one.
  public var maxY: Int { origin.y + size.height }
  /// The number of columns.
  public var width: Int { size.width }
  /// The number of rows.
  public var height: Int { size.height }
  /// Whether the rectangle holds no cell.
  public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

  /// Whether the cell at `point` lies inside the rectangle.
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The overlap of two rectangles (empty when they do not meet).
  public func intersection(_ other: Rect) -> Rect {
    let x0 = max(minX, other.minX)
    let y0 = max(minY, other.minY)
    let x1 = min(maxX, other.maxX)
    let y1 = min(maxY, other.maxY)
    return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
  }

  /// The rectangle shrunk by `insets` on each edge.
  package func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX + insets.leading,
      y: minY + insets.top,
      width: max(0, width - insets.leading - insets.trailing),
      height: max(0, height - insets.top - insets.bottom)
    )
  }
}

/// Distances in cells from each edge of a rectangle.
///
/// ```swift
/// Text("hi").padding(EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2))
/// ```
package struct EdgeInsets: Hashable, Sendable {
  /// Rows above.
  package var top: Int
  /// Columns on the left.
  package var leading: Int
  /// Rows below.
  package var bottom: Int
  /// Columns on the right.
  package var trailing: Int

  /// Insets of the given lengths (none by default).
  package init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Insets of `length` on `edges` and none on the others.
  package init(_ edges: Edge.Set, _ length: Int) {
    self.init(
      top: edges.contains(.top) ? length : 0,
      leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0,
      trailing: edges.contains(.trailing) ? length : 0
    )
  }

  var horizontal: Int { leading + trailing }
  var vertical: Int { top + bottom }
}

/// An edge of a rectangle, and sets of them for padding.
///
/// ```swift
/// Text("hi").padding(.horizontal, 2)
/// ```
package enum Edge: Sendable {
  /// The top edge.
  case top
  /// The left edge.
  case leading
  /// The bottom edge.
  case bottom
  /// The right edge.
  case trailing

  /// A set of edges.
  package struct Set: OptionSet, Sendable, Hashable {
    /// The edges as bits.
    package let rawValue: UInt8
    /// The edges whose bits are set in `rawValue`.
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The top edge.
    package static let top = Set(rawValue: 1)
    /// The left edge.
    package static let leading = Set(rawValue: 2)
    /// The bottom edge.
    package static let bottom = Set(rawValue: 4)
    /// The right edge.
    package static let trailing = Set(rawValue: 8)
    /// The left and right edges.
    package static let horizontal: Set = [.leading, .trailing]
    /// The top and bottom edges.
    package static let vertical: Set = [.top, .bottom]
    /// Every edge.
    package static let all: Set = [.horizontal, .vertical]
  }
}
