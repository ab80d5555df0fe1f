/// One node of a resolved view tree: what a view became once its bodies were evaluated.
///
/// Renderers draw these nodes; tests read them. `kind` names the view or modifier (`"Text"`,
/// `"VStack"`, `"padding"`), `attributes` its arguments in order, and `children` its content.
/// Closures a user can trigger (a button's action, a toggle's setter, a task) are kept in
/// `handlers`, which take no part in equality.
public struct ViewNode: Sendable, CustomStringConvertible {
  /// What the node is: a view's or modifier's name.
  public var kind: String
  /// The node's arguments, in the order they were given.
  public var attributes: [Attribute]
  /// The node's content.
  public var children: [ViewNode]
  /// What a user can do to the node: `"action"`, `"set"`, `"task"`…
  public var handlers: [String: Handler]
  /// The structural identity of the node: the path of view positions and explicit ids from the
  /// root, stable while the view's structure is.
  public var identity: String
  /// Rows left to be resolved as a renderer shows them, in place of children: a `List`'s
  /// `ForEach` in a renderer that draws only the rows in sight.
  public var lazyRows: LazyRows?

  /// A named argument of a node.
  public struct Attribute: Sendable, Hashable {
    /// The argument's name.
    public var name: String
    /// The argument's value, as text.
    public var value: String

    /// An argument.
    public init(_ name: String, _ value: String) {
      self.name = name
      self.value = value
    }
  }

  /// Something a user can do to a node, with an optional text argument (a field's new text,
  /// a picker's choice).
  public struct Handler: Sendable {
    /// Runs the handler.
    public let run: @MainActor @Sendable (String?) -> Void
    /// The handler's work, awaitable, for a handler that starts a task (`.task`, `.refreshable`).
    public let work: (@MainActor @Sendable (String?) async -> Void)?
    /// The handler, for a handler that says whether it took what it was given (a key press).
    public let decide: (@MainActor @Sendable (String?) -> Bool)?
    /// A handler.
    public init(_ run: @escaping @MainActor @Sendable (String?) -> Void) {
      self.run = run
      self.work = nil
      self.decide = nil
    }
    private init(decide: @escaping @MainActor @Sendable (String?) -> Bool) {
      self.run = { argument in _ = decide(argument) }
      self.work = nil
      self.decide = decide
    }
    /// A handler that starts a task; `run` starts it, `work` awaits it.
    public init(task work: @escaping @MainActor @Sendable (String?) async -> Void) {
      self.run = { argument in Task { await work(argument) } }
      self.work = work
      self.decide = nil
    }
    /// A handler that returns whether it took its argument (a key press); `run` drops the
    /// answer.
    public static func deciding(_ decide: @escaping @MainActor @Sendable (String?) -> Bool)
      -> Handler
    {
      Handler(decide: decide)
    }
  }

  /// A node.
  public init(
    _ kind: String, _ attributes: [Attribute] = [], children: [ViewNode] = [],
    handlers: [String: Handler] = [:], identity: String = ""
  ) {
    self.kind = kind
    self.attributes = attributes
    self.children = children
    self.handlers = handlers
    self.identity = identity
  }

  /// The value of the attribute `name`, if the node has one.
  public subscript(attribute name: String) -> String? {
    attributes.first { $0.name == name }?.value
  }

  /// The node and its descendants, depth first.
  public var allNodes: [ViewNode] { [self] + children.flatMap(\.allNodes) }

  /// The first node, depth first, of kind `kind` whose text (see ``text``) contains `text`.
  public func first(_ kind: String, containing text: String? = nil) -> ViewNode? {
    allNodes.first { node in node.kind == kind && (text.map { node.text.contains($0) } ?? true) }
  }

  /// The text of the node and its descendants, joined by spaces.
  public var text: String {
    let own = self[attribute: "text"].map { [$0] } ?? []
    return (own + children.map(\.text)).filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// Runs the node's handler `name` (a button's `"action"`); false if it has none.
  @MainActor
  @discardableResult
  public func perform(_ name: String = "action", _ argument: String? = nil) -> Bool {
    guard let handler = handlers[name] else { return false }
    handler.run(argument)
    return true
  }

  /// Runs the node's handler `name` and, for a task's handler, waits until its work ends.
  @MainActor
  @discardableResult
  public func performAndWait(_ name: String, _ argument: String? = nil) async -> Bool {
    guard let handler = handlers[name] else { return false }
    if let work = handler.work { await work(argument) } else { handler.run(argument) }
    return true
  }

  /// The tree as indented lines: `kind attribute: value…`, children two spaces in.
  public var description: String { lines(indent: 0).joined(separator: "\n") }

  private func lines(indent: Int) -> [String] {
    var head = String(repeating: "  ", count: indent) + kind
    for attribute in attributes {
      head += " \(attribute.name): \(attribute.value)"
    }
    let actions = handlers.keys.sorted()
    if !actions.isEmpty { head += " [" + actions.joined(separator: ", ") + "]" }
    return [head] + children.flatMap { $0.lines(indent: indent + 1) }
  }
}

extension ViewNode: Equatable {
  /// Nodes are equal when their kinds, attributes, children and handler names are.
  public static func == (lhs: ViewNode, rhs: ViewNode) -> Bool {
    lhs.kind == rhs.kind && lhs.attributes == rhs.attributes && lhs.children == rhs.children
      && lhs.handlers.keys.sorted() == rhs.handlers.keys.sorted()
      && lhs.lazyRows?.count == rhs.lazyRows?.count
  }
}
