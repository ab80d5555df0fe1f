/// A `List` with a selection: its rows as the resolver marked them (``ListSelection``), each as
/// tall as its content, as a plain list's rows are; the selected row marked `›` and reversed,
/// all its lines, while the list has focus. ↑/↓ (k/j), Page Up/Page Down and Home/End (g/G)
/// move the selection and scroll to it; a click selects a row; both write the selection through
/// the node's `select` handler. On a web page it is a list box of options.
///
/// Rows the selection cannot reach (untagged rows, a section's header and footer) are drawn in
/// their places; the keys step over them.
///
/// A list whose selection is a set (`Binding<Set<ID>>`) has a cursor of its own: ↑/↓ move the
/// cursor (`›`, reversed while the list has focus), Space adds the row under it to the
/// selection or takes it out, and a click does the same to the row clicked; selected rows are
/// marked `✓`. A line under the list names the keys.
///
/// A list of one `ForEach` whose rows are left to be resolved (``LazyRows``) builds only the
/// rows in sight, as the plain lazy list does.
struct SelectableListView: View, PrimitiveView {
  let node: ViewNode

  var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    let rows = Rows(node)
    let count = rows.count
    let state = context.focus.state(for: context.path) { ScrollState() }
    let screenRows = max(1, context.screenSize.height)
    let selectsMany = node[attribute: "selectsMany"] == "true"
    // The row the keys are on: the selected row, or a cursor of its own in a list that selects
    // many.
    if let cursor = state.selectedIndex, cursor >= count { state.selectedIndex = nil }
    let cursor = selectsMany ? state.selectedIndex ?? rows.selected : rows.selected
    state.reveal(cursor, count: count, height: state.viewport ?? screenRows)
    let node = self.node
    // The row at `index`: the cursor goes there, or, in a list that selects one row, the
    // selection.
    let moveTo: @MainActor (Int, String) -> Void = { index, identity in
      if selectsMany {
        state.selectedIndex = index
      } else {
        node.perform("select", identity)
      }
    }
    // Moves to the first selectable row from `target` on in the direction of `step` (or back
    // the other way when there is none): keys step over rows with no tag.
    let choose: @MainActor (Int, Int) -> Void = { target, step in
      guard count > 0 else { return }
      let target = min(max(0, target), count - 1)
      for direction in [step, -step] {
        var index = target
        while index >= 0, index < count {
          if let identity = rows.selectableIdentity(index) {
            moveTo(index, identity)
            return
          }
          index += direction
        }
      }
    }
    let isFocused = context.registerFocusable(takesFocusFirst: true) { press in
      guard press.modifiers.isEmpty || press.modifiers == .shift else { return false }
      let page = max(1, (state.viewport ?? screenRows) - 1)
      let current = cursor ?? -1
      switch press.key {
      case .character(" ") where selectsMany:
        guard let cursor, let identity = rows.selectableIdentity(cursor) else { return false }
        node.perform("toggle", identity)
      case .down, .character("j"): choose(current + 1, 1)
      case .up, .character("k"): choose(max(0, current - 1), -1)
      case .pageDown: choose(current + page, 1)
      case .pageUp: choose(current - page, -1)
      case .home, .character("g"):
        // To the top, a section's header above the first row included.
        state.offset = 0
        choose(0, 1)
      case .end, .character("G"): choose(count - 1, -1)
      default: return false
      }
      return true
    }
    // Rows left to be resolved are built from the first in sight: each takes a line at least,
    // so a screenful fills any space the list gets. Rows resolved already (a web page's, whose
    // list box shows every option, or a list not of one `ForEach`) are all built.
    let window =
      rows.isLazy ? state.offset..<min(count, state.offset + screenRows) : 0..<count
    var built: [SelectableListNode.Row] = []
    built.reserveCapacity(window.count)
    for offset in window {
      let nodes = rows.nodes(offset)
      let isSelected = nodes.contains {
        $0.kind == "ListRow" && $0[attribute: "isSelected"] == "true"
      }
      let content = nodes.flatMap(Self.content)
      built.append(
        SelectableListNode.Row(
          node: context.resolveSingle(NodesView(nodes: content), at: 0) ?? EmptyRowNode(),
          isSelected: isSelected))
    }
    let focus = context.focus
    let listID = context.path
    let list = SelectableListNode(
      state: state, count: count, firstRow: window.lowerBound, rows: built, cursor: cursor,
      selectsMany: selectsMany, isFocused: isFocused, tapID: listID,
      onPress: { index in
        focus.focus(listID)
        guard let identity = rows.selectableIdentity(index) else { return }
        moveTo(index, identity)
        if selectsMany { node.perform("toggle", identity) }
      })
    guard selectsMany else { return [list] }
    let keys = context.resolve(Text("↑↓ move · space select").dim(), at: 1)
    return [StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: [list] + keys)]
  }

  /// What a row draws: a selectable row's content, a section's header in capitals.
  private static func content(_ node: ViewNode) -> [ViewNode] {
    switch node.kind {
    case "ListRow": node.children
    case "SectionHeader":
      [
        ViewNode(
          "Text", [.init("text", (node[attribute: "text"] ?? "").uppercased())],
          identity: node.identity)
      ]
    case "SectionFooter":
      [ViewNode("Text", [.init("text", node[attribute: "text"] ?? "")], identity: node.identity)]
    default: [node]
    }
  }

  /// The list's rows: the node's children, or the rows of its one lazy `ForEach`.
  @MainActor
  struct Rows {
    let count: Int
    /// Whether the rows are resolved as they are asked for.
    let isLazy: Bool
    /// The offset of the selected row.
    let selected: Int?
    /// The nodes of the row at an offset.
    let nodes: @MainActor (Int) -> [ViewNode]

    init(_ list: ViewNode) {
      if list.children.count == 1, let lazy = list.children[0].lazyRows {
        count = lazy.count
        isLazy = true
        selected = lazy.selectedOffset
        nodes = { lazy.row($0) }
      } else {
        let entries = list.children
        count = entries.count
        isLazy = false
        selected = entries.firstIndex {
          $0.kind == "ListRow" && $0[attribute: "isSelected"] == "true"
        }
        nodes = { [entries[$0]] }
      }
    }

    /// The identity the `select` handler takes for the row at `offset`, if it is selectable.
    func selectableIdentity(_ offset: Int) -> String? {
      nodes(offset).first { $0.kind == "ListRow" }?.identity
    }
  }
}

