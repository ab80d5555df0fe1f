/// Text for alerts, dialogs and buttons, as a plain value that can be compared and dumped.
///
/// ```swift
/// TextState("Delete ") + TextState(item.name).bold() + TextState("?")
/// ```
///
/// Renderers read it with `String(state:)`; the terminal UI may draw its styles.
public struct TextState: Equatable, Hashable, Sendable {
  /// A run of text with the same style.
  public struct Run: Equatable, Hashable, Sendable {
    /// The characters of the run.
    public var content: String
    /// The styles applied to the run.
    public var modifiers: [Modifier]
  }

  /// A style applied to text.
  public enum Modifier: Equatable, Hashable, Sendable {
    /// Bold text.
    case bold
    /// Italic text.
    case italic
    /// Underlined text.
    case underline
    /// Text struck through.
    case strikethrough
  }

  /// The runs of the text, in order.
  public private(set) var runs: [Run]

  /// Text shown as written.
  public init(verbatim content: String) {
    self.runs = [Run(content: content, modifiers: [])]
  }

  /// Text shown as written.
  public init(_ content: some StringProtocol) {
    self.init(verbatim: String(content))
  }

  /// This text in bold.
  public func bold() -> Self { self.adding(.bold) }

  /// This text in italics.
  public func italic() -> Self { self.adding(.italic) }

  /// This text underlined, when `isActive`.
  public func underline(_ isActive: Bool = true) -> Self {
    isActive ? self.adding(.underline) : self
  }

  /// This text struck through, when `isActive`.
  public func strikethrough(_ isActive: Bool = true) -> Self {
    isActive ? self.adding(.strikethrough) : self
  }

  /// The two texts one after the other, each keeping its styles.
  public static func + (lhs: Self, rhs: Self) -> Self {
    var text = lhs
    text.runs += rhs.runs
    return text
  }

  private func adding(_ modifier: Modifier) -> Self {
    var text = self
    for index in text.runs.indices where !text.runs[index].modifiers.contains(modifier) {
      text.runs[index].modifiers.append(modifier)
    }
    return text
  }
}

/// Reading the characters of a ``TextState``.
extension String {
  /// The characters of a text, without its styles.
  public init(state: TextState) {
    self = state.runs.map(\.content).joined()
  }
}

extension TextState: ExpressibleByStringLiteral {
  /// Text shown as written, from a string literal: `let title: TextState = "Delete?"`.
  public init(stringLiteral value: String) {
    self.init(verbatim: value)
  }
}

extension TextState: CustomDumpRepresentable {
  /// The characters of the text, with bold, italic and struck-through runs marked as in
  /// Markdown (`**bold**`, `_italic_`, `~~struck~~`), for `customDump` and test failure
  /// messages.
  public var customDumpValue: Any {
    self.runs.map { run in
      var text = run.content
      if run.modifiers.contains(.italic) { text = "_\(text)_" }
      if run.modifiers.contains(.bold) { text = "**\(text)**" }
      if run.modifiers.contains(.strikethrough) { text = "~~\(text)~~" }
      return text
    }
    .joined()
  }
}

extension TextState: CustomStringConvertible {
  /// The characters of the text, without its styles, as `String(state:)` gives them.
  public var description: String {
    String(state: self)
  }
}
