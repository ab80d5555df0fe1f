/// A scrolling list of one-line rows with a selection, built only for the rows on screen: a
/// list of 100,000 items costs what its visible rows cost.
///
/// While it has focus (a screen's first list takes it), ↑/↓ or k/j move the selection,
/// Page Up/Page Down move it a screenful, Home/End (g/G) go to either end, and Enter runs
/// `primaryAction`. A click selects a row and runs `primaryAction`; the wheel scrolls. The
/// selected row is marked with `›`, and drawn reversed while the list has focus.
/// ```swift
/// List(store.studies, id: \.self, selection: $store.selection) { study in
///   Text(study.title)
/// } primaryAction: { study in
///   store.send(.open(study))
/// }
/// ```
package struct List<Data: RandomAccessCollection, ID: Hashable, RowContent: View>: View,
  PrimitiveView
{
  let data: Data
  let id: KeyPath<Data.Element, ID>
  let selection: Binding<ID?>?
  let rowContent: @MainActor (Data.Element) -> RowContent
  let primaryAction: (@MainActor (ID) -> Void)?

  /// A list of `data`'s elements, identified by `id`, drawn by `rowContent`.
  ///
  /// - Parameters:
  ///   - data: The elements, one row each.
  ///   - id: The key path to each element's identity.
  ///   - selection: The identity of the selected row; without it the keys scroll.
  ///   - rowContent: The view of a row (one line; taller views are cut).
  ///   - primaryAction: Runs for a row on Enter (the selected row) or a click.
  package init(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>? = nil,
    @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent,
    primaryAction: (@MainActor (ID) -> Void)? = nil
  ) {
    self.data = data
    self.id = id
    self.selection = selection
    self.rowContent = rowContent
    self.primaryAction = primaryAction
  }

  package var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    let listID = context.path
    let state = context.focus.state(for: listID) { ScrollState() }
    let count = data.count
    let selected = selectedIndex(state)
    let height = state.viewport ?? context.screenSize.height
    state.reveal(selected, count: count, height: height)
    let data = data
    let id = id
    let selection = selection
    let primaryAction = primaryAction
    let select: @MainActor (Int) -> Void = { index in
      guard count > 0 else { return }
      let index = min(max(0, index), count - 1)
      let identity = data[data.index(data.startIndex, offsetBy: index)][keyPath: id]
      state.selectedIndex = index
      if let selection, selection.wrappedValue != identity { selection.wrappedValue = identity }
    }
    let isFocused = context.registerFocusable(takesFocusFirst: true) { press in
      guard press.modifiers.isEmpty || press.modifiers == .shift else { return false }
      let page = max(1, (state.viewport ?? height) - 1)
      guard selection != nil else {
        return state.scroll(
          by: ScrollState.rows(for: press.key, page: page, count: count), count: count)
      }
      let current = selected ?? -1
      switch press.key {
      case .down, .character("j"): select(current + 1)
      case .up, .character("k"): select(max(0, current - 1))
      case .pageDown: select(current + page)
      case .pageUp: select(current - page)
      case .home, .character("g"): select(0)
      case .end, .character("G"): select(count - 1)
      case .enter:
        guard let selected, let primaryAction else { return false }
        primaryAction(data[data.index(data.startIndex, offsetBy: selected)][keyPath: id])
      default: return false
      }
      return true
    }
    // Rows for the largest space the list can get: the drawing picks those it has room for.
    let window = state.offset..<min(count, state.offset + max(height, context.screenSize.height))
    var rows: [LayoutNode?] = []
    rows.reserveCapacity(window.count)
    for index in window {
      let element = data[data.index(data.startIndex, offsetBy: index)]
      var hasher = Hasher()
      hasher.combine(element[keyPath: id])
      rows.append(context.resolveSingle(rowContent(element), at: hasher.finalize()))
    }
    let focus = context.focus
    return [
      ListNode(
        state: state, count: count, firstRow: window.lowerBound, rows: rows, selected: selected,
        isFocused: isFocused, tapID: listID,
        onPress: { index in
          focus.focus(listID)
          if selection != nil { select(index) }
        },
        onTap: { index in
          primaryAction?(data[data.index(data.startIndex, offsetBy: index)][keyPath: id])
        })
    ]
  }

  /// The index of the selected row, found from the last one when the data has not moved.
  private func selectedIndex(_ state: ScrollState) -> Int? {
    guard let wanted = selection?.wrappedValue else { return nil }
    if let cached = state.selectedIndex, cached < data.count,
      data[data.index(data.startIndex, offsetBy: cached)][keyPath: id] == wanted
    {
      return cached
    }
    state.selectedIndex = data.firstIndex { $0[keyPath: id] == wanted }.map {
      data.distance(from: data.startIndex, to: $0)
    }
    return state.selectedIndex
  }
}

