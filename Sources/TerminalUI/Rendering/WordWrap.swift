/// Breaks text into lines of at most a number of cells, between words (a word longer than a
/// line is cut into pieces).
///
/// ```swift
/// WordWrap.lines("Space pauses and resumes", width: 12)  // ["Space pauses", "and resumes"]
/// ```
public enum WordWrap {
  /// The lines of `text` wrapped at `width` cells (display width); none when `width` is not
  /// positive.
  public static func lines(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for word in text.split(separator: " ") {
      var word = String(word)
      var wordWidth = DisplayWidth.of(word)
      if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
        line += " " + word
        lineWidth += 1 + wordWidth
        continue
      }
      if lineWidth > 0 { lines.append(line) }
      while wordWidth > width {
        let piece = prefix(of: word, width: width)
        lines.append(piece)
        word = String(word.dropFirst(piece.count))
        wordWidth = DisplayWidth.of(word)
      }
      line = word
      lineWidth = wordWidth
    }
    if lineWidth > 0 { lines.append(line) }
    return lines
  }

  /// The longest start of `word` that fits in `width` cells (at least one character).
  private static func prefix(of word: String, width: Int) -> String {
    var result = ""
    var used = 0
    for character in word {
      let cells = DisplayWidth.of(character)
      if used + cells > width && !result.isEmpty { break }
      result.append(character)
      used += cells
    }
    return result
  }
}
