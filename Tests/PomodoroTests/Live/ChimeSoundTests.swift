import Foundation
import PomodoroLive
import Testing

struct ChimeSoundTests {
  func uint32(_ data: Data, at offset: Int) -> UInt32 {
    data[offset..<offset + 4].enumerated().reduce(0) { $0 | UInt32($1.element) << (8 * $1.offset) }
  }

  func uint16(_ data: Data, at offset: Int) -> UInt16 {
    UInt16(data[offset]) | UInt16(data[offset + 1]) << 8
  }

  @Test func wavHeaderDescribesMono16BitPCM() {
    let wav = ChimeSound.wav(sampleRate: 22_050)
    #expect(String(decoding: wav[0..<4], as: UTF8.self) == "RIFF")
    #expect(uint32(wav, at: 4) == UInt32(wav.count - 8))
    #expect(String(decoding: wav[8..<12], as: UTF8.self) == "WAVE")
    #expect(String(decoding: wav[12..<16], as: UTF8.self) == "fmt ")
    #expect(uint32(wav, at: 16) == 16)
    #expect(uint16(wav, at: 20) == 1)  // PCM
    #expect(uint16(wav, at: 22) == 1)  // mono
    #expect(uint32(wav, at: 24) == 22_050)
    #expect(uint32(wav, at: 28) == 44_100)  // bytes per second
    #expect(uint16(wav, at: 32) == 2)
    #expect(uint16(wav, at: 34) == 16)
    #expect(String(decoding: wav[36..<40], as: UTF8.self) == "data")
    #expect(uint32(wav, at: 40) == UInt32(wav.count - 44))
  }

  @Test func chimeIsShortAndAudible() {
    let wav = ChimeSound.wav(sampleRate: 8_000)
    let seconds = Double(wav.count - 44) / 2 / 8_000
    #expect(seconds > 0.3 && seconds < 2)
    let samples = stride(from: 44, to: wav.count, by: 2).map {
      Int16(bitPattern: uint16(wav, at: $0))
    }
    let loudest = samples.map { abs(Int($0)) }.max() ?? 0
    #expect(loudest > 5_000 && loudest < Int(Int16.max))
    #expect(samples.first == 0)
  }
}
