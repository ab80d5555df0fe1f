import Foundation

/// The end-of-session chime: three rising bell-like tones, generated as a 16-bit PCM WAV file.
///
/// Generated in code so the app ships no audio files and the sound is the same everywhere.
///
/// ```swift
/// let wav = ChimeSound.wav()  // about 0.8 s, mono, 22 050 Hz
/// try wav.write(to: cacheURL)
/// ```
package enum ChimeSound {
  /// One note of the chime.
  struct Tone {
    var frequency: Double
    var seconds: Double
  }

  /// C6, E6, G6: a major arpeggio reads as "done", not as an alarm.
  static let tones = [
    Tone(frequency: 1046.50, seconds: 0.22),
    Tone(frequency: 1318.51, seconds: 0.22),
    Tone(frequency: 1567.98, seconds: 0.40),
  ]

  /// The chime as the bytes of a mono 16-bit PCM WAV file.
  ///
  /// ```swift
  /// let wav = ChimeSound.wav(sampleRate: 44_100)
  /// ```
  package static func wav(sampleRate: Int = 22_050) -> Data {
    pcm16WAV(samples: samples(sampleRate: sampleRate), sampleRate: sampleRate)
  }

  /// The chime's samples in -1 ... 1.
  static func samples(sampleRate: Int) -> [Double] {
    let rate = Double(sampleRate)
    var samples: [Double] = []
    for tone in tones {
      let count = Int(tone.seconds * rate)
      let attack = max(1, Int(0.005 * rate))  // a 5 ms fade-in avoids a click
      for index in 0..<count {
        let time = Double(index) / rate
        let fadeIn = min(1, Double(index) / Double(attack))
        let decay = exp(-time * 6)
        let fadeOut = min(1, Double(count - index) / Double(attack))
        // A quieter octave overtone makes the sine sound more like a bell.
        let wave =
          sin(2 * .pi * tone.frequency * time)
          + 0.3 * sin(4 * .pi * tone.frequency * time)
        samples.append(0.45 / 1.3 * wave * fadeIn * decay * fadeOut)
      }
    }
    return samples
  }

  /// Wraps samples in a RIFF/WAVE container: a 44-byte header, then little-endian 16-bit data.
  static func pcm16WAV(samples: [Double], sampleRate: Int) -> Data {
    let channels = 1
    let bytesPerSample = 2
    let dataSize = samples.count * bytesPerSample * channels
    var data = Data(capacity: 44 + dataSize)
    func append32(_ value: Int) { withUnsafeBytes(of: UInt32(value).littleEndian) { data += $0 } }
    func append16(_ value: Int) { withUnsafeBytes(of: UInt16(value).littleEndian) { data += $0 } }

    data += Data("RIFF".utf8)
    append32(36 + dataSize)
    data += Data("WAVE".utf8)
    data += Data("fmt ".utf8)
    append32(16)  // size of the fmt chunk
    append16(1)  // PCM
    append16(channels)
    append32(sampleRate)
    append32(sampleRate * channels * bytesPerSample)  // byte rate
    append16(channels * bytesPerSample)  // block align
    append16(bytesPerSample * 8)  // bits per sample
    data += Data("data".utf8)
    append32(dataSize)
    for sample in samples {
      let clamped = max(-1, min(1, sample))
      withUnsafeBytes(of: Int16(clamped * Double(Int16.max)).littleEndian) { data += $0 }
    }
    return data
  }
}
