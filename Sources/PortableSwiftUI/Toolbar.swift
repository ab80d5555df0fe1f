/// Content of a toolbar: SwiftUI's `ToolbarContent`.
@MainActor @preconcurrency
public protocol ToolbarContent {
  /// The nodes of the toolbar's items.
  func _makeToolbarNodes(_ resolver: inout ViewResolver) -> [ViewNode]
}

/// Where a toolbar item sits: SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Sendable, CustomStringConvertible {
  public let description: String
  public static let automatic = ToolbarItemPlacement(description: "automatic")
  public static let principal = ToolbarItemPlacement(description: "principal")
  public static let navigation = ToolbarItemPlacement(description: "navigation")
  public static let primaryAction = ToolbarItemPlacement(description: "primaryAction")
  public static let secondaryAction = ToolbarItemPlacement(description: "secondaryAction")
  public static let status = ToolbarItemPlacement(description: "status")
  public static let confirmationAction = ToolbarItemPlacement(description: "confirmationAction")
  public static let cancellationAction = ToolbarItemPlacement(description: "cancellationAction")
  public static let destructiveAction = ToolbarItemPlacement(description: "destructiveAction")
  public static let keyboard = ToolbarItemPlacement(description: "keyboard")
  public static let topBarLeading = ToolbarItemPlacement(description: "topBarLeading")
  public static let topBarTrailing = ToolbarItemPlacement(description: "topBarTrailing")
  public static let bottomBar = ToolbarItemPlacement(description: "bottomBar")
  public static let navigationBarLeading = ToolbarItemPlacement(description: "navigationBarLeading")
  public static let navigationBarTrailing = ToolbarItemPlacement(
    description: "navigationBarTrailing")
}

/// One item of a toolbar: SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content
  public func _makeToolbarNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    [
      resolver.node(
        "ToolbarItem", [.init("placement", "\(placement)")], children: resolver.nodes(for: content))
    ]
  }
}

extension ToolbarItem where ID == () {
  /// An item at `placement` made of the view `content` builds.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

/// Several items of a toolbar at one placement: SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content
  /// Items at `placement` made of the views `content` builds.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
  public func _makeToolbarNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    [
      resolver.node(
        "ToolbarItem", [.init("placement", "\(placement)")], children: resolver.nodes(for: content))
    ]
  }
}

/// Several toolbar contents, as a builder makes them.
public struct _TupleToolbarContent: ToolbarContent {
  let items: [any ToolbarContent]
  public func _makeToolbarNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    items.flatMap { $0._makeToolbarNodes(&resolver) }
  }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
  public func _makeToolbarNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    self?._makeToolbarNodes(&resolver) ?? []
  }
}

/// Builds toolbar content: SwiftUI's `ToolbarContentBuilder`.
@resultBuilder
@MainActor
public enum ToolbarContentBuilder {
  public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content)
    -> _TupleToolbarContent
  {
    var items: [any ToolbarContent] = []
    for item in repeat each content { items.append(item) }
    return _TupleToolbarContent(items: items)
  }
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }
  public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
  public static func buildEither<Content: ToolbarContent>(first: Content) -> _TupleToolbarContent {
    _TupleToolbarContent(items: [first])
  }
  public static func buildEither<Content: ToolbarContent>(second: Content) -> _TupleToolbarContent {
    _TupleToolbarContent(items: [second])
  }
}

/// A toolbar made of views or toolbar content.
public struct _ToolbarModifier: ViewModifier, _PrimitiveModifier {
  let make: @MainActor (inout ViewResolver) -> [ViewNode]
  public typealias Body = Never
  public func _makeNodes(content: some View, _ resolver: inout ViewResolver) -> [ViewNode] {
    let items = make(&resolver)
    return [
      resolver.node(
        "toolbar",
        children: resolver.nodes(for: content) + [ViewNode("ToolbarContent", children: items)])
    ]
  }
}

/// How a navigation title is shown: SwiftUI's `NavigationBarItem`.
public enum NavigationBarItem {
  /// The size of a navigation title.
  public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

/// How a toolbar title is shown: SwiftUI's `ToolbarTitleDisplayMode`.
public struct ToolbarTitleDisplayMode: Sendable, CustomStringConvertible {
  public let description: String
  public static let automatic = ToolbarTitleDisplayMode(description: "automatic")
  public static let inline = ToolbarTitleDisplayMode(description: "inline")
  public static let large = ToolbarTitleDisplayMode(description: "large")
  public static let inlineLarge = ToolbarTitleDisplayMode(description: "inlineLarge")
}

extension View {
  /// Items in this view's toolbar, made of the views `content` builds.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    let items = content()
    return modifier(_ToolbarModifier { $0.child(items, at: "toolbar") })
  }
  /// Items in this view's toolbar.
  public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content)
    -> some View
  {
    let items = content()
    return modifier(_ToolbarModifier { items._makeToolbarNodes(&$0) })
  }
  /// Whether this view's navigation bar or other bars show.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    node("toolbarVisibility", [.init("visibility", "\(visibility)")])
  }
  /// The title of this view's screen in a navigation stack.
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    node("navigationTitle", [.init("title", titleKey.string)])
  }
  /// The title of this view's screen in a navigation stack.
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    node("navigationTitle", [.init("title", String(title))])
  }
  /// The title of this view's screen in a navigation stack.
  public func navigationTitle(_ title: Text) -> some View {
    node("navigationTitle", [.init("title", title.string)])
  }
  /// The editable title of this view's screen.
  public func navigationTitle(_ title: Binding<String>) -> some View {
    node(
      "navigationTitle", [.init("title", title.wrappedValue)],
      handlers: ["set": ViewNode.Handler { title.wrappedValue = $0 ?? "" }])
  }
  /// How the title of this view's screen is shown.
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    node("navigationBarTitleDisplayMode", [.init("mode", "\(displayMode)")])
  }
  /// How the title of this view's screen is shown.
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
    node("toolbarTitleDisplayMode", [.init("mode", "\(mode)")])
  }
  /// Whether this view's screen hides its back button.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    node("navigationBarBackButtonHidden", [.init("hidden", "\(hidesBackButton)")])
  }
  /// Items at the leading and trailing ends of the navigation bar (deprecated in SwiftUI).
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    let items = TupleView(
      (
        ToolbarItemView(placement: "leading", content: leading),
        ToolbarItemView(placement: "trailing", content: trailing)
      ))
    return modifier(_ToolbarModifier { $0.child(items, at: "toolbar") })
  }
  /// Items at the trailing end of the navigation bar (deprecated in SwiftUI).
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    let item = ToolbarItemView(placement: "trailing", content: trailing)
    return modifier(_ToolbarModifier { $0.child(item, at: "toolbar") })
  }
  /// Items at the leading end of the navigation bar (deprecated in SwiftUI).
  public func navigationBarItems<L: View>(leading: L) -> some View {
    let item = ToolbarItemView(placement: "leading", content: leading)
    return modifier(_ToolbarModifier { $0.child(item, at: "toolbar") })
  }
}

/// A bar a toolbar modifier addresses: SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Sendable {
  let name: String
  public static let automatic = ToolbarPlacement(name: "automatic")
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

/// A toolbar item that is a plain view, for the deprecated navigation bar items.
struct ToolbarItemView<Content: View>: View, _PrimitiveView {
  let placement: String
  let content: Content
  typealias Body = Never
  func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    [
      resolver.node(
        "ToolbarItem", [.init("placement", placement)], children: resolver.nodes(for: content))
    ]
  }
}
