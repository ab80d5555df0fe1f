/// Rows of values in columns under a header: a ``List`` (selection, keys, wheel, scrollbar, only
/// the rows on screen built) whose rows are cut into columns that share the width.
///
/// ```swift
/// Table(store.sessions, selection: $store.selectedSession) {
///   TableColumn("Task") { $0.task }
///   TableColumn("Minutes", alignment: .trailing) { "\($0.minutes)" }
/// }
/// ```
/// Each column wants the width of its widest value among the rows on screen (or its header),
/// or the `width` it names. When they do not all fit, the narrow ones keep their width and the
/// wide ones share the rest equally, their values cut with `…`; columns that would get no cell
/// at all are left out from the right.
package struct Table<Data: RandomAccessCollection, ID: Hashable>: View, PrimitiveView {
  let data: Data
  let id: KeyPath<Data.Element, ID>
  let selection: Binding<ID?>?
  let columns: [TableColumn<Data.Element>]
  let primaryAction: (@MainActor (ID) -> Void)?

  /// A table of `data`'s elements, identified by `id`, in `columns`.
  ///
  /// - Parameters:
  ///   - data: The elements, one row each.
  ///   - id: The key path to each element's identity.
  ///   - selection: The identity of the selected row; without it the keys scroll.
  ///   - columns: The columns, left to right.
  ///   - primaryAction: Runs for a row on Enter (the selected row) or a click.
  package init(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>? = nil,
    @TableColumnBuilder<Data.Element> columns: () -> [TableColumn<Data.Element>],
    primaryAction: (@MainActor (ID) -> Void)? = nil
  ) {
    self.data = data
    self.id = id
    self.selection = selection
    self.columns = columns()
    self.primaryAction = primaryAction
  }

  package var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    let layout = TableLayout(columns: columns)
    let columns = columns
    let list = List(
      data, id: id, selection: selection,
      rowContent: { element in
        TableRow(columns: columns, row: element, layout: layout)
      }, primaryAction: primaryAction)
    guard let rows = context.resolveSingle(list, at: 0) else { return [] }
    return [TableNode(layout: layout, rows: rows)]
  }
}

extension Table where Data.Element: Identifiable, ID == Data.Element.ID {
  /// A table of `data`'s identifiable elements, in `columns`.
  ///
  /// ```swift
  /// Table(store.runs) {
  ///   TableColumn("Date") { $0.date }
  ///   TableColumn("km", alignment: .trailing) { $0.distance }
  /// }
  /// ```
  package init(
    _ data: Data, selection: Binding<ID?>? = nil,
    @TableColumnBuilder<Data.Element> columns: () -> [TableColumn<Data.Element>],
    primaryAction: (@MainActor (ID) -> Void)? = nil
  ) {
    self.init(
      data, id: \.id, selection: selection, columns: columns, primaryAction: primaryAction)
  }
}

/// A column of a ``Table``: its header and the text of each row's cell.
package struct TableColumn<Row> {
  let title: String
  let width: Int?
  let alignment: HorizontalAlignment
  let value: @MainActor (Row) -> String

  /// A column headed `title` whose cells read `value(row)`.
  ///
  /// - Parameters:
  ///   - title: The header.
  ///   - width: The cells the column wants; by default, its widest value on screen.
  ///   - alignment: Where the text sits in its cell: `.trailing` for numbers.
  ///   - value: The text of a row's cell.
  package init(
    _ title: String, width: Int? = nil, alignment: HorizontalAlignment = .leading,
    value: @escaping @MainActor (Row) -> String
  ) {
    self.title = title
    self.width = width
    self.alignment = alignment
    self.value = value
  }
}

/// Collects a ``Table``'s columns.
@resultBuilder
package enum TableColumnBuilder<Row> {
  package static func buildExpression(_ column: TableColumn<Row>) -> [TableColumn<Row>] {
    [column]
  }
  package static func buildBlock(_ columns: [TableColumn<Row>]...) -> [TableColumn<Row>] {
    columns.flatMap { $0 }
  }
  package static func buildOptional(_ columns: [TableColumn<Row>]?) -> [TableColumn<Row>] {
    columns ?? []
  }
  package static func buildEither(first columns: [TableColumn<Row>]) -> [TableColumn<Row>] {
    columns
  }
  package static func buildEither(second columns: [TableColumn<Row>]) -> [TableColumn<Row>] {
    columns
  }
}

/// The columns' wanted widths, gathered from the header and the rows built, and their shares
/// of a width, worked out once per frame.
@MainActor
final class TableLayout {
  static let gap = 1
  let titles: [String]
  let alignments: [HorizontalAlignment]
  private let fixed: [Int?]
  private(set) var wanted: [Int]
  private var shared: (width: Int, widths: [Int])?

  init<Row>(columns: [TableColumn<Row>]) {
    titles = columns.map(\.title)
    alignments = columns.map(\.alignment)
    fixed = columns.map(\.width)
    wanted = columns.map { $0.width ?? DisplayWidth.of($0.title) }
  }

