// `stdout` is C's global stream: preconcurrency, as the app's one thread of drawing owns it.
#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

/// What a SwiftUI app prints (`print`, TCA's `_printChanges()`) while its screen is up. On
/// Apple platforms that goes to the console, not the window; here standard output is the
/// screen, where it would scribble over the drawn cells. So C's `stdout` stream, which `print`
/// writes to, is pointed at a temporary file, and what it holds is written to the terminal once
/// the screen is gone. The screen itself is drawn with `write(2)` on the descriptor, which this
/// does not touch.
final class DivertedOutput {
  private let file: UnsafeMutablePointer<FILE>
  private let original: UnsafeMutablePointer<FILE>

  private init(file: UnsafeMutablePointer<FILE>, original: UnsafeMutablePointer<FILE>) {
    self.file = file
    self.original = original
  }

  /// Diverts what `print` writes (C's `stdout`).
  static func divertStandardOutput() -> DivertedOutput? { divert(&stdout) }

  /// Writes what `print` wrote meanwhile, and `print` writes to standard output again.
  func restoreStandardOutput() { restore(&stdout) }

  /// Points `stream` at a temporary file; `nil` (nothing diverted) when there is no file to
  /// hold the output.
  static func divert(_ stream: inout UnsafeMutablePointer<FILE>?) -> DivertedOutput? {
    guard let original = stream, let file = tmpfile() else { return nil }
    fflush(original)
    stream = file
    return DivertedOutput(file: file, original: original)
  }

  /// Points `stream` back where it was and writes there what was printed meanwhile.
  func restore(_ stream: inout UnsafeMutablePointer<FILE>?) {
    fflush(file)
    stream = original
    rewind(file)
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      fwrite(buffer, 1, count, original)
    }
    fflush(original)
    fclose(file)
  }
}
