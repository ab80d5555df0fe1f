import Testing

@testable import TerminalUI

struct InputDecoderTests {
  /// Byte sequences and the events they decode to (after a flush, so a trailing Esc counts).
  static let table: [(String, [UInt8], [InputEvent])] = [
    ("letter", bytes("a"), [key("a")]),
    ("capital", bytes("Q"), [key("Q")]),
    ("Hangul", bytes("한글"), [key("한"), key("글")]),
    ("emoji", bytes("👍🏽"), [key("👍🏽")]),
    ("combining accent", bytes("e\u{301}"), [key("e\u{301}")]),
    ("enter", [0x0D], [key(.enter)]),
    ("line feed", [0x0A], [key(.enter)]),
    ("tab", [0x09], [key(.tab)]),
    ("backspace", [0x7F], [key(.backspace)]),
    ("lone escape", [0x1B], [key(.escape)]),
    ("escape escape", [0x1B, 0x1B], [key(.escape), key(.escape)]),
    ("ctrl-c", [0x03], [key("c", .control)]),
    ("ctrl-a", [0x01], [key("a", .control)]),
    ("ctrl-space", [0x00], [key(" ", .control)]),
    ("ctrl-backslash", [0x1C], [key("\\", .control)]),
    ("alt-x", [0x1B, 0x78], [key("x", .alt)]),
    ("alt-enter", [0x1B, 0x0D], [key(.enter, .alt)]),
    ("alt-Hangul", [0x1B] + bytes("한"), [key("한", .alt)]),
    ("up", csi("A"), [key(.up)]),
    ("down", csi("B"), [key(.down)]),
    ("right", csi("C"), [key(.right)]),
    ("left", csi("D"), [key(.left)]),
    ("up (application mode)", ss3("A"), [key(.up)]),
    ("ctrl-up", csi("1;5A"), [key(.up, .control)]),
    ("shift-alt-right", csi("1;4C"), [key(.right, [.shift, .alt])]),
    ("home", csi("H"), [key(.home)]),
    ("end", csi("F"), [key(.end)]),
    ("home (vt)", csi("1~"), [key(.home)]),
    ("end (vt)", csi("4~"), [key(.end)]),
    ("insert", csi("2~"), [key(.insert)]),
    ("delete", csi("3~"), [key(.delete)]),
    ("ctrl-delete", csi("3;5~"), [key(.delete, .control)]),
    ("page up", csi("5~"), [key(.pageUp)]),
    ("page down", csi("6~"), [key(.pageDown)]),
    ("shift-tab", csi("Z"), [key(.tab, .shift)]),
    ("F1", ss3("P"), [key(.function(1))]),
    ("F2", ss3("Q"), [key(.function(2))]),
    ("F3", ss3("R"), [key(.function(3))]),
    ("F4", ss3("S"), [key(.function(4))]),
    ("shift-F1", csi("1;2P"), [key(.function(1), .shift)]),
    ("F5", csi("15~"), [key(.function(5))]),
    ("F6", csi("17~"), [key(.function(6))]),
    ("F7", csi("18~"), [key(.function(7))]),
    ("F8", csi("19~"), [key(.function(8))]),
    ("F9", csi("20~"), [key(.function(9))]),
    ("F10", csi("21~"), [key(.function(10))]),
    ("F11", csi("23~"), [key(.function(11))]),
    ("F12", csi("24~"), [key(.function(12))]),
    ("ctrl-F12", csi("24;5~"), [key(.function(12), .control)]),
    ("F1 (Linux console)", csi("[A"), [key(.function(1))]),
    ("kitty enter", csi("13u"), [key(.enter)]),
    ("kitty ctrl-a", csi("97;5u"), [key("a", .control)]),
    ("mouse press", csi("<0;10;5M"), [mouse(.press(.left), 9, 4)]),
    ("mouse release", csi("<0;10;5m"), [mouse(.release(.left), 9, 4)]),
    ("right press", csi("<2;1;1M"), [mouse(.press(.right), 0, 0)]),
    ("ctrl-click", csi("<16;3;4M"), [mouse(.press(.left), 2, 3, .control)]),
    ("drag", csi("<32;7;2M"), [mouse(.drag(.left), 6, 1)]),
    ("wheel up", csi("<64;1;1M"), [mouse(.scrollUp, 0, 0)]),
    ("wheel down", csi("<65;200;60M"), [mouse(.scrollDown, 199, 59)]),
    ("paste", csi("200~") + bytes("hi\n\u{1B}x한") + csi("201~"), [.paste("hi\n\u{1B}x한")]),
    ("empty paste", csi("200~") + csi("201~"), [.paste("")]),
    ("keys around an arrow", bytes("a") + csi("A") + bytes("b"), [key("a"), key(.up), key("b")]),
    // Garbage: each is dropped and the keys around it survive.
    ("invalid UTF-8 lead", bytes("a") + [0xFF] + bytes("b"), [key("a"), key("b")]),
    ("stray continuation", [0x80, 0xBF] + bytes("z"), [key("z")]),
    ("truncated UTF-8", [0xED, 0x95] + bytes("z"), [key("z")]),
    ("overlong encoding", [0xC0, 0xAF] + bytes("z"), [key("z")]),
    ("unknown CSI", csi("99x") + bytes("k"), [key("k")]),
    ("unknown tilde", csi("99~") + bytes("k"), [key("k")]),
    ("CSI cut by a control", [0x1B, 0x5B, 0x31, 0x03], [key("c", .control)]),
    ("bad mouse", csi("<1;2M") + bytes("m"), [key("m")]),
    ("stray paste end", csi("201~") + bytes("p"), [key("p")]),
    ("focus in", csi("I") + bytes("f"), [key("f")]),
  ]

