/// The selection of a `List(selection:content:)`, type-erased: which tags are selected, and how a
/// row's tag becomes the selection.
///
/// A row is selectable when it is tagged with a value of the selection's type: by `.tag(_:)`, or
/// by the id `ForEach` gives it. Resolved, the list's children are its rows in order, flattened
/// out of `ForEach`es and sections (a section's header and footer become rows of kinds
/// `SectionHeader` and `SectionFooter`); a selectable row is wrapped in a `ListRow` node that
/// says whether it is selected. A list with one selected row has a `select` handler, taking a
/// row's identity; a list whose selection is a set says so (`selectsMany`) and has a `toggle`
/// handler instead, which adds a row to the selection or takes it out.
struct ListSelection<SelectionValue: Hashable> {
  /// The selected values, read once a frame (a binding through a store costs a read), and
  /// whether the selection is a set.
  let read: @MainActor () -> (values: Set<SelectionValue>, isSet: Bool)
  /// Writes a chosen row's value: as the selection, or, in a set, added or taken out.
  let write: @MainActor (SelectionValue) -> Void

  /// One selected row, or none.
  init(_ binding: Binding<SelectionValue?>) {
    read = { (binding.wrappedValue.map { [$0] } ?? [], false) }
    write = { binding.wrappedValue = $0 }
  }

  /// Any number of selected rows: a chosen row is added to the selection or taken out (a click
  /// with ⌘ in SwiftUI on a Mac).
  init(_ binding: Binding<Set<SelectionValue>>) {
    read = { (binding.wrappedValue, true) }
    write = { value in
      if binding.wrappedValue.contains(value) {
        binding.wrappedValue.remove(value)
      } else {
        binding.wrappedValue.insert(value)
      }
    }
  }

  /// The list's node: its rows flattened, the tagged ones marked, and a `select` handler taking
  /// a row's identity.
  @MainActor
  func node(rows: [ViewNode], _ resolver: inout ViewResolver) -> ViewNode {
    let tags = resolver.graph.tags
    let (selected, isSet) = read()
    return resolver.node(
      "List", attributes(isSet),
      children: rows.flatMap { entries($0, tags: tags, selected: selected) },
      handlers: handlers(resolver, isSet: isSet))
  }

  /// The list's node over rows left to be resolved as a renderer shows them
  /// (``ViewNode/lazyRows``): each row is marked when it is resolved, and the rows know which one
  /// is selected from the elements' ids, without resolving any.
  @MainActor
  func lazyNode(_ content: any LazyRowsContent, _ resolver: ViewResolver) -> ViewNode {
    let graph = resolver.graph
    let (selected, isSet) = read()
    let rows = content.lazyNode(
      resolver,
      selection: LazyRowsSelection(
        selected: Set(selected.map(AnyHashable.init)),
        mark: { node in self.entries(node, tags: graph.tags, selected: selected) }))
    return resolver.node(
      "List", attributes(isSet), children: [rows], handlers: handlers(resolver, isSet: isSet))
  }

  private func attributes(_ isSet: Bool) -> [ViewNode.Attribute] {
    isSet ? [.init("selectsMany", "true")] : []
  }

  /// The `select` (or `toggle`) handler: a row's identity to its tag, read when it is chosen,
  /// as a lazy row's tag is written when it is resolved.
  @MainActor
  private func handlers(_ resolver: ViewResolver, isSet: Bool) -> [String: ViewNode.Handler] {
    let graph = UncheckedBox(resolver.graph)
    let write = UncheckedBox(self.write)
    return [
      isSet ? "toggle" : "select": ViewNode.Handler { identity in
        guard let identity, let value = graph.value.tags[identity]?.base as? SelectionValue
        else { return }
        write.value(value)
      }
    ]
  }

  /// The rows `node` is in the list: itself, wrapped as a selectable row when it is tagged; or,
  /// for a `ForEach` with actions or a section, the rows it holds (a section's header and footer
  /// as rows of their own).
  @MainActor
  private func entries(
    _ node: ViewNode, tags: [String: AnyHashable], selected: Set<SelectionValue>
  ) -> [ViewNode] {
    if let value = tags[node.identity]?.base as? SelectionValue {
      return [
        ViewNode(
          "ListRow", [.init("isSelected", "\(selected.contains(value))")], children: [node],
          identity: node.identity)
      ]
    }
    switch node.kind {
    case "ForEach":
      return node.children.flatMap { entries($0, tags: tags, selected: selected) }
    case "Section":
      let header = node[attribute: "header"].map {
        ViewNode("SectionHeader", [.init("text", $0)], identity: node.identity + "/header")
      }
      let footer = node[attribute: "footer"].map {
        ViewNode("SectionFooter", [.init("text", $0)], identity: node.identity + "/footer")
      }
      return [header].compactMap { $0 }
        + node.children.flatMap { entries($0, tags: tags, selected: selected) }
        + [footer].compactMap { $0 }
    default:
      return [node]
    }
  }
}

/// What a `ForEach` under a list's selection does to its rows left to be resolved: tags each
/// with its id as it is resolved, marks it, and finds the selected one by id.
@MainActor
struct LazyRowsSelection {
  /// The selected values, boxed once, as the ids of the elements are when the selected one is
  /// looked for.
  let selected: Set<AnyHashable>
  /// A resolved, tagged row node as the list's rows.
  let mark: (ViewNode) -> [ViewNode]
}
