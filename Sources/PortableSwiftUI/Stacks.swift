import Foundation

/// A stack's layout, as a node attribute list.
private func stackAttributes(_ alignment: String, _ spacing: CGFloat?) -> [ViewNode.Attribute] {
  [.init("alignment", alignment)] + (spacing.map { [.init("spacing", "\($0)")] } ?? [])
}

/// Views one above the other: SwiftUI's `VStack`.
public struct VStack<Content: View>: View, _PrimitiveView {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content
  /// Stacks the views `content` builds.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  public typealias Body = Never
  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    [
      resolver.node(
        "VStack", stackAttributes("\(alignment)", spacing), children: resolver.nodes(for: content))
    ]
  }
}

/// Views side by side: SwiftUI's `HStack`.
public struct HStack<Content: View>: View, _PrimitiveView {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content
  /// Stacks the views `content` builds.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  public typealias Body = Never
  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    [
      resolver.node(
        "HStack", stackAttributes("\(alignment)", spacing), children: resolver.nodes(for: content))
    ]
  }
}

/// Views on top of each other: SwiftUI's `ZStack`.
public struct ZStack<Content: View>: View, _PrimitiveView {
  let alignment: Alignment
  let content: Content
  /// Overlays the views `content` builds.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
  public typealias Body = Never
  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    [
      resolver.node(
        "ZStack", [.init("alignment", "\(alignment)")], children: resolver.nodes(for: content))
    ]
  }
}

/// A vertical stack that makes its rows as they are needed: SwiftUI's `LazyVStack`.
public typealias LazyVStack<Content: View> = VStack<Content>
/// A horizontal stack that makes its columns as they are needed: SwiftUI's `LazyHStack`.
public typealias LazyHStack<Content: View> = HStack<Content>

/// Space that grows along the stack it is in: SwiftUI's `Spacer`.
public struct Spacer: View, _PrimitiveView {
  let minLength: CGFloat?
  /// Space at least `minLength` long.
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }
  public typealias Body = Never
  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    [resolver.node("Spacer", minLength.map { [.init("minLength", "\($0)")] } ?? [])]
  }
}

/// A line between views: SwiftUI's `Divider`.
public struct Divider: View, _PrimitiveView {
  /// A line.
  public init() {}
  public typealias Body = Never
  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    [resolver.node("Divider")]
  }
}

/// Content that scrolls: SwiftUI's `ScrollView`.
public struct ScrollView<Content: View>: View, _PrimitiveView {
  let axes: Axis.Set
  let showsIndicators: Bool
  let content: Content
  /// Scrolls the views `content` builds along `axes`.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }
  public typealias Body = Never
  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    let axes =
      self.axes == .horizontal ? "horizontal" : self.axes == .vertical ? "vertical" : "both"
    return [
      resolver.node("ScrollView", [.init("axes", axes)], children: resolver.nodes(for: content))
    ]
  }
}

/// Content that reads the size it is offered: SwiftUI's `GeometryReader`. Renderers resolve it
/// with the size they lay it out in (`ViewResolver.proposedSize`).
public struct GeometryReader<Content: View>: View, _PrimitiveView {
  let content: (GeometryProxy) -> Content
  /// Content made from the size it is offered.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }
  public typealias Body = Never
  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    let proxy = GeometryProxy(size: resolver.graph.proposedSize, safeAreaInsets: EdgeInsets())
    return [resolver.node("GeometryReader", children: resolver.nodes(for: content(proxy)))]
  }
}
