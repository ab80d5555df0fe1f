/// Turns a frame into one line of plain text, for output that is not a terminal: each row
/// without its box-drawing characters and surrounding blanks, runs of blanks shortened, rows
/// joined by " | " — except a key line's continued row (`KeyHintsNode.continuation`), which
/// joins the row before with a space.
///
/// ```swift
/// PlainLine.make(from: frame)  // "Count: 3 | [ - ]  [ + ]"
/// ```
enum PlainLine {
  static func make(from frame: CellBuffer) -> String {
    let rows = frame.lines.compactMap { line -> String? in
      let kept = line.unicodeScalars.filter { !(0x2500...0x257F).contains($0.value) }
      var row = String(String.UnicodeScalarView(kept))
      while row.contains("   ") { row = row.replacingOccurrences("   ", with: "  ") }
      row = row.trimmingBlanks()
      return row.isEmpty ? nil : row
    }
    var output = ""
    for row in rows {
      if !output.isEmpty {
        output += row.hasPrefix(KeyHintsNode.continuation) ? " " : " | "
      }
      output += row
    }
    return output
  }
}

extension String {
  fileprivate func trimmingBlanks() -> String {
    var scalars = Substring(self)
    while scalars.first == " " { scalars.removeFirst() }
    while scalars.last == " " { scalars.removeLast() }
    return String(scalars)
  }

  fileprivate func replacingOccurrences(_ target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
