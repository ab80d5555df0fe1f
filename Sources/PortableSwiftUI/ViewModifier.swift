/// A change applied to a view, producing a new view: SwiftUI's `ViewModifier`.
///
/// ```swift
/// struct Card: ViewModifier {
///   func body(content: Content) -> some View {
///     content.padding().background(Color.gray)
///   }
/// }
/// ```
@MainActor
@preconcurrency
public protocol ViewModifier {
  /// The type of view the modifier makes.
  associatedtype Body: View
  /// The view being modified, as `body(content:)` receives it.
  typealias Content = _ViewModifier_Content<Self>

  /// The modified view.
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
  /// The body of a primitive modifier, which is never asked for.
  public func body(content: Content) -> Never {
    fatalError("\(Self.self) is resolved by the renderer and has no body")
  }
}

/// A modifier that a renderer resolves itself.
@MainActor
public protocol _PrimitiveModifier {
  /// The nodes of `content` with this modifier applied.
  func _makeNodes(content: some View, _ resolver: inout ViewResolver) -> [ViewNode]
}

/// The content a modifier's `body(content:)` receives: the modified view.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, _PrimitiveView {
  public typealias Body = Never

  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    guard let content = resolver.modifierContents.popLast() else { return [] }
    defer { resolver.modifierContents.append(content) }
    return content(&resolver)
  }
}

extension ViewResolver {
  /// The contents of the modifiers whose bodies are being resolved, innermost last.
  var modifierContents: [(inout ViewResolver) -> [ViewNode]] {
    get { graph.modifierContents }
    nonmutating set { graph.modifierContents = newValue }
  }
}

/// A view with a modifier applied: SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
  /// The view.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// `content` modified by `modifier`.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View, _PrimitiveView where Content: View, Modifier: ViewModifier {
  public typealias Body = Never

  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    if let primitive = modifier as? any _PrimitiveModifier {
      return primitive._makeNodes(content: content, &resolver)
    }
    resolver.graph.attach(modifier, at: resolver.identity + "%", environment: resolver.environment)
    let content = self.content
    resolver.modifierContents.append { resolver in resolver.nodes(for: content) }
    defer { resolver.modifierContents.removeLast() }
    return resolver.nodes(for: modifier.body(content: _ViewModifier_Content()))
  }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  public func body(content: _ViewModifier_Content<Self>) -> some View {
    _ViewModifier_Content<Self>().modifier(self.content).modifier(self.modifier)
  }
}

extension ViewModifier {
  /// This modifier followed by `modifier`.
  public func concat<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A modifier that changes nothing: SwiftUI's `EmptyModifier`.
public struct EmptyModifier: ViewModifier, _PrimitiveModifier {
  /// The modifier that changes nothing.
  public static let identity = EmptyModifier()
  /// A modifier that changes nothing.
  public init() {}
  public typealias Body = Never
  public func _makeNodes(content: some View, _ resolver: inout ViewResolver) -> [ViewNode] {
    resolver.nodes(for: content)
  }
}

extension View {
  /// This view with `modifier` applied.
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A modifier a renderer reads as a node: its name, its arguments and what a user can trigger.
/// Most of SwiftUI's modifiers are these: the node says what was asked, the renderer decides
/// how to show it.
public struct _NodeModifier: ViewModifier, _PrimitiveModifier {
  let kind: String
  let attributes: [ViewNode.Attribute]
  let handlers: [String: ViewNode.Handler]
  let environment: (@MainActor (inout EnvironmentValues) -> Void)?

  init(
    _ kind: String, _ attributes: [ViewNode.Attribute] = [],
    handlers: [String: ViewNode.Handler] = [:],
    environment: (@MainActor (inout EnvironmentValues) -> Void)? = nil
  ) {
    self.kind = kind
    self.attributes = attributes
    self.handlers = handlers
    self.environment = environment
  }

  public typealias Body = Never

  public func _makeNodes(content: some View, _ resolver: inout ViewResolver) -> [ViewNode] {
    let children =
      if let environment { resolver.nodes(for: content, environment: environment) } else {
        resolver.nodes(for: content)
      }
    return [resolver.node(kind, attributes, children: children, handlers: handlers)]
  }
}

extension View {
  /// This view wrapped in a node `kind` with `attributes`: the shape of most modifiers.
  func node(
    _ kind: String, _ attributes: [ViewNode.Attribute] = [],
    handlers: [String: ViewNode.Handler] = [:],
    environment: (@MainActor (inout EnvironmentValues) -> Void)? = nil
  ) -> ModifiedContent<Self, _NodeModifier> {
    modifier(_NodeModifier(kind, attributes, handlers: handlers, environment: environment))
  }
}

/// A handler from a closure that takes no argument.
func handler(_ action: @escaping @MainActor () -> Void) -> ViewNode.Handler {
  let action = UncheckedBox(action)
  return ViewNode.Handler { _ in action.value() }
}

/// A handler from a closure that starts an asynchronous task.
func asyncHandler(_ action: @escaping @Sendable () async -> Void) -> ViewNode.Handler {
  ViewNode.Handler(task: { _ in await action() })
}

/// A value moved across a `Sendable` boundary that the main actor alone touches.
struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