/// Draws the built rows of a ``SelectableListView`` from the first in sight, each as tall as
/// its content after a gutter for the marks (`›` on the row the keys are on, and `✓` on the
/// selected rows of a list that selects many), and a scrollbar.
final class SelectableListNode: LayoutNode {
  struct Row {
    let node: LayoutNode
    let isSelected: Bool
  }

  let state: ScrollState
  let count: Int
  let firstRow: Int
  let rows: [Row]
  /// The row the keys are on: the selected row, or a list that selects many's cursor.
  let cursor: Int?
  let selectsMany: Bool
  let isFocused: Bool
  let tapID: Int
  let onPress: @MainActor (Int) -> Void
  private let gutter: Int

  init(
    state: ScrollState, count: Int, firstRow: Int, rows: [Row], cursor: Int?, selectsMany: Bool,
    isFocused: Bool, tapID: Int, onPress: @escaping @MainActor (Int) -> Void
  ) {
    self.state = state
    self.count = count
    self.firstRow = firstRow
    self.rows = rows
    self.cursor = cursor
    self.selectsMany = selectsMany
    self.isFocused = isFocused
    self.tapID = tapID
    self.onPress = onPress
    gutter = selectsMany ? 3 : 2
  }

  /// The marks before a row.
  private func marks(_ row: Row, isCursor: Bool) -> String {
    guard selectsMany else { return row.isSelected ? "› " : "  " }
    return (isCursor ? "›" : " ") + (row.isSelected ? "✓ " : "  ")
  }

  /// A row's height at `width` (the list's, gutter included), uncut.
  private func height(_ row: Row, width: Int) -> Int {
    max(
      1,
      row.node.measure(
        Size(width: width - gutter, height: ScrollView<EmptyView>.maximumContentHeight)
      ).height)
  }

