/// Whether a program draws full-screen frames or prints plain lines.
///
/// ```swift
/// let mode = OutputMode.detect(environment: ProcessInfo.processInfo.environment,
///                              outputIsTerminal: isatty(STDOUT_FILENO) == 1)
/// ```
public enum OutputMode: Hashable, Sendable {
  /// Frames drawn with escape sequences on the alternate screen.
  case fullScreen
  /// One line of text per change, with no escape sequences.
  case plain

  /// Full screen on a terminal that understands escape sequences; plain lines into a pipe or
  /// a file, and on a `TERM=dumb` terminal (Emacs's shell buffer, some CI logs), which would
  /// show the sequences as text.
  public static func detect(environment: [String: String], outputIsTerminal: Bool) -> OutputMode {
    guard outputIsTerminal, environment["TERM"] != "dumb" else { return .plain }
    return .fullScreen
  }
}
