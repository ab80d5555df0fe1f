import Foundation

/// Turns views into a tree of ``ViewNode``s: evaluates bodies, attaches `@State` and
/// `@Environment` to their storage, and passes the environment down.
///
/// ```swift
/// let tree = ViewResolver.resolve(CounterView(count: 3))
/// print(tree)  // VStack / Text text: Count: 3 …
/// ```
@MainActor
public struct ViewResolver {
  /// The environment the view being resolved reads.
  public var environment: EnvironmentValues
  /// Where `@State` lives between resolutions.
  public let graph: ViewGraph
  /// The structural identity of the view being resolved.
  public private(set) var identity: String

  /// A resolver that keeps state in `graph`.
  public init(environment: EnvironmentValues = EnvironmentValues(), graph: ViewGraph = ViewGraph())
  {
    self.environment = environment
    self.graph = graph
    self.identity = ""
  }

  /// The tree of `view`: its nodes under a root node.
  public static func resolve(
    _ view: some View, environment: EnvironmentValues = EnvironmentValues(),
    graph: ViewGraph = ViewGraph()
  ) -> ViewNode {
    var resolver = ViewResolver(environment: environment, graph: graph)
    graph.dirty.isSet = false
    return ViewNode("Root", children: resolver.nodes(for: view))
  }

  /// The nodes of `view`, resolved where this resolver stands.
  public mutating func nodes<V: View>(for view: V) -> [ViewNode] {
    if let primitive = view as? any _PrimitiveView {
      return primitive._makeNodes(&self)
    }
    graph.attach(view, at: identity, environment: environment)
    return nodes(for: view.body)
  }

  /// The nodes of a child view at position `component` (an index or an explicit id), so that its
  /// state and identity are its own.
  public mutating func child<V: View>(_ view: V, at component: String) -> [ViewNode] {
    let saved = identity
    identity += "/" + component
    defer { identity = saved }
    return nodes(for: view)
  }

  /// The nodes of `view`, with `ForEach` rows tagged by their ids or not
  /// (``ViewGraph/tagsRowsWithIDs``).
  mutating func nodes<V: View>(for view: V, taggingRowsWithIDs tags: Bool) -> [ViewNode] {
    let saved = graph.tagsRowsWithIDs
    graph.tagsRowsWithIDs = tags
    defer { graph.tagsRowsWithIDs = saved }
    return nodes(for: view)
  }

  /// The nodes of `view` with the environment changed by `transform`.
  public mutating func nodes<V: View>(
    for view: V, environment transform: (inout EnvironmentValues) -> Void
  ) -> [ViewNode] {
    let saved = environment
    transform(&environment)
    defer { environment = saved }
    return nodes(for: view)
  }

  /// A node of kind `kind` at this resolver's identity.
  public func node(
    _ kind: String, _ attributes: [ViewNode.Attribute] = [], children: [ViewNode] = [],
    handlers: [String: ViewNode.Handler] = [:]
  ) -> ViewNode {
    ViewNode(kind, attributes, children: children, handlers: handlers, identity: identity)
  }
}

/// Where a tree's `@State` lives between resolutions, keyed by structural identity, and who is
/// told when it changes.
@MainActor
public final class ViewGraph {
  var storage: [String: AnyObject] = [:]
  var modifierContents: [(inout ViewResolver) -> [ViewNode]] = []
  /// The tags of the nodes resolved so far, by identity, for pickers, tab views and lists'
  /// selections.
  var tags: [String: AnyHashable] = [:]
  /// The destinations registered by the stack being resolved, by the type of value pushed.
  var destinations: [ObjectIdentifier: (Any) -> AnyView] = [:]

  /// The size a renderer lays the tree out in, which `GeometryReader` reports.
  public var proposedSize = CGSize(width: 390, height: 844)

  /// Whether a `List` of one `ForEach` leaves its rows to be resolved as they are shown
  /// (``ViewNode/lazyRows``), as SwiftUI's list creates its rows as they scroll into view: a
  /// renderer that draws only the rows in sight sets it. Off, every row is resolved.
  public var resolvesListRowsLazily = false

  /// Called on the main actor after a `@State` value of this graph changed: a renderer
  /// resolves again.
  public var onInvalidate: (@MainActor () -> Void)?

  nonisolated let dirty = DirtyFlag()

  /// The values each navigation stack had pushed when last resolved, by the stack's identity.
  var pushedValues: [String: [AnyHashable]] = [:]
  /// The views that links to views push now, by identity.
  var pushedDestinations: Set<String> = []

  /// Whether a `ForEach` being resolved tags its rows with their ids: only under a view that
  /// reads the tags of its rows (a list's selection, a picker, a tab view). Elsewhere no one
  /// reads them, and a tag per row per frame is waste on a long list. (Last of the stored
  /// properties, so that the public ones keep their places in the object.)
  var tagsRowsWithIDs = false

  /// Whether a `@State` value changed since the graph was last resolved; set at once by the
  /// change, from any thread.
  public nonisolated var needsUpdate: Bool { dirty.isSet }

  nonisolated func markNeedsUpdate() { dirty.isSet = true }

  /// An empty graph.
  public init() {}

  /// Attaches the dynamic properties (`@State`, `@Environment`…) of `view` to this graph.
  func attach(_ value: Any, at identity: String, environment: EnvironmentValues) {
    for (offset, child) in Mirror(reflecting: value).children.enumerated() {
      let key = identity + "#" + (child.label ?? "\(offset)")
      if let property = child.value as? any _GraphProperty {
        property._attach(to: self, key: key, environment: environment)
      } else if child.value is any DynamicProperty {
        attach(child.value, at: key, environment: environment)
      }
    }
  }

  func invalidate() { onInvalidate?() }
}

/// A dynamic property that keeps storage in, or reads from, the view graph.
@MainActor
protocol _GraphProperty {
  func _attach(to graph: ViewGraph, key: String, environment: EnvironmentValues)
}

/// A stored property of a view that the renderer updates before the view's body is evaluated:
/// `@State`, `@Environment`, `@FocusState`, `@Binding`.
public protocol DynamicProperty {
  /// Updates the property's value before the body is evaluated.
  mutating func update()
}

extension DynamicProperty {
  /// Does nothing by default.
  public mutating func update() {}
}

/// A flag set from any thread.
final class DirtyFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  var isSet: Bool {
    get { lock.withLock { value } }
    set { lock.withLock { value = newValue } }
  }
}
