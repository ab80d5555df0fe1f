import enum TerminalUI.DisplayWidth

/// A key the screen shown takes, as its key line and the `?` list name it: "Esc back".
///
/// ```swift
/// KeyHint.lines([KeyHint("Esc", "back"), KeyHint("q", "quit")], width: 30)
/// // ["Esc back · q quit"]
/// ```
public struct KeyHint: Equatable, Sendable {
  /// The key as the user reads it: "Esc", "- / +".
  public var key: String
  /// What it does now: "back".
  public var title: String

  public init(_ key: String, _ title: String) {
    self.key = key
    self.title = title
  }

  public var text: String { "\(key) \(title)" }

  static let separator = " · "

  /// The hints joined by " · " in lines no wider than `width`, a hint never split between
  /// two lines (one wider than a line has a line of its own).
  public static func lines(_ hints: [KeyHint], width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for hint in hints {
      let joined = line.isEmpty ? hint.text : line + separator + hint.text
      if line.isEmpty || DisplayWidth.of(joined) <= width {
        line = joined
      } else {
        lines.append(line)
        line = hint.text
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// The keys every case study takes.
  static let back = KeyHint("Esc", "back")
  static let help = KeyHint("?", "help")
  static let quit = KeyHint("q", "quit")
}
