import Foundation

/// A side of a rectangle: SwiftUI's `Edge`.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
  case top, leading, bottom, trailing

  /// A set of edges.
  public struct Set: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set of one edge.
    public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public var description: String {
      switch self {
      case .all: "all"
      case .horizontal: "horizontal"
      case .vertical: "vertical"
      default:
        Edge.allCases.filter { contains(Set($0)) }.map { "\($0)" }.joined(separator: "+")
      }
    }
  }
}

/// Distances inside each edge of a rectangle: SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// A horizontal or vertical direction: SwiftUI's `Axis`.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
  case horizontal, vertical
  /// A set of axes.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

/// Where views line up across a vertical stack: SwiftUI's `HorizontalAlignment`.
public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
  public let description: String
  public static let leading = HorizontalAlignment(description: "leading")
  public static let center = HorizontalAlignment(description: "center")
  public static let trailing = HorizontalAlignment(description: "trailing")
  public static let listRowSeparatorLeading = HorizontalAlignment(description: "leading")
  public static let listRowSeparatorTrailing = HorizontalAlignment(description: "trailing")
}

/// Where views line up across a horizontal stack: SwiftUI's `VerticalAlignment`.
public struct VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
  public let description: String
  public static let top = VerticalAlignment(description: "top")
  public static let center = VerticalAlignment(description: "center")
  public static let bottom = VerticalAlignment(description: "bottom")
  public static let firstTextBaseline = VerticalAlignment(description: "firstTextBaseline")
  public static let lastTextBaseline = VerticalAlignment(description: "lastTextBaseline")
}

/// Where a view sits in a larger frame: SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable, CustomStringConvertible {
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
  public var description: String {
    horizontal == .center && vertical == .center ? "center" : "\(vertical)\(horizontal)"
  }
}

/// A view's size and its safe area, as a `GeometryReader` hands them to its content.
public struct GeometryProxy {
  /// The size the reader was offered.
  public let size: CGSize
  /// The insets of the safe area.
  public let safeAreaInsets: EdgeInsets
}
