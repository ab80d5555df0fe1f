import Testing

@testable import TerminalUI

/// Hostile input cannot jam the decoder: pastes are bounded in size and time, and over-long
/// sequences are dropped whole however the reads split them.
struct InputDecoderBoundsTests {
  static let long = csi(String(repeating: "1", count: 70))

  @Test func anOverlongSequenceCutBetweenReadsLeaksNoKeys() {
    // Cut at every point: its tail is never read as typed keys, and what follows it is.
    let input = Self.long + bytes("q") + bytes("x")
    for split in 1..<input.count {
      var decoder = InputDecoder()
      var events = decoder.decode(input[..<split])
      events += decoder.decode(input[split...])
      #expect(events == [key("x")], "split at \(split)")
    }
  }

  @Test func anOverlongSequenceEndsWhenSomethingOtherThanItsBytesComes() {
    var decoder = InputDecoder()
    #expect(decoder.decode(Self.long) == [])
    #expect(decoder.isWaitingForSequenceEnd)
    // Ctrl-C is not part of any sequence: it ends the discarded one and is a key.
    #expect(decoder.decode([0x03]) == [key("c", .control)])
    #expect(decoder.decode(bytes("q")) == [key("q")])
  }

  @Test func aKeyLongAfterAnUnfinishedOverlongSequenceIsAKey() {
    var input = TimedInputDecoder()
    #expect(input.receive(Self.long, at: .zero) == [])
    #expect(input.deadline == .seconds(1))
    // Its final byte 0.2 s later still belongs to it (the terminal was slow)…
    #expect(input.receive(bytes("q"), at: .milliseconds(200)) == [])
    #expect(input.receive(Self.long, at: .milliseconds(300)) == [])
    // …but after the wait, a q is typed.
    #expect(input.expire(at: .milliseconds(1300)) == [])
    #expect(input.receive(bytes("q"), at: .milliseconds(1400)) == [key("q")])
  }

  @Test func aStrayPasteStartEndsWhenTheInputGoesQuiet() {
    var input = TimedInputDecoder()
    #expect(input.receive(csi("200~"), at: .zero) == [])
    #expect(input.receive(bytes("q"), at: .milliseconds(100)) == [])
    #expect(input.deadline == .milliseconds(600))
    #expect(input.expire(at: .milliseconds(599)) == [])
    #expect(input.expire(at: .milliseconds(600)) == [.paste("q")])
    #expect(input.deadline == nil)
    #expect(input.receive(bytes("q"), at: .milliseconds(700)) == [key("q")])
  }

  @Test func aStrayPasteStartEndsAfterTheTimeLimitEvenWhileKeysArrive() {
    var input = TimedInputDecoder()
    #expect(input.receive(csi("200~"), at: .zero) == [])
    var pasted: [InputEvent] = []
    var now = Duration.zero
    // Key repeat: a byte every 100 ms keeps the paste from going quiet.
    while pasted.isEmpty {
      now += .milliseconds(100)
      pasted += input.expire(at: now)
      pasted += input.receive(bytes(" "), at: now)
    }
    #expect(now == .seconds(2))
    #expect(pasted == [.paste(String(repeating: " ", count: 19)), key(" ")])
    #expect(input.receive([0x03], at: now + .milliseconds(100)) == [key("c", .control)])
  }

  @Test func aHugePasteKeepsItsFirstMebibyteAndKeysAfterItWork() {
    var decoder = InputDecoder()
    let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 64 * 1024)
    #expect(decoder.decode(csi("200~")) == [])
    for _ in 0..<40 {  // 2.5 MiB
      #expect(decoder.decode(chunk) == [])
      #expect(decoder.bufferedByteCount <= InputDecoder.maximumPasteLength)
    }
    #expect(decoder.droppedPasteBytes == 40 * chunk.count - InputDecoder.maximumPasteLength)
    let events = decoder.decode(csi("201~") + bytes("q"))
    #expect(events.count == 2)
    #expect(events.first == .paste(String(repeating: "a", count: InputDecoder.maximumPasteLength)))
    #expect(events.last == key("q"))
    #expect(decoder.bufferedByteCount == 0)
  }

  @Test func endingAPasteDeliversWhatItHeldIncludingAPartialEndMarker() {
    var decoder = InputDecoder()
    #expect(decoder.decode(csi("200~") + bytes("hi") + csi("20")) == [])
    #expect(decoder.endPaste() == [.paste("hi\u{1B}[20")])
    #expect(!decoder.isInPaste)
    #expect(decoder.decode(bytes("q")) == [key("q")])
  }
}
