/// A type-erased list of the values pushed on a navigation stack: SwiftUI's `NavigationPath`.
public struct NavigationPath: Equatable {
  var elements: [AnyHashable] = []
  /// An empty path.
  public init() {}
  /// A path of `elements`.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map(AnyHashable.init)
  }
  /// How many values are pushed.
  public var count: Int { elements.count }
  /// Whether nothing is pushed.
  public var isEmpty: Bool { elements.isEmpty }
  /// Pushes `value`.
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
  /// Pops `k` values.
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

/// A stack of screens over a root, pushed by value: SwiftUI's `NavigationStack`.
///
/// ```swift
/// NavigationStack(path: $path) {
///   List { NavigationLink("Detail", value: 42) }
///     .navigationDestination(for: Int.self) { DetailView(number: $0) }
/// }
/// ```
public struct NavigationStack<Data, Root: View>: View, _PrimitiveView {
  let root: Root
  let read: () -> [AnyHashable]
  let write: ([AnyHashable]) -> Void

  /// A stack whose pushed screens the stack keeps itself.
  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    let path = State(wrappedValue: NavigationPath())
    self.read = { path.wrappedValue.elements }
    self.write = { path.wrappedValue.elements = $0 }
    self.localPath = path
  }

  /// A stack whose pushed values are `path`.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root)
  where Data == NavigationPath {
    self.root = root()
    self.read = { path.wrappedValue.elements }
    self.write = { path.wrappedValue.elements = $0 }
    self.localPath = nil
  }

  /// A stack whose pushed values are the elements of `path`.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {
    self.root = root()
    self.read = { path.wrappedValue.map(AnyHashable.init) }
    self.write = { elements in
      let kept = elements.compactMap { $0.base as? Data.Element }
      var data = path.wrappedValue
      if kept.count <= data.count, zip(kept, data).allSatisfy({ $0 == $1 }) {
        data.removeLast(data.count - kept.count)
      } else {
        data = Data(kept)
      }
      path.wrappedValue = data
    }
    self.localPath = nil
  }

  let localPath: State<NavigationPath>?

  public typealias Body = Never

  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    if let localPath {
      State._attachIfNeeded(localPath, resolver)
    }
    let stack = NavigationContext(identity: resolver.identity, read: read, write: write)
    let saved = resolver.graph.destinations
    resolver.graph.destinations = [:]
    defer { resolver.graph.destinations = saved }
    var screens = [
      screen(resolver.nodes(for: root) { $0.navigation = stack }, &resolver, depth: 0)
    ]
    let elements = read()
    resolver.graph.discardStateOfPoppedScreens(of: resolver.identity, pushed: elements)
    for (depth, element) in elements.enumerated() {
      guard let destination = resolver.graph.destinations[ObjectIdentifier(type(of: element.base))]
      else {
        screens.append(
          resolver.node("Screen", [.init("missingDestination", "\(type(of: element.base))")]))
        continue
      }
      let view = destination(element.base)
      let nodes = resolver.child(view, at: "\(depth + 1)") { environment in
        environment.navigation = stack
        environment.isPresented = true
        environment.dismiss = DismissAction { stack.write(Array(stack.read().prefix(depth))) }
      }
      screens.append(screen(nodes, &resolver, depth: depth + 1))
    }
    return [
      resolver.node(
        "NavigationStack", [.init("depth", "\(elements.count)")], children: screens,
        handlers: elements.isEmpty
          ? [:] : ["pop": handler { stack.write(Array(stack.read().dropLast())) }])
    ]
  }

  private func screen(_ nodes: [ViewNode], _ resolver: inout ViewResolver, depth: Int) -> ViewNode {
    let title = nodes.lazy.flatMap(\.allNodes).first { $0.kind == "navigationTitle" }?[
      attribute: "title"]
    return resolver.node("Screen", title.map { [.init("title", $0)] } ?? [], children: nodes)
  }
}

extension State {
  /// Attaches a state a primitive view holds, where the graph keeps it.
  @MainActor
  static func _attachIfNeeded(_ state: State, _ resolver: ViewResolver) {
    state._attach(
      to: resolver.graph, key: resolver.identity + "#path", environment: resolver.environment)
  }
}

