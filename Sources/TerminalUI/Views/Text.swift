/// Styled text. Newlines start new lines; text wider than its space is cut with "…".
///
/// Text modifiers return `Text`, so styled pieces can be joined with `+`:
/// ```swift
/// Text("Status: ") + Text("running").bold().foregroundColor(.green)
/// ```
package struct Text: View, PrimitiveView {
  struct Span {
    var string: String
    var style: Style
  }

  var spans: [Span]
  var isWhole = false

  /// Text showing `content` as it is.
  package init(_ content: some StringProtocol) {
    spans = [Span(string: String(content), style: .plain)]
  }

  /// Text showing `content` as it is.
  package init(verbatim content: String) {
    spans = [Span(string: content, style: .plain)]
  }

  package var body: Never { bodyNeverCalled() }

  /// Both texts, one after the other, each keeping its style.
  package static func + (lhs: Text, rhs: Text) -> Text {
    var result = lhs
    result.spans += rhs.spans
    return result
  }

  /// The characters of the text without styles.
  package var string: String { spans.map(\.string).joined() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    let node = TextNode(spans: spans)
    node.isWhole = isWhole
    return [node]
  }

  /// The text, offered its width first in a row too short for all its views (a stepper's
  /// value, which the row is for).
  package func keptWhole() -> Text {
    var text = self
    text.isWhole = true
    return text
  }

  private func styled(_ change: (inout Style) -> Void) -> Text {
    var result = self
    for index in result.spans.indices { change(&result.spans[index].style) }
    return result
  }

  /// Bold text.
  package func bold() -> Text { styled { $0.attributes.insert(.bold) } }
  /// Dim (faint) text.
  package func dim() -> Text { styled { $0.attributes.insert(.dim) } }
  /// Italic text.
  package func italic() -> Text { styled { $0.attributes.insert(.italic) } }
  /// Underlined text.
  package func underline() -> Text { styled { $0.attributes.insert(.underline) } }
  /// Text with foreground and background swapped.
  package func reverse() -> Text { styled { $0.attributes.insert(.reverse) } }
  /// Struck-through text.
  package func strikethrough() -> Text { styled { $0.attributes.insert(.strikethrough) } }
  /// Text in `color`.
  package func foregroundColor(_ color: Color) -> Text { styled { $0.foreground = color } }
  /// Text on a `color` background.
  package func backgroundColor(_ color: Color) -> Text { styled { $0.background = color } }
}

/// Lines of styled runs, measured once.
final class TextNode: LayoutNode {
  struct Run {
    let string: Substring
    let style: Style
    let width: Int
  }

  let lines: [[Run]]
  let lineWidths: [Int]

  init(spans: [Text.Span]) {
    var lines: [[Run]] = [[]]
    for span in spans {
      var first = true
      // Most text has no newline: skip splitting (which walks grapheme clusters).
      let pieces =
        span.string.utf8.contains(0x0A)
        ? span.string.split(separator: "\n", omittingEmptySubsequences: false)
        : [span.string[...]]
      for piece in pieces {
        if !first { lines.append([]) }
        first = false
        if !piece.isEmpty {
          lines[lines.count - 1].append(
            Run(string: piece, style: span.style, width: DisplayWidth.of(piece)))
        }
      }
    }
    self.lines = lines
    self.lineWidths = lines.map { $0.reduce(0) { $0 + $1.width } }
  }

  /// Whether lines wider than the space given break between words (SwiftUI's `Text`) rather
  /// than end in `…` (TerminalUI's). Wrapped text takes its style from its first run.
  var wraps = false
  /// Whether a row too short for all its views offers this text its width first (a button's
  /// title).
  var isWhole = false
  override var keepsWidth: Bool { isWhole }
  /// Where wrapping may break: the text with no-break spaces (U+00A0) between words that stay
  /// on one line (a button's bracket and its last word), drawn as spaces. Only between words:
  /// with a word too wide for the line, the text is cut. The text's own lines when `nil`.
  var wrapSource: String?
  /// The most lines a wrapped text takes (SwiftUI's `lineLimit`), the last ending in `…` when
  /// there is more.
  var lineLimit: Int?

  /// The lines at `width` when the text wraps and does not fit, else `nil`; at most
  /// `lineLimit`.
  private func wrapped(width: Int) -> [String]? {
    guard let lines = wrappedLines(width: width) else { return nil }
    guard let lineLimit, lines.count > max(1, lineLimit) else { return lines }
    return Self.cut(lines, to: max(1, lineLimit), width: width)
  }

  /// The first `rows` of `lines`, the last ending in `…`: a text cut shows that it is.
  private static func cut(_ lines: [String], to rows: Int, width: Int) -> [String] {
    var kept = Array(lines.prefix(rows))
    guard var last = kept.last else { return kept }
    while !last.isEmpty, DisplayWidth.of(last) > width - 1 { last.removeLast() }
    kept[kept.count - 1] = last + "…"
    return kept
  }

  private func wrappedLines(width: Int) -> [String]? {
    guard wraps, width > 0, (lineWidths.max() ?? 0) > width else { return nil }
    if let wrapSource {
      // A word wider than the line is cut with `…`, not broken.
      let words = wrapSource.split(separator: " ")
      guard words.allSatisfy({ DisplayWidth.of($0) <= width }) else { return nil }
      return WordWrap.lines(wrapSource, width: width).map {
        $0.replacingOccurrences(of: "\u{A0}", with: " ")
      }
    }
    return lines.flatMap { runs -> [String] in
      let line = runs.map { String($0.string) }.joined()
      return line.isEmpty ? [""] : WordWrap.lines(line, width: width)
    }
  }

  override func measure(_ proposal: Size) -> Size {
    if let wrapped = wrapped(width: proposal.width) {
      let width = wrapped.map { DisplayWidth.of($0) }.max() ?? 0
      return Size(width: width, height: wrapped.count).clamped(to: proposal)
    }
    return Size(width: lineWidths.max() ?? 0, height: lines.count).clamped(to: proposal)
  }

  override func draw(in rect: Rect, _ context: DrawContext) {
    if var wrapped = wrapped(width: rect.width) {
      let style = context.style.merging(lines.first?.first?.style ?? .plain)
      if rect.height > 0, wrapped.count > rect.height {
        wrapped = Self.cut(wrapped, to: rect.height, width: rect.width)
      }
      for (row, line) in wrapped.prefix(max(0, rect.height)).enumerated() {
        context.buffer.write(
          line, at: Point(x: rect.minX, y: rect.minY + row), style: style, limit: rect.maxX)
      }
      return
    }
    for (row, runs) in lines.prefix(max(0, rect.height)).enumerated() {
      let y = rect.minY + row
      let truncated = lineWidths[row] > rect.width
      // Leave a cell for the ellipsis when the line does not fit.
      let limit = truncated ? rect.maxX - 1 : rect.maxX
      var x = rect.minX
      for run in runs where x < limit {
        x += context.buffer.write(
          run.string, at: Point(x: x, y: y), style: context.style.merging(run.style),
          limit: limit)
      }
      if truncated, rect.width > 0 {
        context.buffer.write("…", at: Point(x: x, y: y), style: context.style, limit: rect.maxX)
      }
    }
  }
}
