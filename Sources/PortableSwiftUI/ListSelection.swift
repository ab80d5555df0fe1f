/// The selection of a `List(selection:content:)`, type-erased: which tags are selected, and how a
/// row's tag becomes the selection.
///
/// A row is selectable when it is tagged with a value of the selection's type: by `.tag(_:)`, or
/// by the id `ForEach` gives it. Resolved, such a row is wrapped in a `ListRow` node that says
/// whether it is selected, and the list's `select` handler takes a row's identity.
struct ListSelection<SelectionValue: Hashable> {
  let isSelected: @MainActor (SelectionValue) -> Bool
  let select: @MainActor (SelectionValue) -> Void

  /// One selected row, or none.
  init(_ binding: Binding<SelectionValue?>) {
    isSelected = { binding.wrappedValue == $0 }
    select = { binding.wrappedValue = $0 }
  }

  /// Any number of selected rows; a choice by key or click selects that row alone, as a click
  /// without modifiers does in SwiftUI.
  init(_ binding: Binding<Set<SelectionValue>>) {
    isSelected = { binding.wrappedValue.contains($0) }
    select = { binding.wrappedValue = [$0] }
  }

  /// The list's node: its rows, the tagged ones marked, and a `select` handler taking a row's
  /// identity.
  @MainActor
  func node(rows: [ViewNode], _ resolver: inout ViewResolver) -> ViewNode {
    let tags = resolver.graph.tags
    let select = UncheckedBox(self.select)
    return resolver.node(
      "List", children: rows.map { mark($0, tags: tags) },
      handlers: [
        "select": ViewNode.Handler { identity in
          guard let identity, let value = tags[identity]?.base as? SelectionValue else { return }
          select.value(value)
        }
      ])
  }

  /// `node` wrapped as a selectable row when it is tagged, or with its rows marked when it
  /// holds rows (a `ForEach` with actions, a `Section`).
  @MainActor
  private func mark(_ node: ViewNode, tags: [String: AnyHashable]) -> ViewNode {
    if let value = tags[node.identity]?.base as? SelectionValue {
      return ViewNode(
        "ListRow", [.init("isSelected", "\(isSelected(value))")], children: [node],
        identity: node.identity)
    }
    guard node.kind == "ForEach" || node.kind == "Section" else { return node }
    var node = node
    node.children = node.children.map { mark($0, tags: tags) }
    return node
  }
}
