/// Digits drawn five rows tall (or a multiple: `scale` 2 is ten rows), for clocks and
/// counters.
///
/// Digits, `:`, `.`, `-` and spaces are drawn large; other characters are left out. Without a
/// terminal (plain line output) it is drawn as ordinary text.
/// ```swift
/// BigText("25:00").foregroundColor(.red)
/// BigText("25:00", scale: 2)  // for a large terminal
/// ```
package struct BigText: View, PrimitiveView {
  let content: String
  let scale: Int

  /// Large digits for `content`, each `scale` times five rows tall (`scale` is at least 1).
  package init(_ content: some StringProtocol, scale: Int = 1) {
    self.content = String(content)
    self.scale = max(1, scale)
  }

  package var body: Never { bodyNeverCalled() }

  /// The glyphs, five rows each; every row of a glyph has the same width.
  nonisolated static let glyphs: [Character: [String]] = [
    "0": ["███", "█ █", "█ █", "█ █", "███"],
    "1": ["  █", "  █", "  █", "  █", "  █"],
    "2": ["███", "  █", "███", "█  ", "███"],
    "3": ["███", "  █", "███", "  █", "███"],
    "4": ["█ █", "█ █", "███", "  █", "  █"],
    "5": ["███", "█  ", "███", "  █", "███"],
    "6": ["███", "█  ", "███", "█ █", "███"],
    "7": ["███", "  █", "  █", "  █", "  █"],
    "8": ["███", "█ █", "███", "█ █", "███"],
    "9": ["███", "█ █", "███", "  █", "███"],
    ":": [" ", "█", " ", "█", " "],
    ".": [" ", " ", " ", " ", "█"],
    "-": ["   ", "   ", "███", "   ", "   "],
    " ": [" ", " ", " ", " ", " "],
  ]

  /// The rows of `content` (five times `scale`), glyphs separated by a blank column (or
  /// `scale` of them): their width is the width the view takes.
  ///
  /// ```swift
  /// BigText.rows("25:00")[0].count            // 17
  /// BigText.rows("25:00", scale: 2)[0].count  // 34
  /// ```
  package nonisolated static func rows(_ content: String, scale: Int = 1) -> [String] {
    let scale = max(1, scale)
    let glyphs = content.compactMap { Self.glyphs[$0] }
    let rows = (0..<5).map { row in
      glyphs.map { glyph in
        String(glyph[row].flatMap { repeatElement($0, count: scale) })
      }
      .joined(separator: String(repeating: " ", count: scale))
    }
    return rows.flatMap { repeatElement($0, count: scale) }
  }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    let string =
      context.isPlain ? content : Self.rows(content, scale: scale).joined(separator: "\n")
    let text = TextNode(spans: [Text.Span(string: string, style: .plain)])
    return [RoleNode(.bigText(content), child: text)]
  }
}
