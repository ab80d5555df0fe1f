/// Digits drawn five rows tall, for clocks and counters.
///
/// Digits, `:`, `.`, `-` and spaces are drawn large; other characters are left out. Without a
/// terminal (plain line output) it is drawn as ordinary text.
/// ```swift
/// BigText("25:00").foregroundColor(.red)
/// ```
public struct BigText: View, PrimitiveView {
  let content: String

  public init(_ content: some StringProtocol) {
    self.content = String(content)
  }

  public var body: Never { bodyNeverCalled() }

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

  /// The five rows of `content`, glyphs separated by one blank column: their width is the
  /// width the view takes.
  ///
  /// ```swift
  /// BigText.rows("25:00")[0].count  // 17
  /// ```
  public nonisolated static func rows(_ content: String) -> [String] {
    let glyphs = content.compactMap { Self.glyphs[$0] }
    return (0..<5).map { row in glyphs.map { $0[row] }.joined(separator: " ") }
  }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    let string = context.isPlain ? content : Self.rows(content).joined(separator: "\n")
    return [TextNode(spans: [Text.Span(string: string, style: .plain)])]
  }
}
