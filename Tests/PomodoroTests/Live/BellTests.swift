import Foundation
import PomodoroLive
import Testing

struct BellTests {
  @Test func ringsWithBELWhenEnabled() {
    let written = Recorder<Data>()
    Bell { written.append($0) }.ring()
    #expect(written.values == [Data([0x07])])

    Bell(isEnabled: false) { written.append($0) }.ring()
    #expect(written.values.count == 1)
  }

  @Test func writesToAFileHandle() throws {
    let pipe = Pipe()
    Bell(output: pipe.fileHandleForWriting).ring()
    try pipe.fileHandleForWriting.close()
    #expect(try pipe.fileHandleForReading.readToEnd() == Data([0x07]))
  }
}