/// The stack a view is in, for the links and destinations inside it.
struct NavigationContext: @unchecked Sendable {
  let identity: String
  let read: () -> [AnyHashable]
  let write: ([AnyHashable]) -> Void

  @MainActor func push(_ value: AnyHashable) { write(read() + [value]) }
}

private struct NavigationKey: EnvironmentKey {
  static var defaultValue: NavigationContext? { nil }
}

extension EnvironmentValues {
  var navigation: NavigationContext? {
    get { self[NavigationKey.self] }
    set { self[NavigationKey.self] = newValue }
  }
}

extension ViewResolver {
  /// The nodes of a child view at `component`, with the environment changed by `transform`.
  mutating func child<V: View>(
    _ view: V, at component: String, environment transform: (inout EnvironmentValues) -> Void
  ) -> [ViewNode] {
    let saved = environment
    transform(&environment)
    defer { environment = saved }
    return child(view, at: component)
  }
}

/// A control that pushes a screen: SwiftUI's `NavigationLink`.
public struct NavigationLink<Label: View, Destination: View>: View, _PrimitiveView {
  let label: Label
  let value: AnyHashable?
  let destination: Destination?
  var isActive: Binding<Bool>? = nil

  /// A link that pushes `value`, shown by the stack's `navigationDestination(for:)`.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
    self.label = label()
    self.value = value.map(AnyHashable.init)
    self.destination = nil
  }

  /// A link that pushes the view `destination` builds.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.value = nil
    self.destination = destination()
  }

  /// A link pushed while `isActive` is true (deprecated in SwiftUI for `NavigationStack`).
  public init(
    isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.value = nil
    self.destination = destination()
    self.isActive = isActive
  }

  /// A link pushed while `selection` is `tag` (deprecated in SwiftUI for `NavigationStack`).
  public init<V: Hashable>(
    tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      isActive: Binding(
        get: { selection.wrappedValue == tag },
        set: { selection.wrappedValue = $0 ? tag : nil }),
      destination: destination, label: label)
  }

  /// A link that pushes `destination`.
  @available(*, deprecated, message: "Use init(destination:label:) with a trailing closure.")
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.value = nil
    self.destination = destination
  }

  public typealias Body = Never

  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    let stack = resolver.environment.navigation
    let labelNodes = resolver.nodes(for: label)
    if let value {
      return [
        resolver.control(
          "NavigationLink", [], children: labelNodes,
          handlers: stack.map { stack in ["action": handler { stack.push(value) }] } ?? [:])
      ]
    }
    // A link to a view: a local presentation, as `navigationDestination(isPresented:)`.
    let key = resolver.identity + "#link"
    let isActive = self.isActive ?? resolver.graph.linkState(key)
    var children = labelNodes
    resolver.graph.discardStateOfPoppedDestination(
      resolver.identity + "/destination", isPushed: isActive.wrappedValue)
    if isActive.wrappedValue, let destination {
      let pushed = resolver.child(destination, at: "destination") { environment in
        environment.isPresented = true
        environment.dismiss = DismissAction { isActive.wrappedValue = false }
      }
      children.append(
        resolver.node(
          "Screen", children: pushed,
          handlers: ["dismiss": handler { isActive.wrappedValue = false }]))
    }
    return [
      resolver.control(
        "NavigationLink", [.init("isActive", "\(isActive.wrappedValue)")], children: children,
        handlers: ["action": handler { isActive.wrappedValue = true }])
    ]
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A link with a localized title that pushes `value`.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(value: value) { Text(titleKey) }
  }
  /// A link with a title that pushes `value`.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }
}

extension NavigationLink where Label == Text {
  /// A link with a localized title pushed while `isActive` is true (deprecated in SwiftUI).
  public init(
    _ titleKey: LocalizedStringKey, isActive: Binding<Bool>,
    @ViewBuilder destination: () -> Destination
  ) {
    self.init(isActive: isActive, destination: destination) { Text(titleKey) }
  }
  /// A link with a localized title pushed while `selection` is `tag` (deprecated in SwiftUI).
  public init<V: Hashable>(
    _ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>,
    @ViewBuilder destination: () -> Destination
  ) {
    self.init(tag: tag, selection: selection, destination: destination) { Text(titleKey) }
  }
  /// A link with a title pushed while `selection` is `tag` (deprecated in SwiftUI).
  @_disfavoredOverload
  public init<S: StringProtocol, V: Hashable>(
    _ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
  ) {
    self.init(tag: tag, selection: selection, destination: destination) { Text(title) }
  }
  /// A link with a localized title that pushes the view `destination` builds.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }
  /// A link with a title that pushes the view `destination` builds.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(title) }
  }
}

