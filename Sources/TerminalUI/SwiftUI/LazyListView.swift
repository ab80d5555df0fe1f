/// A SwiftUI `List` of one `ForEach`, built only for the rows in sight, as SwiftUI's list
/// creates its rows as they scroll into view: a list of 10,000 rows costs what its visible rows
/// cost, and a row's `onAppear` and `.task` run while it is in sight.
///
/// It scrolls a row at a time. While its rows overflow, Tab stops on it: ↑/↓ (k/j) scroll a
/// row, Page Up/Page Down a screenful, Home/End (g/G) to either end; the wheel scrolls it.
struct LazyListView: View, PrimitiveView {
  let rows: LazyRows

  var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    // `offset` is the first row in sight; `viewport` the rows that fitted in the last frame.
    let state = context.focus.state(for: context.path) { ScrollState() }
    let count = rows.count
    state.offset = min(max(0, state.offset), max(0, count - 1))
    let screenRows = max(1, context.screenSize.height)
    let overflows = state.offset > 0 || count > (state.viewport ?? screenRows)
    var isFocused = false
    if overflows {
      isFocused = context.registerFocusable { press in
        guard press.modifiers.isEmpty || press.modifiers == .shift else { return false }
        let page = max(1, (state.viewport ?? screenRows) - 1)
        return state.scroll(
          by: ScrollState.rows(for: press.key, page: page, count: count), count: count)
      }
    }
    // Each row takes a line at least, so a screenful of rows from the first in sight fills
    // any space the list gets. A row's identity is its element's, wherever it is drawn.
    let window = state.offset..<min(count, state.offset + screenRows)
    var built: [LayoutNode] = []
    built.reserveCapacity(window.count)
    for offset in window {
      built.append(
        context.resolveSingle(NodesView(nodes: rows.row(offset)), at: 0) ?? EmptyRowNode())
    }
    return [
      LazyListNode(
        state: state, count: count, firstRow: window.lowerBound, rows: built,
        isFocused: isFocused)
    ]
  }
}

/// Draws the built rows of a ``LazyListView`` from the first in sight, and a scrollbar.
final class LazyListNode: LayoutNode {
  let state: ScrollState
  let count: Int
  let firstRow: Int
  let rows: [LayoutNode]
  let isFocused: Bool

  init(state: ScrollState, count: Int, firstRow: Int, rows: [LayoutNode], isFocused: Bool) {
    self.state = state
    self.count = count
    self.firstRow = firstRow
    self.rows = rows
    self.isFocused = isFocused
  }

  /// The rows not built count a line each.
  private func contentHeight(width: Int, limit: Int) -> Int {
    var height = count - rows.count
    for row in rows where height <= limit {
      height += row.measure(Size(width: width, height: limit)).height
    }
    return height
  }

  override func measure(_ proposal: Size) -> Size {
    let height = contentHeight(width: proposal.width, limit: proposal.height)
    let scrollbar = firstRow > 0 || height > proposal.height ? 1 : 0
    let widest = rows.lazy.map { $0.measure(proposal).width }.max() ?? 0
    return Size(width: widest + scrollbar, height: height).clamped(to: proposal)
  }

  override func isFlexible(_ axis: Axis) -> Bool { axis == .vertical }

  override func draw(in rect: Rect, _ context: DrawContext) {
    guard rect.width > 0, rect.height > 0 else { return }
    let scrolls = firstRow > 0 || contentHeight(width: rect.width, limit: rect.height) > rect.height
    let width = rect.width - (scrolls ? 1 : 0)
    var y = rect.minY
    var fitted = 0
    for row in rows {
      guard y < rect.maxY else { break }
      // Measured at its full height (a proposal would clamp it): a row cut at the bottom is
      // drawn as far as it fits, but does not count as shown.
      let size = row.measure(
        Size(width: width, height: ScrollView<EmptyView>.maximumContentHeight))
      let height = min(size.height, rect.maxY - y)
      row.draw(in: Rect(x: rect.minX, y: y, width: size.width, height: height), context)
      if height == size.height { fitted += 1 }
      y += height
    }
    state.viewport = max(1, fitted)
    if scrolls {
      Scrollbar.draw(
        in: Rect(x: rect.maxX - 1, y: rect.minY, width: 1, height: rect.height),
        offset: firstRow, visible: fitted, total: count, context)
    }
    let count = count
    context.scrollRegions.append(
      ScrollRegion(rect: rect) { [state] rows in _ = state.scroll(by: rows, count: count) })
  }
}

/// A row that draws nothing (its view was empty): it keeps the row's place in the count.
final class EmptyRowNode: LayoutNode {
  func semantics() -> [Semantics] { [] }
}