extension List where Data.Element: Identifiable, ID == Data.Element.ID {
  /// A list of `data`'s identifiable elements, drawn by `rowContent`.
  ///
  /// ```swift
  /// List(store.runs, selection: $store.selectedRun) { run in Text(run.title) }
  /// ```
  package init(
    _ data: Data, selection: Binding<ID?>? = nil,
    @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent,
    primaryAction: (@MainActor (ID) -> Void)? = nil
  ) {
    self.init(
      data, id: \.id, selection: selection, rowContent: rowContent, primaryAction: primaryAction)
  }
}

/// Draws the rows of a list that fit, the selection marker, and a scrollbar.
final class ListNode: LayoutNode {
  static let marker = "› "
  let state: ScrollState
  let count: Int
  let firstRow: Int
  let rows: [LayoutNode?]
  let selected: Int?
  let isFocused: Bool
  let tapID: Int
  let onPress: @MainActor (Int) -> Void
  let onTap: @MainActor (Int) -> Void

  init(
    state: ScrollState, count: Int, firstRow: Int, rows: [LayoutNode?], selected: Int?,
    isFocused: Bool, tapID: Int, onPress: @escaping @MainActor (Int) -> Void,
    onTap: @escaping @MainActor (Int) -> Void
  ) {
    self.state = state
    self.count = count
    self.firstRow = firstRow
    self.rows = rows
    self.selected = selected
    self.isFocused = isFocused
    self.tapID = tapID
    self.onPress = onPress
    self.onTap = onTap
  }

  override func measure(_ proposal: Size) -> Size {
    let widest =
      rows.lazy.compactMap { $0?.measure(Size(width: proposal.width, height: 1)) }
      .map(\.width).max() ?? 0
    let scrollbar = count > proposal.height ? 1 : 0
    return Size(width: widest + Self.marker.count + scrollbar, height: count)
      .clamped(to: proposal)
  }

  override func isFlexible(_ axis: Axis) -> Bool { axis == .vertical }

  override func draw(in rect: Rect, _ context: DrawContext) {
    guard rect.height > 0 else { return }
    state.viewport = rect.height
    // The selection in sight within the rows built (the first frame guessed the height).
    var offset = state.offset
    if let selected, selected >= offset + rect.height { offset = selected - rect.height + 1 }
    offset = max(firstRow, min(offset, firstRow + rows.count - 1))
    state.offset = offset
    let scrolls = count > rect.height
    let rowWidth = rect.width - (scrolls ? 1 : 0)
    let highlight = Style(attributes: .reverse)
    for line in 0..<rect.height {
      let index = offset + line
      let slot = index - firstRow
      guard slot >= 0, slot < rows.count else { break }
      let rowRect = Rect(x: rect.minX, y: rect.minY + line, width: rowWidth, height: 1)
      let isSelected = index == selected
      let style = isSelected && isFocused ? highlight : .plain
      context.withStyle(style) {
        if isSelected && isFocused { context.buffer.fill(rowRect, style: context.style) }
        context.buffer.write(
          isSelected ? Self.marker : "  ", at: rowRect.origin, style: context.style,
          limit: rowRect.maxX)
        rows[slot]?.draw(in: rowRect.inset(by: EdgeInsets(.leading, 2)), context)
      }
      var hasher = Hasher()
      hasher.combine(tapID)
      hasher.combine(index)
      context.tapRegions.append(
        TapRegion(
          id: hasher.finalize(), rect: rowRect, onPress: { [onPress] in onPress(index) },
          action: { [onTap] in onTap(index) }))
    }
    if scrolls {
      Scrollbar.draw(
        in: Rect(x: rect.maxX - 1, y: rect.minY, width: 1, height: rect.height),
        offset: offset, visible: rect.height, total: count, context)
    }
    let count = count
    context.scrollRegions.append(
      ScrollRegion(rect: rect) { [state] rows in _ = state.scroll(by: rows, count: count) })
  }
}
