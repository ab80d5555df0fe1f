/// A size in terminal cells.
///
/// ```swift
/// let screen = Size(width: 80, height: 24)
/// ```
public struct Size: Hashable, Sendable, CustomStringConvertible {
  public var width: Int
  public var height: Int

  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  public static let zero = Size(width: 0, height: 0)

  public var description: String { "\(width)x\(height)" }
}

/// A cell position: `x` is the column and `y` the row, both from zero at the top left.
///
/// ```swift
/// let origin = Point(x: 0, y: 0)
/// ```
public struct Point: Hashable, Sendable {
  public var x: Int
  public var y: Int

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
  public var origin: Point
  public var size: Size

  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  public var minX: Int { origin.x }
  public var minY: Int { origin.y }
  public var maxX: Int { origin.x + size.width }
  public var maxY: Int { origin.y + size.height }
  public var width: Int { size.width }
  public var height: Int { size.height }
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
  public func inset(by insets: EdgeInsets) -> Rect {
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
public struct EdgeInsets: Hashable, Sendable {
  public var top: Int
  public var leading: Int
  public var bottom: Int
  public var trailing: Int

  public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  public init(_ edges: Edge.Set, _ length: Int) {
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
public enum Edge: Sendable {
  case top, leading, bottom, trailing

  /// A set of edges.
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let top = Set(rawValue: 1)
    public static let leading = Set(rawValue: 2)
    public static let bottom = Set(rawValue: 4)
    public static let trailing = Set(rawValue: 8)
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public static let all: Set = [.horizontal, .vertical]
  }
}
