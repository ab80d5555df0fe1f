/// Builds views from the statements of a closure, as SwiftUI's `ViewBuilder` does: sequences,
/// `if`/`else`, `switch`, optional views and `for` loops.
///
/// ```swift
/// @ViewBuilder func status(running: Bool) -> some View {
///   if running { Text("Running") } else { Text("Stopped").dim() }
/// }
/// ```
@resultBuilder
@MainActor
package enum ViewBuilder {
  /// An empty closure: nothing.
  package static func buildBlock() -> EmptyView { EmptyView() }

  /// One view: that view.
  package static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Several views: siblings, laid out by the parent.
  package static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<repeat each Content> {
    TupleView(repeat each content)
  }

  /// Each statement's view, as it is.
  package static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// An `if` without `else`: the view, or nothing.
  package static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  /// The `if` branch (or a `switch` case) taken.
  package static func buildEither<First: View, Second: View>(
    first: First
  ) -> ConditionalContent<First, Second> {
    ConditionalContent(storage: .first(first))
  }

  /// The `else` branch (or a later `switch` case) taken.
  package static func buildEither<First: View, Second: View>(
    second: Second
  ) -> ConditionalContent<First, Second> {
    ConditionalContent(storage: .second(second))
  }

  /// An `if #available` branch: the view, as it is.
  package static func buildLimitedAvailability<Content: View>(_ content: Content) -> Content {
    content
  }

  /// A `for` loop: a view per iteration, identified by its position.
  package static func buildArray<Content: View>(_ content: [Content]) -> ForEach<Int, Content> {
    ForEach(Array(content.indices), id: \.self) { content[$0] }
  }
}

/// Several views side by side in a builder, resolved as siblings.
package struct TupleView<each Content: View>: View, PrimitiveView {
  let content: (repeat each Content)

  /// Siblings of the views `content`.
  package init(_ content: repeat each Content) {
    self.content = (repeat each content)
  }

  package var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    var nodes: [LayoutNode] = []
    var index = 0
    for child in repeat each content {
      nodes += context.resolve(child, at: index)
      index += 1
    }
    return nodes
  }
}

/// One of two views, chosen by an `if`/`else` or `switch` in a builder. The branch is part of
/// the identity of the views inside it.
package struct ConditionalContent<First: View, Second: View>: View, PrimitiveView {
  enum Storage {
    case first(First)
    case second(Second)
  }

  let storage: Storage

  package var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    switch storage {
    case .first(let view): context.resolve(view, at: 1)
    case .second(let view): context.resolve(view, at: 2)
    }
  }
}

extension Optional: View where Wrapped: View {
  /// An optional view is drawn by the renderer: it has no body.
  package typealias Body = Never
  /// Never called: the renderer draws the wrapped view, or nothing.
  package var body: Never { fatalError("Optional views have no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    switch self {
    case .some(let view): context.resolve(view, at: 1)
    case .none: []
    }
  }
}

/// A view that draws nothing.
///
/// ```swift
/// let placeholder = EmptyView()
/// ```
package struct EmptyView: View, PrimitiveView {
  /// A view that draws nothing.
  package init() {}
  package var body: Never { bodyNeverCalled() }
  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] { [] }
}

/// A type-erased view, for when the type of a view depends on runtime values.
///
/// ```swift
/// let screen: AnyView = loggedIn ? AnyView(HomeView()) : AnyView(LoginView())
/// ```
package struct AnyView: View, PrimitiveView {
  let resolveContent: @MainActor (inout ResolveContext) -> [LayoutNode]

  /// Erases the type of `content`; it draws and behaves as `content`.
  package init<Content: View>(_ content: Content) {
    resolveContent = { context in context.resolve(content, at: 0) }
  }

  package var body: Never { bodyNeverCalled() }
  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] { resolveContent(&context) }
}

/// Views for each element of a collection, each identified by its `id` so that its tasks
/// follow the element rather than its position.
///
/// ```swift
/// ForEach(sessions) { session in Text(session.title) }
/// ```
package struct ForEach<ID: Hashable, Content: View>: View, PrimitiveView {
  let ids: [ID]
  let content: [Content]

  /// Views for the elements of `data`, each identified by the value at `id`.
  ///
  /// - Parameters:
  ///   - data: The elements.
  ///   - id: The key path of an element's identity.
  ///   - content: The view of an element.
  package init<Data: RandomAccessCollection>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: (Data.Element) -> Content
  ) {
    ids = data.map { $0[keyPath: id] }
    self.content = data.map(content)
  }

  /// Views for the identifiable elements of `data`, each identified by its `id`.
  package init<Data: RandomAccessCollection>(
    _ data: Data, @ViewBuilder content: (Data.Element) -> Content
  ) where Data.Element: Identifiable, Data.Element.ID == ID {
    self.init(data, id: \.id, content: content)
  }

  package var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    var nodes: [LayoutNode] = []
    for (id, view) in zip(ids, content) { nodes += context.resolve(view, at: id.hashValue) }
    return nodes
  }
}
