/// A grid of styled cells: one frame of the screen.
///
/// Views are laid out into a buffer; ``FrameEncoder`` turns the difference between two buffers
/// into terminal output.
///
/// ```swift
/// var buffer = CellBuffer(size: Size(width: 20, height: 2))
/// buffer.write("안녕 hi", at: Point(x: 0, y: 0), style: .plain)
/// buffer.text  // "안녕 hi"
/// ```
public struct CellBuffer: Sendable, Equatable {
  /// One cell. `glyph` is the cell's Unicode scalar when the grapheme is a single scalar,
  /// `clusterFlag | index` into `clusters` when it has several, and 0 for the right half of a
  /// wide character (drawn by the cell before it).
  struct Cell: Equatable, Sendable {
    var glyph: UInt32
    var style: Style

    static let blank = Cell(glyph: 0x20, style: .plain)
  }

  static let clusterFlag: UInt32 = 0x8000_0000
  static let continuation: UInt32 = 0

  /// The number of columns and rows.
  public let size: Size
  var cells: [Cell]
  var clusters: [String] = []

  /// A buffer of blank cells.
  public init(size: Size) {
    let size = Size(width: max(0, size.width), height: max(0, size.height))
    self.size = size
    self.cells = Array(repeating: .blank, count: size.width * size.height)
  }

  /// Writes one grapheme cluster at `point` and returns how many cells it took (0 when it is
  /// zero-width or does not fit).
  @discardableResult
  public mutating func put(_ character: Character, at point: Point, style: Style) -> Int {
    put(character, width: DisplayWidth.of(character), at: point, style: style)
  }

