/// A block of rows that moved up or down together between two frames (a list scrolled by a
/// row): the terminal can move them itself, within a scroll region (DECSTBM) scrolled with
/// SU or SD, so that only the rows that come into sight are written.
///
/// ```swift
/// if let shift = ScrollShift.find(from: previous, to: current) {
///   shift.append(to: &output)         // ESC[2;60r ESC[1S ESC[r
///   shift.apply(to: &previous)        // what the terminal now shows
/// }
/// ```
struct ScrollShift: Equatable {
  /// The scroll region's first and last rows (screen rows, from 0).
  var top: Int
  var bottom: Int
  /// How far its content moves: up when positive (SU), down when negative (SD).
  var rows: Int

  /// Moving fewer rows than this is not worth the region's bytes.
  static let minimumRows = 3

  /// The shift that spares rewriting the most changed rows of `current`, when it spares at
  /// least `minimumRows`.
  static func find(from previous: CellBuffer, to current: CellBuffer) -> ScrollShift? {
    let height = current.size.height
    guard previous.size == current.size, height > minimumRows else { return nil }
    var changed = [Bool](repeating: false, count: height)
    var changedCount = 0
    for y in 0..<height where !current.sameRow(y, as: previous, row: y) {
      changed[y] = true
      changedCount += 1
    }
    guard changedCount >= minimumRows else { return nil }
    let old = (0..<height).map { previous.rowHash($0) }
    let new = (0..<height).map { current.rowHash($0) }
    var best: (shift: ScrollShift, spared: Int)?
    for distance in 1..<height {
      for rows in [distance, -distance] {
        // Runs of rows y of `current` that were row y + rows of `previous`.
        var start: Int?
        var spared = 0
        for y in 0...height {
          let source = y + rows
          let matches = y < height && source >= 0 && source < height && new[y] == old[source]
          if matches {
            if start == nil { start = y }
            if changed[y] { spared += 1 }
            continue
          }
          if let first = start, spared >= minimumRows, spared > best?.spared ?? 0 {
            let last = y - 1
            let shift =
              rows > 0
              ? ScrollShift(top: first, bottom: last + rows, rows: rows)
              : ScrollShift(top: first + rows, bottom: last, rows: rows)
            if current.sameRows(first...last, as: previous, offset: rows) {
              best = (shift, spared)
            }
          }
          start = nil
          spared = 0
        }
      }
    }
    return best?.shift
  }

  /// The bytes that scroll the region, leaving the whole screen as the scroll region (and the
  /// cursor at the top left).
  func append(to output: inout [UInt8]) {
    output.append(contentsOf: [0x1B, UInt8(ascii: "[")])
    output.append(contentsOf: Array(String(top + 1).utf8))
    output.append(UInt8(ascii: ";"))
    output.append(contentsOf: Array(String(bottom + 1).utf8))
    output.append(contentsOf: [UInt8(ascii: "r"), 0x1B, UInt8(ascii: "[")])
    output.append(contentsOf: Array(String(abs(rows)).utf8))
    output.append(UInt8(ascii: rows > 0 ? "S" : "T"))
    output.append(contentsOf: [0x1B, UInt8(ascii: "["), UInt8(ascii: "r")])
  }

  /// Does to `buffer` what the scroll does to the terminal: the region's rows move, and the
  /// rows they leave are blank.
  func apply(to buffer: inout CellBuffer) {
    let width = buffer.size.width
    let moved = bottom - top + 1 - abs(rows)
    let targets =
      rows > 0 ? Array(top..<top + moved) : Array((bottom - moved + 1...bottom).reversed())
    for y in targets {
      let source = (y + rows) * width
      for x in 0..<width { buffer.cells[y * width + x] = buffer.cells[source + x] }
    }
    let vacated = rows > 0 ? (bottom - rows + 1)...bottom : top...(top - rows - 1)
    for y in vacated {
      for x in 0..<width { buffer.cells[y * width + x] = .blank }
    }
  }
}

extension CellBuffer {
  /// Whether row `y` draws what row `row` of `other` draws.
  func sameRow(_ y: Int, as other: CellBuffer, row: Int) -> Bool {
    let width = size.width
    for x in 0..<width where !sameCell(y * width + x, as: other, at: row * width + x) {
      return false
    }
    return true
  }

  /// Whether each row `y` of `rows` draws what row `y + offset` of `other` draws.
  func sameRows(_ rows: ClosedRange<Int>, as other: CellBuffer, offset: Int) -> Bool {
    rows.allSatisfy { sameRow($0, as: other, row: $0 + offset) }
  }

  /// A cheap hash of the characters of row `y` (styles, and clusters beyond their index, are
  /// left to the comparison that confirms a match).
  func rowHash(_ y: Int) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for cell in cells[y * size.width..<(y + 1) * size.width] {
      hash = (hash ^ UInt64(cell.glyph)) &* 0x100_0000_01B3
    }
    return hash
  }
}
