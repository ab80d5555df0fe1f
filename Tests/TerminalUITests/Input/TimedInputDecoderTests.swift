import Testing

@testable import TerminalUI

/// The reader's waiting rule as timelines: what arrives when, and what is reported.
struct TimedInputDecoderTests {
  @Test func aClickCutBetweenReadsWaitsForItsRest() {
    var input = TimedInputDecoder()
    #expect(input.receive(csi("<0;12;"), at: .zero) == [])
    #expect(input.deadline == .seconds(1))
    // The rest comes 40 ms later (a loaded machine): longer than an Esc waits.
    #expect(input.expire(at: .milliseconds(40)) == [])
    #expect(
      input.receive(bytes("5M") + csi("<0;12;5m"), at: .milliseconds(40))
        == [mouse(.press(.left), 11, 4), mouse(.release(.left), 11, 4)])
    #expect(input.deadline == nil)
  }

  @Test func loneEscapeIsAKeyAfterAShortWait() {
    var input = TimedInputDecoder()
    #expect(input.receive([0x1B], at: .zero) == [])
    #expect(input.deadline == .milliseconds(25))
    #expect(input.expire(at: .milliseconds(10)) == [])
    #expect(input.expire(at: .milliseconds(25)) == [key(.escape)])
    #expect(input.deadline == nil)
  }

  @Test func escapeThenBracketAloneIsAltBracketAfterAShortWait() {
    var input = TimedInputDecoder()
    #expect(input.receive([0x1B, 0x5B], at: .zero) == [])
    #expect(input.expire(at: .milliseconds(25)) == [key("[", .alt)])
  }

  @Test func eachReadRestartsTheWait() {
    var input = TimedInputDecoder()
    #expect(input.receive(csi("<0;1"), at: .zero) == [])
    #expect(input.receive(bytes(";"), at: .milliseconds(900)) == [])
    #expect(input.expire(at: .seconds(1)) == [])
    #expect(input.deadline == .milliseconds(1900))
  }

  @Test func anUnfinishedSequenceIsDroppedAfterTheLongWait() {
    var input = TimedInputDecoder()
    #expect(input.receive(csi("1;5"), at: .zero) == [])
    #expect(input.expire(at: .seconds(1)) == [])
    #expect(input.deadline == nil)
    #expect(input.receive(bytes("a"), at: .seconds(2)) == [key("a")])
  }

  @Test func endOfInputFlushesAtOnce() {
    var input = TimedInputDecoder()
    #expect(input.receive([0x1B], at: .zero) == [])
    #expect(input.finish() == [key(.escape)])
  }

  @Test func pollTimeoutIsRoundedUpToTheDeadline() {
    #expect(InputReader.milliseconds(until: nil, .zero) == -1)
    #expect(InputReader.milliseconds(until: .milliseconds(25), .zero) == 25)
    #expect(InputReader.milliseconds(until: .milliseconds(25), .microseconds(10_500)) == 15)
    #expect(InputReader.milliseconds(until: .milliseconds(25), .seconds(1)) == 0)
  }
}