  /// The rows not built count a line each.
  private func contentHeight(width: Int, limit: Int) -> Int {
    var height = count - rows.count
    for row in rows where height <= limit { height += self.height(row, width: width) }
    return height
  }

  /// As wide as it is offered, as SwiftUI's list is, so that the selected row's reverse spans
  /// the list.
  override func measure(_ proposal: Size) -> Size {
    let height = contentHeight(width: proposal.width, limit: proposal.height)
    return Size(width: proposal.width, height: height).clamped(to: proposal)
  }

  override func isFlexible(_ axis: Axis) -> Bool { true }

  override func draw(in rect: Rect, _ context: DrawContext) {
    guard rect.width > 0, rect.height > 0 else { return }
    guard !rows.isEmpty else { return }
    let scrolls =
      state.offset > 0 || contentHeight(width: rect.width, limit: rect.height) > rect.height
    let width = rect.width - (scrolls ? 1 : 0)
    let heights = rows.map { height($0, width: width) }
    // From the first row in sight, and the row the keys are on whole in sight when it was
    // built: later rows first go out of sight.
    var first = min(max(0, state.offset - firstRow), rows.count - 1)
    if let cursor, rows.indices.contains(cursor - firstRow) {
      first = min(first, cursor - firstRow)
      while first < cursor - firstRow,
        heights[first...(cursor - firstRow)].reduce(0, +) > rect.height
      {
        first += 1
      }
    }
    state.offset = firstRow + first
    var y = rect.minY
    var fitted = 0
    let highlight = Style(attributes: .reverse)
    for slot in rows.indices.dropFirst(first) {
      guard y < rect.maxY else { break }
      let row = rows[slot]
      let index = firstRow + slot
      let height = min(heights[slot], rect.maxY - y)
      let rowRect = Rect(x: rect.minX, y: y, width: width, height: height)
      let isCursor = selectsMany ? index == cursor : row.isSelected
      let marked = isCursor && isFocused
      context.withStyle(marked ? highlight : .plain) {
        if marked { context.buffer.fill(rowRect, style: context.style) }
        context.buffer.write(
          marks(row, isCursor: isCursor), at: rowRect.origin, style: context.style,
          limit: rowRect.maxX)
        row.node.draw(in: rowRect.inset(by: EdgeInsets(.leading, gutter)), context)
        // A row cut at the bottom says so, as cut text does.
        if height < heights[slot] { markCut(line: rowRect.maxY - 1, in: rowRect, context) }
      }
      if height == heights[slot] { fitted += 1 }
      var hasher = Hasher()
      hasher.combine(tapID)
      hasher.combine(index)
      context.tapRegions.append(
        TapRegion(
          id: hasher.finalize(), rect: rowRect, onPress: { [onPress] in onPress(index) },
          action: {}))
      y += height
    }
    state.viewport = max(1, fitted)
    if scrolls {
      Scrollbar.draw(
        in: Rect(x: rect.maxX - 1, y: rect.minY, width: 1, height: rect.height),
        offset: state.offset, visible: fitted, total: count, context)
    }
    let count = count
    context.scrollRegions.append(
      ScrollRegion(rect: rect) { [state] rows in _ = state.scroll(by: rows, count: count) })
  }

  /// Writes `…` after the last character on `line` of `rect` (in its last cell when full),
  /// unless the row's content ended the line with one (as cut text does).
  private func markCut(line: Int, in rect: Rect, _ context: DrawContext) {
    let buffer = context.buffer
    var end = rect.minX + gutter
    for x in (rect.minX + gutter)..<rect.maxX
    where buffer.cells[line * buffer.size.width + x].glyph != 0x20 {
      end = x + 1
    }
    if end > rect.minX + gutter, buffer.cells[line * buffer.size.width + end - 1].glyph == 0x2026 {
      return
    }
    context.buffer.write(
      "…", at: Point(x: min(end, rect.maxX - 1), y: line), style: context.style,
      limit: rect.maxX)
  }
}
