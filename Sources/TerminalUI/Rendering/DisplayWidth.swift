/// How many terminal cells text occupies.
///
/// Wide East Asian characters (Hangul, kana, CJK ideographs, fullwidth forms) and emoji take two
/// cells, combining marks and other zero-width characters none, everything else one.
///
/// ```swift
/// DisplayWidth.of("한국어")  // 6
/// DisplayWidth.of("e\u{301}")  // 1
/// ```
public enum DisplayWidth {
  /// The number of cells `string` occupies.
  public static func of(_ string: some StringProtocol) -> Int {
    // Printable ASCII (most text) is one cell a byte: skip grapheme breaking.
    if string.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return string.utf8.count }
    var total = 0
    for character in string { total += of(character) }
    return total
  }

  /// The number of cells one grapheme cluster occupies: 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    if let ascii = character.asciiValue {
      // "\r\n" is one ASCII Character too; control characters draw nothing.
      return ascii >= 0x20 && ascii < 0x7F ? 1 : 0
    }
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    let base = of(first)
    if base == 2 { return 2 }
    if scalars.count > 1 {
      // A variation selector 16 asks for the emoji (wide) presentation; a pair of regional
      // indicators is a flag.
      if scalars.contains("\u{FE0F}") && first.properties.isEmoji { return 2 }
      if (0x1F1E6...0x1F1FF).contains(first.value) { return 2 }
      if base == 0 {
        // A cluster that starts with a mark (e.g. a stray combining accent) still needs its
        // widest scalar's room.
        return scalars.map(of).max() ?? 0
      }
    }
    return base
  }

  /// The number of cells one Unicode scalar occupies on its own.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (value >= 0x7F && value < 0xA0) { return 0 }
    if value < 0x300 { return 1 }
    // The commonest wide blocks (Hangul syllables, CJK ideographs, kana) without property
    // look-ups.
    if (0xAC00...0xD7A3).contains(value) || (0x4E00...0x9FFF).contains(value)
      || (0x3041...0x30FF).contains(value)
    {
      return 2
    }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    // Hangul medial vowels and final consonants join the preceding initial consonant.
    if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
    if value < 0x1100 { return 1 }
    if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
    return 1
  }

  /// Ranges of the East Asian Wide and Fullwidth characters, sorted, for a binary search.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initial consonants
    0x2329...0x232A,  // angle brackets
    0x2E80...0x303E,  // CJK radicals, Kangxi radicals, CJK symbols and punctuation
    0x3041...0x33FF,  // kana, Bopomofo, Hangul compatibility Jamo, enclosed CJK
    0x3400...0x4DBF,  // CJK extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul Jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
    0xFF00...0xFF60,  // fullwidth forms
    0xFFE0...0xFFE6,  // fullwidth signs
    0x16FE0...0x16FE4,  // ideographic symbols
    0x17000...0x18CFF,  // Tangut
    0x1B000...0x1B2FF,  // kana supplement and extensions, Nushu
    0x1F200...0x1F265,  // enclosed ideographic supplement
    0x1F300...0x1F64F,  // pictographs and emoticons (text-presentation ones are excluded below)
    0x1F680...0x1F6FF,  // transport and map symbols
    0x1F900...0x1F9FF,  // supplemental symbols and pictographs
    0x1FA70...0x1FAFF,  // symbols and pictographs extended A
    0x20000...0x2FFFD,  // CJK extensions B–F
    0x30000...0x3FFFD,  // CJK extensions G–H
  ]

  private static func isWide(_ value: UInt32) -> Bool {
    var low = 0
    var high = wideRanges.count - 1
    while low <= high {
      let mid = (low + high) / 2
      let range = wideRanges[mid]
      if value < range.lowerBound {
        high = mid - 1
      } else if value > range.upperBound {
        low = mid + 1
      } else {
        // Pictographs without emoji presentation (e.g. U+1F321 thermometer) draw narrow.
        if value >= 0x1F300, let scalar = Unicode.Scalar(value) {
          return scalar.properties.isEmojiPresentation || !scalar.properties.isEmoji
        }
        return true
      }
    }
    return false
  }
}
