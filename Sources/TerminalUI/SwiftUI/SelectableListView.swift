/// A `List` with a selection: its rows as the terminal's ``List``, one line each, the selected
/// row marked `›` and reversed while the list has focus; ↑/↓ and a click write the selection
/// through the node's `select` handler. On a web page it is a list box of options.
///
/// Rows the selection cannot reach (untagged rows, a section's header and footer) are drawn in
/// their places; the keys step over them.
struct SelectableListView: View {
  let node: ViewNode

  var body: some View {
    let entries = Self.entries(node.children)
    let selected = entries.firstIndex {
      $0.kind == "ListRow" && $0[attribute: "isSelected"] == "true"
    }
    let node = self.node
    let selection = Binding<String?>(
      get: { selected.map { entries[$0].identity } },
      set: { identity in
        guard let target = entries.firstIndex(where: { $0.identity == identity }) else { return }
        // A key that lands on a row with no tag goes on in its direction to the next tagged one.
        let step = target < (selected ?? -1) ? -1 : 1
        var index = target
        while entries.indices.contains(index), entries[index].kind != "ListRow" { index += step }
        guard entries.indices.contains(index) else { return }
        node.perform("select", entries[index].identity)
      })
    return List(entries, id: \.identity, selection: selection) { entry in
      if entry.kind == "ListRow" {
        NodesView(nodes: entry.children)
      } else {
        NodeView(node: entry)
      }
    }
  }

  /// The list's rows in order, one line each: a `ForEach`'s and a section's rows flattened, a
  /// section's header and footer as rows of text.
  static func entries(_ nodes: [ViewNode]) -> [ViewNode] {
    nodes.flatMap { node -> [ViewNode] in
      switch node.kind {
      case "ForEach":
        return entries(node.children)
      case "Section":
        let header = node[attribute: "header"].map {
          [ViewNode("Text", [.init("text", $0.uppercased())], identity: node.identity + "/header")]
        }
        let footer = node[attribute: "footer"].map {
          [ViewNode("Text", [.init("text", $0)], identity: node.identity + "/footer")]
        }
        return (header ?? []) + entries(node.children) + (footer ?? [])
      default:
        return [node]
      }
    }
  }
}
