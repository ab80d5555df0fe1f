#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension DeviceBackend {
  /// Makes the controlling terminal the standard input, for a program drawn on a terminal
  /// whose input was redirected (`pomodoro < /dev/null`): keys are then read from the terminal,
  /// as `less` and `vim -` do. Returns whether it could.
  static func readKeysFromControllingTerminal() -> Bool {
    let terminal = open("/dev/tty", O_RDWR | O_CLOEXEC)
    guard terminal >= 0 else { return false }
    defer { close(terminal) }
    return dup2(terminal, STDIN_FILENO) == STDIN_FILENO
  }
}
