import Foundation

/// Task names and hook output come from people and programs; printed raw, a control character
/// is an instruction to the terminal (ESC ] 0 sets the window title, ESC ] 52 writes the
/// clipboard, CSI 2 J clears the screen). They are removed when a task is typed or given, and
/// escaped wherever text that may still hold them (an older history, a hand-edited database, a
/// hook's output) is printed.
extension String {
  /// Whether `scalar` is a control character: C0 (U+0000–U+001F), DEL, C1 (U+0080–U+009F),
  /// or a line or paragraph separator.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control
      || scalar.properties.generalCategory == .lineSeparator
      || scalar.properties.generalCategory == .paragraphSeparator
  }

  /// The string without its control characters.
  ///
  /// ```swift
  /// "Report\u{1B}]0;title\u{7}".removingControlCharacters  // "Report]0;title"
  /// ```
  public var removingControlCharacters: String {
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: unicodeScalars.lazy.filter { !Self.isControl($0) })
    return String(scalars)
  }

  /// The string with each control character written as `\u{1B}`, which a terminal shows
  /// rather than obeys.
  ///
  /// ```swift
  /// "Report\u{1B}]0;title\u{7}".escapingControlCharacters  // #"Report\u{1B}]0;title\u{7}"#
  /// ```
  public var escapingControlCharacters: String {
    guard unicodeScalars.contains(where: Self.isControl) else { return self }
    var result = ""
    for scalar in unicodeScalars {
      if Self.isControl(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// JSON text with the control characters `JSONEncoder` leaves raw — DEL, C1
  /// (U+0080–U+009F; U+009B is a CSI) and the line and paragraph separators — written as
  /// `\uXXXX` escapes, so that `--json` printed to a terminal cannot drive it. Encoder output
  /// has them only inside strings, where the escape stands for the same character.
  ///
  /// ```swift
  /// "{\"task\":\"a\u{9B}2J\"}".escapingControlCharactersForJSON  // {"task":"a\u009b2J"}
  /// ```
  public var escapingControlCharactersForJSON: String {
    // C0 is left alone: the encoder escapes it in strings, and outside them it is the
    // pretty-printer's line breaks.
    func leftRaw(_ scalar: Unicode.Scalar) -> Bool {
      scalar.value >= 0x7F && Self.isControl(scalar)
    }
    guard unicodeScalars.contains(where: leftRaw) else { return self }
    var result = ""
    for scalar in unicodeScalars {
      if leftRaw(scalar) {
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
