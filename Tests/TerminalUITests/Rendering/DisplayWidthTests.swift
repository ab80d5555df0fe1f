import Testing

@testable import TerminalUI

struct DisplayWidthTests {
  @Test(arguments: [
    ("abc", 3),
    ("", 0),
    ("한국어", 6),  // Hangul syllables
    ("\u{1112}\u{1161}\u{11AB}", 2),  // 한 as conjoining Jamo: one wide cluster
    ("日本語", 6),  // CJK ideographs
    ("ひらがな", 8),  // kana
    ("ＡＢ", 4),  // fullwidth Latin
    ("e\u{301}", 1),  // combining acute accent
    ("a\u{20DD}", 1),  // enclosing circle
    ("👍", 2),
    ("👍🏽", 2),  // emoji with a skin-tone modifier
    ("👨‍👩‍👧", 2),  // a ZWJ family
    ("🇰🇷", 2),  // a flag
    ("❤️", 2),  // a text symbol with the emoji variation selector
    ("❤", 1),  // the same symbol as text
    ("é", 1),
    ("─│╭", 3),  // box drawing
    ("\u{200B}", 0),  // zero width space
    ("\t", 0),  // controls draw nothing
    ("Hi 안녕 👋!", 11),
  ])
  func widths(_ string: String, _ width: Int) {
    #expect(
      DisplayWidth.of(string) == width,
      "\(string.unicodeScalars.map { String($0.value, radix: 16) })")
  }
}