  /// Takes a row's cell texts into the wanted widths.
  func take(_ cells: [String]) {
    for (index, cell) in cells.enumerated() where fixed[index] == nil {
      wanted[index] = max(wanted[index], DisplayWidth.of(cell))
    }
  }

  /// Each column's share of `width`: all they want when it fits, else the narrow columns keep
  /// theirs and the others split what is left; a column with no cell left gets 0.
  func widths(for width: Int) -> [Int] {
    if let shared, shared.width == width { return shared.widths }
    let count = wanted.count
    var widths = Array(repeating: 0, count: count)
    // Columns that fit at all, from the left, with a cell each and the gaps between them.
    let shown = min(count, max(0, (width + Self.gap) / (1 + Self.gap)))
    var room = width - Self.gap * max(0, shown - 1)
    var open = Array(0..<shown)
    // Water-fill: a column wanting no more than an equal share gets what it wants.
    while !open.isEmpty {
      let share = room / open.count
      let satisfied = open.filter { wanted[$0] <= share }
      if satisfied.isEmpty {
        for (rank, index) in open.enumerated() {
          widths[index] = share + (rank < room % open.count ? 1 : 0)
        }
        break
      }
      for index in satisfied {
        widths[index] = wanted[index]
        room -= wanted[index]
      }
      open.removeAll { satisfied.contains($0) }
    }
    shared = (width, widths)
    return widths
  }

  /// Draws `cells` in their columns across `rect`'s first line.
  func draw(_ cells: [String], in rect: Rect, style: Style, _ context: DrawContext) {
    var x = rect.minX
    for (index, width) in widths(for: rect.width).enumerated() where width > 0 {
      let cell = cells[index]
      let cellWidth = DisplayWidth.of(cell)
      let fits = cellWidth <= width
      let start =
        switch alignments[index] {
        case .trailing where fits: x + width - cellWidth
        case .center where fits: x + (width - cellWidth) / 2
        default: x
        }
      let limit = fits ? x + width : x + width - 1
      let end = context.buffer.write(
        cell, at: Point(x: start, y: rect.minY), style: style, limit: limit)
      if !fits {
        context.buffer.write("…", at: Point(x: start + end, y: rect.minY), style: style)
      }
      x += width + Self.gap
    }
  }
}

/// A table's row: its cells, which it hands to the layout as it is built.
struct TableRow<Row>: View, PrimitiveView {
  let columns: [TableColumn<Row>]
  let row: Row
  let layout: TableLayout

  var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    let cells = columns.map { $0.value(row) }
    layout.take(cells)
    return [TableRowNode(cells: cells, layout: layout)]
  }
}

final class TableRowNode: LayoutNode {
  let cells: [String]
  let layout: TableLayout

  init(cells: [String], layout: TableLayout) {
    self.cells = cells
    self.layout = layout
  }

  override func measure(_ proposal: Size) -> Size {
    let wanted = layout.wanted.reduce(0, +) + TableLayout.gap * max(0, layout.wanted.count - 1)
    return Size(width: wanted, height: 1).clamped(to: proposal)
  }

  override func draw(in rect: Rect, _ context: DrawContext) {
    layout.draw(cells, in: rect, style: context.style, context)
  }
}

/// The header line over the list of rows, its columns lined up with the rows' (which sit after
/// the list's selection marker and before its scrollbar).
final class TableNode: LayoutNode {
  let layout: TableLayout
  let rows: LayoutNode

  init(layout: TableLayout, rows: LayoutNode) {
    self.layout = layout
    self.rows = rows
  }

  override func measure(_ proposal: Size) -> Size {
    let list = rows.measure(Size(width: proposal.width, height: max(0, proposal.height - 1)))
    let header = layout.wanted.reduce(0, +) + TableLayout.gap * max(0, layout.wanted.count - 1)
    return Size(width: max(list.width, header + ListNode.marker.count), height: list.height + 1)
      .clamped(to: proposal)
  }

  override func isFlexible(_ axis: Axis) -> Bool { rows.isFlexible(axis) }

  override func draw(in rect: Rect, _ context: DrawContext) {
    guard rect.height > 0 else { return }
    let body = Rect(x: rect.minX, y: rect.minY + 1, width: rect.width, height: rect.height - 1)
    rows.draw(in: body, context)
    // The rows' width: the list's, less its marker and (when it scrolls) its scrollbar.
    let scrolls = (rows as? ListNode).map { $0.count > body.height } ?? false
    let width = rect.width - ListNode.marker.count - (scrolls ? 1 : 0)
    let header = Rect(
      x: rect.minX + ListNode.marker.count, y: rect.minY, width: max(0, width), height: 1)
    let style = context.style.merging(Style(attributes: [.bold, .underline]))
    layout.draw(layout.titles, in: header, style: style, context)
  }
}
