/// A `Section` of a list or a form: its header in bold, its rows indented under it, its
/// footer dim.
struct SectionView: View {
  let node: ViewNode

  var body: some View {
    VStack(alignment: .leading) {
      if let header = node[attribute: "header"] { Text(header.uppercased()).bold() }
      NodesView(nodes: node.children).padding(.leading, 1)
      if let footer = node[attribute: "footer"] { Text(footer).dim() }
    }
    .padding(.bottom, 1)
  }
}

/// A `DisclosureGroup`: its label as a button with `▸` or `▾`, its content below it while it
/// is expanded.
struct DisclosureView: View {
  let node: ViewNode

  var body: some View {
    let isExpanded = node[attribute: "isExpanded"] == "true"
    let label = node.children.filter { $0.identity.hasSuffix("/label") }
    let content = node.children.filter { !$0.identity.hasSuffix("/label") }
    VStack(alignment: .leading) {
      Button((isExpanded ? "▾ " : "▸ ") + labelText(label), wraps: true) { node.perform() }
      if isExpanded { NodesView(nodes: content).padding(.leading, 2) }
    }
  }
}

/// A `.frame` modifier in cells: fixed sizes from points, and `.infinity` maximums that fill
/// the space offered.
struct FrameView: View {
  let node: ViewNode

  var body: some View {
    let content = NodesView(nodes: node.children)
    let place = alignment(node[attribute: "alignment"])
    func cells(_ name: String, _ convert: (Double) -> Int) -> Int? {
      guard let text = node[attribute: name], let points = Double(text) else { return nil }
      return points.isInfinite ? Int.max : convert(points)
    }
    let width = cells("width", NodeView.columns)
    let height = cells("height", NodeView.rows)
    return content.frame(
      minWidth: width ?? cells("minWidth", NodeView.columns),
      maxWidth: width ?? cells("maxWidth", NodeView.columns),
      minHeight: height ?? cells("minHeight", NodeView.rows),
      maxHeight: height ?? cells("maxHeight", NodeView.rows),
      alignment: place)
  }
}

/// A `.toolbar`: its items as a row of buttons above the content.
struct ToolbarView: View {
  let node: ViewNode

  var body: some View {
    let items = node.children.filter { $0.kind == "ToolbarContent" }.flatMap(\.children)
    let content = node.children.filter { $0.kind != "ToolbarContent" }
    VStack(alignment: .leading) {
      if !items.isEmpty {
        HStack { NodesView(nodes: items) }
      }
      NodesView(nodes: content)
    }
  }
}

/// `.searchable`: a search field above the content it filters.
struct SearchableView: View {
  let node: ViewNode

  var body: some View {
    let text = Binding<String>(
      get: { node[attribute: "text"] ?? "" }, set: { node.perform("set", $0) })
    VStack(alignment: .leading) {
      TextField("⌕", text: text, prompt: node[attribute: "prompt"] ?? "Search")
      NodesView(nodes: node.children)
    }
  }
}

/// `.refreshable`: Ctrl-R runs the refresh action while the content is on screen, and the
/// key line names it.
struct RefreshableView: View {
  let node: ViewNode

  var body: some View {
    VStack(alignment: .leading) {
      NodesView(nodes: node.children)
      Text("ctrl+r refresh").dim()
    }
    .onKey(.character("r"), modifiers: .control) {
      guard let work = node.handlers["refresh"]?.work else { return }
      Task { await work(nil) }
    }
  }
}