extension ViewGraph {
  /// Whether the link at `key` is pushed, kept between resolutions.
  func linkState(_ key: String) -> Binding<Bool> {
    let storage: StateStorage<Bool>
    if let existing = self.storage[key] as? StateStorage<Bool> {
      storage = existing
    } else {
      storage = StateStorage(false)
      storage.graph = self
      self.storage[key] = storage
    }
    return Binding(get: { storage.value }, set: { storage.set($0) })
  }
}

extension View {
  /// The view to push for values of type `data` on the enclosing stack.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(
      _NavigationDestinationModifier(register: { graph in
        graph.destinations[ObjectIdentifier(D.self)] = { AnyView(destination($0 as! D)) }
      }))
  }

  /// Pushes the view `destination` builds while `isPresented` is true.
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    modifier(
      _PresentationModifier(
        kind: "navigationDestination", isPresented: isPresented, content: { destination() }))
  }

  /// Pushes the view `destination` builds for `item` while it is not `nil`.
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(_PresentationModifier(kind: "navigationDestination", item: item, content: destination))
  }
}

/// Registers a destination for values pushed on the enclosing stack.
public struct _NavigationDestinationModifier: ViewModifier, _PrimitiveModifier {
  let register: @MainActor (ViewGraph) -> Void
  public typealias Body = Never
  public func _makeNodes(content: some View, _ resolver: inout ViewResolver) -> [ViewNode] {
    register(resolver.graph)
    return resolver.nodes(for: content)
  }
}

/// The screens of a navigation view, deprecated in SwiftUI for `NavigationStack`.
public struct NavigationView<Content: View>: View, _PrimitiveView {
  let content: Content
  /// A navigation view of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public typealias Body = Never
  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    [resolver.node("NavigationView", children: resolver.nodes(for: content))]
  }
}

/// Screens behind tabs: SwiftUI's `TabView`.
public struct TabView<SelectionValue: Hashable, Content: View>: View, _PrimitiveView {
  let selection: Binding<SelectionValue>?
  let content: Content
  /// Tabs whose selected tab is `selection`.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }
  public typealias Body = Never
  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    let tabs = resolver.nodes(for: content, taggingRowsWithIDs: true)
    let tags = resolver.graph.tags
    let selection = self.selection
    let selected =
      tabs.firstIndex { tab in
        guard let selection, let tag = tags[tab.identity] else { return false }
        return tag == AnyHashable(selection.wrappedValue)
      } ?? 0
    return [
      resolver.node(
        "TabView", [.init("selection", "\(selected)")], children: tabs,
        handlers: [
          "set": ViewNode.Handler { argument in
            guard let selection, let index = argument.flatMap(Int.init),
              tabs.indices.contains(index),
              let value = tags[tabs[index].identity]?.base as? SelectionValue
            else { return }
            selection.wrappedValue = value
          }
        ])
    ]
  }
}

extension TabView where SelectionValue == Int {
  /// Tabs that keep their own selection.
  public init(@ViewBuilder content: () -> Content) {
    self.selection = nil
    self.content = content()
  }
}

extension View {
  /// The label of this view's tab in a `TabView`.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    modifier(_TabItemModifier(label: AnyView(label())))
  }
}

/// A tab's label.
public struct _TabItemModifier: ViewModifier, _PrimitiveModifier {
  let label: AnyView
  public typealias Body = Never
  public func _makeNodes(content: some View, _ resolver: inout ViewResolver) -> [ViewNode] {
    let label = resolver.child(self.label, at: "tabItem")
    return [
      resolver.node(
        "Tab", [.init("label", label.map(\.text).joined(separator: " "))],
        children: resolver.nodes(for: content))
    ]
  }
}
