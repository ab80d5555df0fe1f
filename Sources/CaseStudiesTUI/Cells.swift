import SwiftUI

/// The terminal's cells in SwiftUI's points: the terminal draws about 8 points to a column and
/// 16 to a row, and the screens decide what fits in cells.
enum Cells {
  static let pointsPerColumn: CGFloat = 8
  static let pointsPerRow: CGFloat = 16

  /// The points of `rows` rows.
  static func height(_ rows: Int) -> CGFloat { CGFloat(rows) * pointsPerRow }
  /// The whole columns in `points`.
  static func columns(in points: CGFloat) -> Int { Int((points / pointsPerColumn).rounded(.down)) }
  /// The whole rows in `points`.
  static func rows(in points: CGFloat) -> Int { Int((points / pointsPerRow).rounded(.down)) }
}
