import Foundation

/// A view per element of a collection, each identified by its element's id: SwiftUI's
/// `ForEach`.
///
/// ```swift
/// ForEach(store.todos) { todo in Text(todo.title) }
///   .onDelete { store.send(.delete($0)) }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// The collection.
  public var data: Data
  /// The view of each element.
  public var content: (Data.Element) -> Content
  let id: (Data.Element) -> ID
  var onDelete: ((IndexSet) -> Void)?
  var onMove: ((IndexSet, Int) -> Void)?
}

extension ForEach: View, _PrimitiveView where Content: View {
  /// A view per element, identified by `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.id = { $0[keyPath: id] }
  }

  public typealias Body = Never

  public func _makeNodes(_ resolver: inout ViewResolver) -> [ViewNode] {
    // Under a list's selection, a picker or a tab view, each row is tagged with its id unless
    // it has a tag of its own; what is inside a row is not a row of theirs.
    let tagsRows = resolver.graph.tagsRowsWithIDs
    resolver.graph.tagsRowsWithIDs = false
    defer { resolver.graph.tagsRowsWithIDs = tagsRows }
    var rows: [ViewNode] = []
    for element in data {
      let nodes = resolver.child(content(element), at: "\(id(element))")
      if tagsRows {
        let tag = AnyHashable(id(element))
        for node in nodes where resolver.graph.tags[node.identity] == nil {
          resolver.graph.tags[node.identity] = tag
        }
      }
      rows += nodes
    }
    let handlers = self.handlers()
    if handlers.isEmpty { return rows }
    return [resolver.node("ForEach", children: rows, handlers: handlers)]
  }

  /// What a user can do to the rows: delete and move them.
  private func handlers() -> [String: ViewNode.Handler] {
    var handlers: [String: ViewNode.Handler] = [:]
    if let onDelete {
      let delete = UncheckedBox(onDelete)
      handlers["delete"] = ViewNode.Handler { offset in
        if let offset = offset.flatMap(Int.init) { delete.value(IndexSet(integer: offset)) }
      }
    }
    if let onMove {
      let move = UncheckedBox(onMove)
      handlers["move"] = ViewNode.Handler { argument in
        // "from to", as offsets.
        let parts = (argument ?? "").split(separator: " ").compactMap { Int($0) }
        if parts.count == 2 { move.value(IndexSet(integer: parts[0]), parts[1]) }
      }
    }
    return handlers
  }
}

/// Content whose rows a `List` can leave to be resolved as they come into sight: a `ForEach`.
@MainActor
protocol LazyRowsContent {
  /// A node whose rows are resolved, where `resolver` stands now, when asked for; under a
  /// list's selection, tagged and marked as they are.
  func lazyNode(_ resolver: ViewResolver, selection: LazyRowsSelection?) -> ViewNode
}

extension ForEach: LazyRowsContent where Content: View {
  func lazyNode(_ resolver: ViewResolver, selection: LazyRowsSelection?) -> ViewNode {
    // The row of an element is resolved as the eager path does, at the same identity, so its
    // state is the same whichever way it was built.
    let source = UncheckedBox(
      (data: data, content: content, id: id, resolver: resolver, selection: selection))
    let rows = LazyRows(
      count: data.count,
      selectedOffset: selection.flatMap { selection in
        // No scan when nothing is selected.
        selection.selected.isEmpty
          ? nil
          : data.firstIndex { selection.selected.contains(AnyHashable(id($0))) }
            .map { data.distance(from: data.startIndex, to: $0) }
      }
    ) { offset in
      let source = source.value
      let element = source.data[source.data.index(source.data.startIndex, offsetBy: offset)]
      var resolver = source.resolver
      let nodes = resolver.child(source.content(element), at: "\(source.id(element))")
      guard let selection = source.selection else { return nodes }
      let tag = AnyHashable(source.id(element))
      for node in nodes where resolver.graph.tags[node.identity] == nil {
        resolver.graph.tags[node.identity] = tag
      }
      return nodes.flatMap(selection.mark)
    }
    var node = resolver.node("ForEach", handlers: handlers())
    node.lazyRows = rows
    return node
  }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  /// A view per identifiable element.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// A view per integer of a constant range.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

/// A view made from a collection, whose rows can be deleted and moved: SwiftUI's
/// `DynamicViewContent`.
public protocol DynamicViewContent: View {
  associatedtype Data: Collection
  var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ForEach where Content: View {
  /// Rows that a user can delete; `action` receives their offsets.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
    var copy = self
    copy.onDelete = action
    return copy
  }

  /// Rows that a user can move; `action` receives their offsets and the destination.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
    var copy = self
    copy.onMove = action
    return copy
  }
}