  @Test(arguments: table.indices)
  func decodesWholeSequence(_ index: Int) {
    let (name, input, expected) = Self.table[index]
    var decoder = InputDecoder()
    let events = decoder.decode(input) + decoder.flush()
    #expect(events == expected, "\(name)")
    #expect(!decoder.needsFlush, "\(name)")
  }

  @Test(arguments: table.indices)
  func decodesSequenceSplitAtEveryPoint(_ index: Int) {
    let (name, input, expected) = Self.table[index]
    // A grapheme of several scalars cut between reads arrives as separate characters (the
    // decoder cannot hold typed text back waiting for a possible combining mark).
    guard input.count > 1, !["emoji", "combining accent"].contains(name) else { return }
    for split in 1..<input.count {
      var decoder = InputDecoder()
      var events = decoder.decode(input[..<split])
      events += decoder.decode(input[split...])
      events += decoder.flush()
      #expect(events == expected, "\(name) split at \(split)")
    }
  }

  @Test func decodesByteByByte() {
    let input =
      bytes("x") + csi("1;5A") + bytes("한") + csi("<0;3;3M") + csi("200~") + bytes("p")
      + csi("201~")
    var decoder = InputDecoder()
    var events: [InputEvent] = []
    for byte in input { events += decoder.decode([byte]) }
    #expect(
      events == [key("x"), key(.up, .control), key("한"), mouse(.press(.left), 2, 2), .paste("p")])
  }

  @Test func loneEscapeWaitsForFlush() {
    var decoder = InputDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.needsFlush)
    #expect(decoder.flush() == [key(.escape)])
    #expect(!decoder.needsFlush)
    #expect(decoder.flush() == [])
  }

  @Test func unfinishedSequenceIsDroppedOnFlush() {
    var decoder = InputDecoder()
    #expect(decoder.decode(csi("1;5")) == [])
    #expect(decoder.flush() == [])
    #expect(decoder.decode(bytes("a")) == [key("a")])
  }

  @Test func aCutReportIsNotTakenForATypedEscape() {
    var decoder = InputDecoder()
    #expect(decoder.decode(csi("<0;12;")) == [])
    #expect(!decoder.needsFlush)
    #expect(decoder.isWaitingForSequenceEnd)
    #expect(decoder.decode(bytes("5M")) == [mouse(.press(.left), 11, 4)])
    #expect(!decoder.isWaitingForSequenceEnd)
  }

  @Test func partOfACharacterWaitsForTheRest() {
    var decoder = InputDecoder()
    let hangul = bytes("한")
    #expect(decoder.decode(hangul.prefix(2)) == [])
    #expect(!decoder.needsFlush)
    #expect(decoder.flush() == [])
    #expect(decoder.decode(hangul.suffix(1)) == [key("한")])
  }

  @Test func escapeBracketOnFlushIsAltBracket() {
    var decoder = InputDecoder()
    #expect(decoder.decode([0x1B, 0x5B]) == [])
    #expect(decoder.flush() == [key("[", .alt)])
  }

  @Test func endlessSequenceIsDropped() {
    var decoder = InputDecoder()
    let garbage = [0x1B, 0x5B] + Array(repeating: UInt8(ascii: "1"), count: 100)
    #expect(decoder.decode(garbage) == [])
    // The sequence is dropped whole: "o" is its final byte, "k" comes after it.
    #expect(decoder.decode(bytes("ok")) == [key("k")])
  }

  @Test func pasteIsNotFlushedWhileOpen() {
    var decoder = InputDecoder()
    #expect(decoder.decode(csi("200~") + bytes("long paste")) == [])
    #expect(!decoder.needsFlush)
    #expect(decoder.flush() == [])
    #expect(decoder.decode(bytes(" more") + csi("201~")) == [.paste("long paste more")])
  }

  @Test func randomGarbageNeverCrashesAndRecovers() {
    var generator = SplitMix(seed: 42)
    for _ in 0..<200 {
      var decoder = InputDecoder()
      let noise = (0..<Int.random(in: 1...40, using: &generator)).map { _ in
        UInt8.random(in: 0...255, using: &generator)
      }
      _ = decoder.decode(noise)
      _ = decoder.flush()
      // Whatever state the noise left (even an open paste, closed here), keys get through.
      _ = decoder.decode(csi("201~"))
      _ = decoder.flush()
      #expect(decoder.decode(bytes("z")) == [key("z")])
    }
  }
}

/// A small deterministic random number generator for the noise test.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

func bytes(_ string: String) -> [UInt8] { Array(string.utf8) }
func csi(_ body: String) -> [UInt8] { [0x1B, 0x5B] + Array(body.utf8) }
func ss3(_ body: String) -> [UInt8] { [0x1B, 0x4F] + Array(body.utf8) }

func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent {
  .key(KeyPress(key, modifiers: modifiers))
}

func mouse(
  _ kind: MouseEvent.Kind, _ x: Int, _ y: Int, _ modifiers: KeyModifiers = []
) -> InputEvent {
  .mouse(MouseEvent(kind, at: Point(x: x, y: y), modifiers: modifiers))
}
