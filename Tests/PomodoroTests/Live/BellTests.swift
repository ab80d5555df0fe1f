import Foundation
import PomodoroCore
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

struct HapticBellTests {
  /// The bell marks the end of a session; a bell on every key press is opt-in.
  @Test func ringsForAnEndedSessionAndForKeyPressesOnlyWhenAskedTo() async {
    let written = Recorder<Data>()
    let bell = Bell { written.append($0) }
    let quiet = HapticClient.live(bell: bell)
    await quiet.impact(.light)
    #expect(written.values.isEmpty)
    await quiet.impact(.heavy)
    #expect(written.values == [Data([0x07])])

    await HapticClient.live(bell: bell, ringsOnTap: true).impact(.light)
    #expect(written.values.count == 2)
    #expect(PomodoroSettings().tapBellEnabled == false)
  }
}
