extension View {
  /// Opens a panel listing `bindings` when `?` is pressed (and no focused control or inner
  /// view takes it); Esc or `?` closes it. Give it the same bindings as the screen's
  /// ``KeyHints`` line, so that the two agree.
  ///
  /// The panel fits the screen: where one column of keys is too tall it uses more, and its
  /// "esc or ? closes" line always shows. `alignment` places it; `.top` keeps a key line at
  /// the bottom of a small screen in view.
  ///
  /// ```swift
  /// TimerScreen(store: store)
  ///   .keyHelp(TimerScreen.keys(for: store.state))
  /// ```
  package func keyHelp(_ bindings: [KeyBinding], alignment: Alignment = .center) -> some View {
    KeyHelpView(content: self, bindings: bindings, alignment: alignment)
  }
}

/// The key help around a screen: closed, it listens for `?`; open, it is a modal panel.
struct KeyHelpView<Content: View>: View, PrimitiveView {
  let content: Content
  let bindings: [KeyBinding]
  var alignment: Alignment = .center

  var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    let state = context.focus.state(for: context.path) { KeyHelpState() }
    let close: @MainActor () -> Void = { state.isShown = false }
    let panel = state.isShown ? KeyHelpPanel(bindings: bindings, close: close) : nil
    let nodes = context.resolve(
      ModalView(content: content, panel: panel, alignment: alignment, margin: 1), at: 0)
    if !state.isShown {
      context.keyHandlers.append(
        KeyHandler { press in
          guard press == "?" else { return false }
          state.isShown = true
          return true
        })
    }
    return nodes
  }
}

/// Whether a screen's key help is open, kept between frames.
@MainActor
final class KeyHelpState {
  var isShown = false
}

/// The list of keys: each binding's keys, aligned, and what they do; then how to close it.
struct KeyHelpPanel: View {
  let bindings: [KeyBinding]
  let close: @MainActor () -> Void

  var body: some View {
    KeyHelpList(bindings: bindings)
      .border(.rounded, title: "Keys")
      .onKeyPress { press in
        guard press == KeyPress(.escape) || press == "?" else { return false }
        close()
        return true
      }
  }
}

/// The bindings in as few columns as the height allows, and the closing line.
struct KeyHelpList: View, PrimitiveView {
  let bindings: [KeyBinding]

  var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    [KeyHelpListNode(bindings: bindings)]
  }
}

/// Lays the bindings out in columns, each with its keys aligned, a blank column on each side
/// where it fits, and "esc or ? closes" last: one column where the height allows, else as
/// few more as fit; where even the widest fitting layout is too tall, the closing line still
/// shows and the last rows of keys are left out.
final class KeyHelpListNode: LayoutNode {
  static let closing = "esc or ? closes"
  static let gap = 3
  let bindings: [KeyBinding]

  init(bindings: [KeyBinding]) {
    self.bindings = bindings
  }

  /// The bindings of each column, in order, for `count` columns.
  private func columns(_ count: Int) -> [[KeyBinding]] {
    let rows = (bindings.count + count - 1) / max(1, count)
    return stride(from: 0, to: bindings.count, by: max(1, rows)).map {
      Array(bindings[$0..<min($0 + rows, bindings.count)])
    }
  }

  /// The widest label of a column, and the column's width.
  private func widths(_ column: [KeyBinding]) -> (label: Int, total: Int) {
    let label = column.map { DisplayWidth.of($0.label) }.max() ?? 0
    let total = column.map { label + 2 + DisplayWidth.of($0.title) }.max() ?? 0
    return (label, total)
  }

  /// The list's width for `count` columns, without its side blanks.
  private func width(_ count: Int) -> Int {
    let columns = columns(count)
    let content =
      columns.map { widths($0).total }.reduce(0, +) + Self.gap * max(0, columns.count - 1)
    return max(content, DisplayWidth.of(Self.closing))
  }

  /// How many columns to use in `proposal`.
  private func columnCount(_ proposal: Size) -> Int {
    guard bindings.count > 1 else { return 1 }
    var fitting = 1
    for count in 1...bindings.count where width(count) <= proposal.width {
      fitting = count
      if columns(count).map(\.count).max() ?? 0 < proposal.height { return count }
    }
    return fitting
  }

  override func measure(_ proposal: Size) -> Size {
    let count = columnCount(proposal)
    let rows = columns(count).map(\.count).max() ?? 0
    let content = width(count)
    let sides = content + 2 <= proposal.width ? 2 : 0
    return Size(width: content + sides, height: rows + 1).clamped(to: proposal)
  }

  override func draw(in rect: Rect, _ context: DrawContext) {
    guard rect.height > 0 else { return }
    let columns = columns(columnCount(rect.size))
    let content = width(columns.count)
    var x = rect.minX + (content + 2 <= rect.width ? 1 : 0)
    let bold = context.style.merging(Style(attributes: .bold))
    // The last row is the closing line's.
    let rows = rect.height - 1
    for column in columns {
      let (label, total) = widths(column)
      for (row, binding) in column.prefix(rows).enumerated() {
        let y = rect.minY + row
        context.buffer.write(binding.label, at: Point(x: x, y: y), style: bold, limit: rect.maxX)
        context.buffer.write(
          binding.title, at: Point(x: x + label + 2, y: y), style: context.style,
          limit: rect.maxX)
      }
      x += total + Self.gap
    }
    let left = rect.minX + (content + 2 <= rect.width ? 1 : 0)
    context.buffer.write(
      Self.closing, at: Point(x: left, y: rect.maxY - 1),
      style: context.style.merging(Style(attributes: .dim)), limit: rect.maxX)
  }
}
