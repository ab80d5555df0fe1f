/// The rows of a `List`'s `ForEach`, each resolved when a renderer shows it: SwiftUI's list
/// creates its rows as they scroll into view, so a list of 10,000 elements costs what the rows
/// in sight cost, and a row's `onAppear` and `.task` run when it comes into sight.
///
/// A renderer that draws only the rows in sight asks for them (see
/// ``ViewGraph/resolvesListRowsLazily``); the `ForEach` node of such a list has no children and
/// these rows instead.
public final class LazyRows: Sendable {
  /// How many rows there are: one per element.
  public let count: Int
  /// Under a list's selection, the offset of the first selected row (found from the elements'
  /// ids, no row resolved), or `nil` when none is.
  public let selectedOffset: Int?
  private let resolveRow: @MainActor @Sendable (Int) -> [ViewNode]

  init(
    count: Int, selectedOffset: Int? = nil,
    resolveRow: @escaping @MainActor @Sendable (Int) -> [ViewNode]
  ) {
    self.count = count
    self.selectedOffset = selectedOffset
    self.resolveRow = resolveRow
  }

  /// The nodes of the row of the element at `offset` (from the first element), resolved now.
  @MainActor
  public func row(_ offset: Int) -> [ViewNode] { resolveRow(offset) }

  /// Every row's nodes in order, for a renderer that shows them all.
  @MainActor
  public func allRows() -> [ViewNode] { (0..<count).flatMap(row) }
}
