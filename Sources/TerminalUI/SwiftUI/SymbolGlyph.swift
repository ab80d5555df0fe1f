/// SF Symbols, by name, as characters a terminal can show: one-cell glyphs where one says the
/// same (`trash` is `⌫`), and the symbol's name otherwise.
enum SymbolGlyph {
  /// The glyph of an `Image` node: its symbol's, or its image name in brackets.
  static func glyph(for node: ViewNode) -> String {
    if let name = node[attribute: "systemName"] { return glyph(systemName: name) }
    return node[attribute: "name"].map { "[\($0)]" } ?? ""
  }

  /// The glyph of a system symbol; a name not in the table shows as itself.
  static func glyph(systemName: String) -> String {
    // Variants (`.fill`, `.circle`) share the base symbol's glyph.
    var name = systemName
    while true {
      if let glyph = table[name] { return glyph }
      guard let dot = name.lastIndex(of: ".") else { return systemName }
      name = String(name[..<dot])
    }
  }

  private static let table: [String: String] = [
    "arrow.clockwise": "↻", "arrow.counterclockwise": "↺", "arrow.up": "↑", "arrow.down": "↓",
    "arrow.left": "←", "arrow.right": "→", "chevron.left": "‹", "chevron.right": "›",
    "chevron.up": "˄", "chevron.down": "˅", "plus": "+", "minus": "−", "multiply": "×",
    "xmark": "×", "checkmark": "✓", "trash": "⌫", "pencil": "✎", "square.and.pencil": "✎",
    "star": "★", "heart": "♥", "bell": "♪", "gear": "⚙", "gearshape": "⚙", "info": "ⓘ",
    "info.circle": "ⓘ", "questionmark": "?", "exclamationmark.triangle": "⚠",
    "magnifyingglass": "⌕", "play": "▶", "pause": "⏸", "stop": "■", "forward": "⏩",
    "backward": "⏪", "circle": "○", "square": "□", "person": "☺", "house": "⌂", "clock": "◷",
    "timer": "◷", "calendar": "▦", "list.bullet": "≡", "line.3.horizontal": "≡",
    "ellipsis": "…", "ellipsis.circle": "…", "folder": "▭", "doc": "▯", "envelope": "✉",
    "phone": "✆", "paperplane": "➤", "mic": "●", "sun.max": "☀", "moon": "☾", "cloud": "☁",
    "bolt": "⚡", "flag": "⚑", "lock": "⚿", "location": "⌖", "map": "▧", "figure.run": "⚐",
    "cart": "⊻", "tag": "⌗", "photo": "▨", "camera": "◉", "speaker": "♫", "wifi": "≋",
    "dice": "⚄", "arrow.up.arrow.down": "⇅", "arrow.triangle.2.circlepath": "⟳",
  ]
}
