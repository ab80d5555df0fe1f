import Foundation
import Testing

@testable import TerminalUI

/// Seeded random input, built from the pieces terminals send, cut at random points: the
/// decoder never crashes, holds a bounded number of bytes, decodes the same events however
/// the reads are cut (up to characters of several scalars), and a key typed after the input
/// ends is that key.
///
/// `DECODER_FUZZ_INPUTS` sets how many inputs (default 20,000, a few seconds);
/// `DECODER_FUZZ_SEED` the seed.
struct InputDecoderFuzzTests {
  static let pieces: [[UInt8]] = [
    [0x1B], bytes("["), bytes("<"), bytes("O"), bytes(";"), bytes("0"), bytes("1"),
    bytes("35"), bytes("M"), bytes("m"), bytes("~"), bytes("A"), bytes("q"), bytes(" "),
    csi("200~"), csi("201~"), csi("<0;12;5M"), csi("1;5A"), bytes("한"), [0xE2, 0x82],
    [0x80], [0xFF], [0x03], [0x0D], [0x7F], csi(String(repeating: "9", count: 70)),
    Array(repeating: UInt8(ascii: "2"), count: 40),
  ]

  static func input(_ generator: inout SplitMix) -> [UInt8] {
    var input: [UInt8] = []
    for _ in 0..<Int.random(in: 1...30, using: &generator) {
      if Int.random(in: 0..<8, using: &generator) == 0 {
        input.append(UInt8.random(in: 0...255, using: &generator))
      } else {
        input += pieces.randomElement(using: &generator)!
      }
    }
    return input
  }

  /// The events with typed characters as their scalars: a character of several scalars cut
  /// between reads arrives as several keys (the decoder cannot hold typed text back waiting
  /// for a combining mark), which is the only difference a cut may make.
  static func scalars(_ events: [InputEvent]) -> [String] {
    events.flatMap { event -> [String] in
      if case .key(let press) = event, case .character(let character) = press.key,
        press.modifiers.isEmpty
      {
        return character.unicodeScalars.map { "U+\(String($0.value, radix: 16))" }
      }
      return ["\(event)"]
    }
  }

  @Test func randomInputCutAtRandomPoints() {
    let environment = ProcessInfo.processInfo.environment
    let count = environment["DECODER_FUZZ_INPUTS"].flatMap(Int.init) ?? 20_000
    let seed = environment["DECODER_FUZZ_SEED"].flatMap(UInt64.init) ?? 2026
    var generator = SplitMix(seed: seed)
    var largestBuffer = 0
    var failures = 0
    for round in 0..<count {
      let input = Self.input(&generator)
      var whole = InputDecoder()
      let expected = whole.decode(input)

      var cut = InputDecoder()
      var events: [InputEvent] = []
      var start = 0
      while start < input.count {
        let end = min(input.count, start + Int.random(in: 1...16, using: &generator))
        events += cut.decode(input[start..<end])
        largestBuffer = max(largestBuffer, cut.bufferedByteCount)
        start = end
      }
      _ = cut.endPaste()
      _ = cut.flush()
      let after = cut.decode(bytes("q"))
      if Self.scalars(events) != Self.scalars(expected) || after != [key("q")] {
        failures += 1
        if failures <= 3 {
          Issue.record("round \(round): \(input) gave \(events), whole \(expected), then \(after)")
        }
      }
    }
    #expect(failures == 0)
    // Without pastes over a mebibyte, only a sequence's bytes and a paste's wait.
    #expect(largestBuffer <= 30 * 72)
    print(
      "decoder fuzz: \(count) inputs, seed \(seed), \(failures) failures, largest buffer \(largestBuffer) bytes"
    )
  }
}
