/// Something the user did at the terminal.
///
/// ```swift
/// var decoder = InputDecoder()
/// decoder.decode(Array("q".utf8))  // [.key("q")]
/// ```
public enum InputEvent: Hashable, Sendable {
  case key(KeyPress)
  case mouse(MouseEvent)
  /// Text pasted while bracketed paste is on, delivered whole.
  case paste(String)
}
