/// Something the user did at the terminal.
///
/// ```swift
/// var decoder = InputDecoder()
/// decoder.decode(Array("q".utf8))  // [.key("q")]
/// ```
public enum InputEvent: Hashable, Sendable {
  /// A key was pressed.
  case key(KeyPress)
  /// The mouse did something (when the terminal reports the mouse).
  case mouse(MouseEvent)
  /// Text pasted while bracketed paste is on, delivered whole.
  case paste(String)
}
