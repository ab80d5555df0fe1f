import Testing

@testable import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A SwiftUI app's prints while its screen is up wait until the screen is gone (TCA's Todos
/// prints every action with `_printChanges()`).
struct DivertedOutputTests {
  @Test func whatIsPrintedWhileDivertedIsWrittenWhenRestored() throws {
    // A stream into memory stands in for the terminal.
    let contents = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: 1)
    let size = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    defer {
      free(contents.pointee)
      contents.deallocate()
      size.deallocate()
    }
    let terminal = try #require(open_memstream(contents, size))
    var stream: UnsafeMutablePointer<FILE>? = terminal
    fputs("before\n", stream)
    let diverted = try #require(DivertedOutput.divert(&stream))
    #expect(stream != terminal)
    fputs("received action\n", stream)
    fflush(terminal)
    #expect(String(cString: contents.pointee!) == "before\n")
    diverted.restore(&stream)
    #expect(stream == terminal)
    fclose(terminal)
    #expect(String(cString: contents.pointee!) == "before\nreceived action\n")
  }
}
