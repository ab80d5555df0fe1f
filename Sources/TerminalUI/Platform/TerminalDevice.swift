#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's terminal: whether there is one, its size, raw mode and the screen modes a
/// full-screen program turns on. All termios and ioctl calls of TerminalUI live here.
enum TerminalDevice {
  /// The escape sequences that enter the full-screen mode: alternate screen, hidden cursor,
  /// SGR mouse reporting (presses, releases, drags) and bracketed paste.
  static let enterSequence =
    "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
    + "\u{1B}[?2004h\u{1B}[H\u{1B}[2J"
  /// The sequences that undo `enterSequence`, in reverse order. The alternate screen is
  /// cleared before it is left: tmux shows again, after a program quits, the rows of it that
  /// were wider than the window was when the program started (grown since).
  static let exitSequence =
    "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[0m"
    + "\u{1B}[H\u{1B}[2J\u{1B}[?25h\u{1B}[?1049l"

  /// Whether standard output is a terminal.
  static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

  /// Whether standard input is a terminal.
  static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

  /// The terminal's size: `COLUMNS` and `LINES` when set, otherwise the kernel's window size,
  /// otherwise 80×24.
  static func size(environment: [String: String]) -> Size {
    var window = winsize()
    var width = 0
    var height = 0
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0 {
      width = Int(window.ws_col)
      height = Int(window.ws_row)
    }
    if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { width = columns }
    if let lines = environment["LINES"].flatMap(Int.init), lines > 0 { height = lines }
    return Size(width: width > 0 ? width : 80, height: height > 0 ? height : 24)
  }

  /// Puts standard input in raw mode (no echo, no line editing, no signals from keys) and
  /// returns the settings to restore, or `nil` when it is not a terminal.
  static func enableRawMode() -> termios? {
    var original = termios()
    guard tcgetattr(STDIN_FILENO, &original) == 0 else { return nil }
    var raw = original
    cfmakeraw(&raw)
    // Keep output processing so that stray newlines (e.g. from a crash message) still return
    // the carriage.
    raw.c_oflag |= tcflag_t(OPOST)
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { return nil }
    return original
  }

  /// Makes standard input deliver each key at once, without echo, for plain output on a
  /// terminal (`TERM=dumb`); Ctrl-C and output processing stay as they are. Returns the
  /// settings to restore, or `nil` when it is not a terminal.
  static func enableKeyMode() -> termios? {
    var original = termios()
    guard tcgetattr(STDIN_FILENO, &original) == 0 else { return nil }
    var keys = original
    keys.c_lflag &= ~tcflag_t(ICANON | ECHO)
    withUnsafeMutableBytes(of: &keys.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &keys) == 0 else { return nil }
    return original
  }

  /// Writes all of `bytes` to standard output, retrying short writes and interruptions.
  static func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(
          STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0 && errno == EINTR {
          continue
        } else {
          return
        }
      }
    }
  }

  static func write(_ string: String) { write(Array(string.utf8)) }
}

#if canImport(Glibc)
  let systemWrite = Glibc.write
  let systemRead = Glibc.read
#elseif canImport(Musl)
  let systemWrite = Musl.write
  let systemRead = Musl.read
#elseif canImport(Darwin)
  let systemWrite = Darwin.write
  let systemRead = Darwin.read
#endif