  /// Writes one grapheme cluster whose display width is already known.
  @discardableResult
  private mutating func put(
    _ character: Character, width: Int, at point: Point, style: Style
  ) -> Int {
    guard width > 0, point.y >= 0, point.y < size.height, point.x >= 0,
      point.x + width <= size.width
    else { return 0 }
    let glyph: UInt32
    let scalars = character.unicodeScalars
    if let scalar = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
      glyph = scalar.value
    } else {
      glyph = Self.clusterFlag | UInt32(clusters.count)
      clusters.append(String(character))
    }
    let index = point.y * size.width + point.x
    breakWideCharacter(at: index, row: point.y)
    if width == 2 { breakWideCharacter(at: index + 1, row: point.y) }
    cells[index] = Cell(glyph: glyph, style: style)
    if width == 2 { cells[index + 1] = Cell(glyph: Self.continuation, style: style) }
    return width
  }

  /// Writes `string` from `point` rightwards, stopping before column `limit` (the buffer's
  /// width by default), and returns the number of cells written.
  @discardableResult
  public mutating func write(
    _ string: some StringProtocol, at point: Point, style: Style, limit: Int? = nil
  ) -> Int {
    let end = min(limit ?? size.width, size.width)
    guard point.y >= 0, point.y < size.height else { return 0 }
    if let written = writeASCII(string, at: point, style: style, end: end) { return written }
    var x = point.x
    for character in string {
      if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F {
        // The common case, kept free of width look-ups and cluster bookkeeping.
        guard x < end else { break }
        if x >= 0 {
          let index = point.y * size.width + x
          if cells[index].glyph == Self.continuation || isWideStart(index) {
            breakWideCharacter(at: index, row: point.y)
          }
          cells[index] = Cell(glyph: UInt32(ascii), style: style)
        }
        x += 1
        continue
      }
      let width = DisplayWidth.of(character)
      if width == 0 { continue }
      guard x + width <= end else { break }
      if x >= 0 { put(character, width: width, at: Point(x: x, y: point.y), style: style) }
      x += width
    }
    return x - point.x
  }

  /// Writes printable ASCII byte by byte, or returns `nil` for other text.
  private mutating func writeASCII(
    _ string: some StringProtocol, at point: Point, style: Style, end: Int
  ) -> Int? {
    let utf8 = string.utf8
    guard utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
    let start = max(point.x, 0)
    let stop = min(point.x + utf8.count, end)
    guard start < stop else { return max(0, min(utf8.count, end - point.x)) }
    let rowStart = point.y * size.width
    // Wide characters cut at either end of the run lose their other half.
    breakWideCharacter(at: rowStart + start, row: point.y)
    breakWideCharacter(at: rowStart + stop - 1, row: point.y)
    var x = point.x
    for byte in utf8 {
      if x >= stop { break }
      if x >= start { cells[rowStart + x] = Cell(glyph: UInt32(byte), style: style) }
      x += 1
    }
    return x - point.x
  }

  /// Fills `rect` with blank cells of `style` (e.g. a background colour).
  public mutating func fill(_ rect: Rect, style: Style) {
    let rect = rect.intersection(Rect(origin: Point(x: 0, y: 0), size: size))
    guard !rect.isEmpty else { return }
    for y in rect.minY..<rect.maxY {
      if rect.minX > 0 { breakWideCharacter(at: y * size.width + rect.minX, row: y) }
      if rect.maxX < size.width { breakWideCharacter(at: y * size.width + rect.maxX, row: y) }
      for x in rect.minX..<rect.maxX {
        cells[y * size.width + x] = Cell(glyph: 0x20, style: style)
      }
    }
  }

  /// Applies `transform` to the style of every cell in `rect`, keeping the characters.
  public mutating func restyle(_ rect: Rect, _ transform: (Style) -> Style) {
    let rect = rect.intersection(Rect(origin: Point(x: 0, y: 0), size: size))
    guard !rect.isEmpty else { return }
    for y in rect.minY..<rect.maxY {
      for x in rect.minX..<rect.maxX {
        cells[y * size.width + x].style = transform(cells[y * size.width + x].style)
      }
    }
  }

  /// The character drawn at `point`, or `nil` outside the buffer and on the right half of a
  /// wide character.
  public func character(at point: Point) -> Character? {
    guard point.x >= 0, point.y >= 0, point.x < size.width, point.y < size.height else {
      return nil
    }
    return character(of: cells[point.y * size.width + point.x])
  }

  /// The style of the cell at `point`.
  public func style(at point: Point) -> Style? {
    guard point.x >= 0, point.y >= 0, point.x < size.width, point.y < size.height else {
      return nil
    }
    return cells[point.y * size.width + point.x].style
  }

  /// The rows as text, trailing spaces removed, joined by newlines.
  public var text: String { lines.joined(separator: "\n") }

  /// Each row as text without trailing spaces.
  public var lines: [String] {
    (0..<size.height).map { y in
      var line = ""
      for x in 0..<size.width {
        if let character = character(of: cells[y * size.width + x]) { line.append(character) }
      }
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  func character(of cell: Cell) -> Character? {
    if cell.glyph == Self.continuation { return nil }
    if cell.glyph & Self.clusterFlag != 0 {
      return Character(clusters[Int(cell.glyph & ~Self.clusterFlag)])
    }
    return Unicode.Scalar(cell.glyph).map(Character.init)
  }

  /// Whether two cells draw the same thing, looking clusters up in each buffer's table.
  func sameCell(_ index: Int, as other: CellBuffer) -> Bool {
    sameCell(index, as: other, at: index)
  }

  /// Whether cell `index` draws what cell `otherIndex` of `other` draws.
  func sameCell(_ index: Int, as other: CellBuffer, at otherIndex: Int) -> Bool {
    let mine = cells[index]
    let theirs = other.cells[otherIndex]
    if mine.style != theirs.style { return false }
    if mine.glyph == theirs.glyph, mine.glyph & Self.clusterFlag == 0 { return true }
    guard mine.glyph & theirs.glyph & Self.clusterFlag != 0 else { return false }
    return clusters[Int(mine.glyph & ~Self.clusterFlag)]
      == other.clusters[Int(theirs.glyph & ~Self.clusterFlag)]
  }

  private func isWideStart(_ index: Int) -> Bool {
    index + 1 < cells.count && cells[index + 1].glyph == Self.continuation
      && (index + 1) % size.width != 0
  }

  /// Blanks both halves of a wide character that the write at `index` would split.
  private mutating func breakWideCharacter(at index: Int, row: Int) {
    guard index >= 0, index < cells.count else { return }
    let rowStart = row * size.width
    if cells[index].glyph == Self.continuation, index > rowStart {
      cells[index - 1].glyph = 0x20
      cells[index].glyph = 0x20
    } else if index + 1 < rowStart + size.width, cells[index + 1].glyph == Self.continuation {
      cells[index + 1].glyph = 0x20
    }
  }
}

extension CellBuffer {
  /// Copies the cells of `source` within `rect` to this buffer, its top left at `origin`: how a
  /// scroll view shows the visible part of content drawn off screen.
  mutating func copy(_ rect: Rect, of source: CellBuffer, to origin: Point) {
    let rect = rect.intersection(Rect(origin: Point(x: 0, y: 0), size: source.size))
    guard !rect.isEmpty else { return }
    for y in rect.minY..<rect.maxY {
      let targetY = origin.y + y - rect.minY
      guard targetY >= 0, targetY < size.height else { continue }
      for x in rect.minX..<rect.maxX {
        let targetX = origin.x + x - rect.minX
        guard targetX >= 0, targetX < size.width else { continue }
        let cell = source.cells[y * source.size.width + x]
        if cell.glyph == Self.continuation {
          // Drawn with the wide character before it; a half cut at the left edge is a blank.
          if x == rect.minX { cells[targetY * size.width + targetX] = .blank }
        } else if cell.glyph & Self.clusterFlag != 0, let character = source.character(of: cell) {
          put(character, at: Point(x: targetX, y: targetY), style: cell.style)
        } else {
          let isWide =
            cell.glyph >= 0x80 && x + 1 < source.size.width
            && source.cells[y * source.size.width + x + 1].glyph == Self.continuation
          let width = isWide ? 2 : 1
          if width == 2, x + 1 >= rect.maxX || targetX + 1 >= size.width {
            cells[targetY * size.width + targetX] = .blank
          } else if width == 2 {
            cells[targetY * size.width + targetX] = cell
            cells[targetY * size.width + targetX + 1] = source.cells[y * source.size.width + x + 1]
          } else {
            cells[targetY * size.width + targetX] = cell
          }
        }
      }
    }
  }
}
