/// Decodes the bytes a terminal sends into key presses, mouse events and pastes.
///
/// Feed it bytes as they are read; a sequence cut between two reads is kept until the rest
/// arrives, and bytes that form no known sequence are dropped. A lone Esc cannot be told from
/// the start of a sequence, so when no more bytes arrive shortly after (see ``needsFlush``) the
/// reader calls ``flush()``, which reports what is pending as typed keys. A longer unfinished
/// sequence (see ``isWaitingForSequenceEnd``) is a terminal's report cut between two reads:
/// nobody types that fast, so the reader waits much longer for its rest.
///
/// Nothing grows without bound. A sequence longer than 64 bytes is discarded
/// whole, up to its final byte, however the reads split it (until ``flush()``). A bracketed
/// paste keeps at most ``maximumPasteLength`` bytes and drops the rest up to its end marker;
/// one whose end never comes (a stray paste start) is ended by ``endPaste()``, which the reader
/// calls after a time limit.
///
/// ```swift
/// var decoder = InputDecoder()
/// decoder.decode([0x1B, 0x5B])  // [] (could become an arrow key)
/// decoder.decode([0x41])  // [.key(KeyPress(.up))]
/// decoder.decode([0x1B])  // []
/// decoder.flush()  // [.key(KeyPress(.escape))]
/// ```
public struct InputDecoder: Sendable {
  private var pending: [UInt8] = []
  private var pasteBytes: [UInt8]? = nil
  /// Bytes of the open paste dropped past `maximumPasteLength`.
  private(set) var droppedPasteBytes = 0
  /// Whether the rest of an over-long sequence is being dropped, up to its final byte.
  private var isDiscardingSequence = false

  /// The longest escape sequence kept while waiting for its end; longer ones are garbage.
  static let maximumSequenceLength = 64
  /// The most bytes of one paste that are kept (1 MiB).
  public static let maximumPasteLength = 1 << 20
  static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

  /// A decoder with nothing pending.
  public init() {}

  /// Whether an Esc is waiting to be told apart from the start of a sequence: the reader should
  /// call ``flush()`` if nothing more arrives within a short time (a few tens of milliseconds).
  /// (Part of a UTF-8 character just waits for the rest.)
  public var needsFlush: Bool { pasteBytes == nil && pending.first == 0x1B && pending.count <= 2 }

  /// Whether the start of an escape sequence longer than Esc and one byte (such as
  /// `Esc [ < 0 ; 1`) waits for its end. A terminal writes a report at once, but a loaded
  /// machine may deliver it in two reads some time apart; the reader should call ``flush()``
  /// (which drops it) only after a long wait, a second rather than milliseconds.
  public var isWaitingForSequenceEnd: Bool {
    pasteBytes == nil && (isDiscardingSequence || pending.first == 0x1B && pending.count > 2)
  }

  /// Whether a bracketed paste is open, waiting for its end marker.
  public var isInPaste: Bool { pasteBytes != nil }

  /// The bytes held: pending ones and the open paste's (at most a few more than
  /// ``maximumPasteLength``).
  var bufferedByteCount: Int { pending.count + (pasteBytes?.count ?? 0) }

  /// Decodes `bytes` (appended to any pending ones) into events.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
    pending.append(contentsOf: bytes)
    var events: [InputEvent] = []
    var text = String.UnicodeScalarView()
    var index = 0
    while index < pending.count {
      if isDiscardingSequence {
        let byte = pending[index]
        // Parameter and intermediate bytes go on; a final byte ends the sequence and goes
        // with it; anything else ends it and is read normally.
        if byte >= 0x20 && byte <= 0x3F {
          index += 1
        } else {
          isDiscardingSequence = false
          if byte >= 0x40 && byte <= 0x7E { index += 1 }
        }
        continue
      }
      if pasteBytes != nil {
        let (next, waiting) = consumePaste(from: index, into: &events)
        if waiting {
          pending.removeFirst(next)
          return events
        }
        index = next
        continue
      }
      switch parse(at: index) {
      case .incomplete:
        flushText(&text, into: &events)
        pending.removeFirst(index)
        return events
      case .text(let scalar, let length):
        text.append(scalar)
        index += length
      case .event(let event, let length):
        flushText(&text, into: &events)
        if let event { events.append(event) }
        index += length
      case .pasteStart(let length):
        flushText(&text, into: &events)
        pasteBytes = []
        droppedPasteBytes = 0
        index += length
      case .overlong(let length):
        flushText(&text, into: &events)
        isDiscardingSequence = true
        index += length
      }
    }
    flushText(&text, into: &events)
    pending.removeAll(keepingCapacity: true)
    return events
  }

  /// Reports pending bytes as keys when no more input came: a lone Esc becomes Escape, Esc and
  /// one character become Alt+character, and an unfinished sequence is dropped.
  public mutating func flush() -> [InputEvent] {
    guard needsFlush || isWaitingForSequenceEnd else { return [] }
    isDiscardingSequence = false
    defer { pending.removeAll() }
    if pending == [0x1B] { return [.key(KeyPress(.escape))] }
    if pending.count == 2, pending[0] == 0x1B, pending[1] >= 0x20, pending[1] < 0x7F {
      return [.key(KeyPress(.character(Character(UnicodeScalar(pending[1]))), modifiers: .alt))]
    }
    return []
  }

  /// Ends an open paste whose end marker did not come, delivering what it kept.
  public mutating func endPaste() -> [InputEvent] {
    guard let bytes = pasteBytes else { return [] }
    // What waits is the start of an end marker that never finished: part of the paste.
    let kept = bytes + pending.prefix(max(0, Self.maximumPasteLength - bytes.count))
    pasteBytes = nil
    pending.removeAll()
    return [.paste(String(decoding: kept, as: UTF8.self))]
  }

  // MARK: - Parsing

  private enum Parsed {
    case incomplete
    case text(Unicode.Scalar, length: Int)
    case event(InputEvent?, length: Int)
    case pasteStart(length: Int)
    /// The start of a sequence longer than `maximumSequenceLength`, to drop with its rest.
    case overlong(length: Int)
  }

  private func parse(at start: Int) -> Parsed {
    let byte = pending[start]
    switch byte {
    case 0x1B:
      return parseEscape(at: start)
    case 0x0D, 0x0A:
      return .event(.key(KeyPress(.enter)), length: 1)
    case 0x09:
      return .event(.key(KeyPress(.tab)), length: 1)
    case 0x7F:
      return .event(.key(KeyPress(.backspace)), length: 1)
    case 0x00:
      return .event(.key(KeyPress(.character(" "), modifiers: .control)), length: 1)
    case 0x01...0x1A:
      let letter = Character(UnicodeScalar(byte + 0x60))
      return .event(.key(KeyPress(.character(letter), modifiers: .control)), length: 1)
    case 0x1C...0x1F:
      let symbol = Character(UnicodeScalar(byte + 0x40))
      return .event(.key(KeyPress(.character(symbol), modifiers: .control)), length: 1)
    case 0x20..<0x7F:
      return .text(UnicodeScalar(byte), length: 1)
    default:
      return parseUTF8(at: start)
    }
  }

  private func parseUTF8(at start: Int) -> Parsed {
    let lead = pending[start]
    let length: Int
    var value: UInt32
    switch lead {
    case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
    case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
    case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
    default: return .event(nil, length: 1)  // a stray continuation byte or an invalid lead
    }
    for offset in 1..<length {
      guard start + offset < pending.count else { return .incomplete }
      let next = pending[start + offset]
      guard next & 0xC0 == 0x80 else { return .event(nil, length: offset) }
      value = value << 6 | UInt32(next & 0x3F)
    }
    guard let scalar = Unicode.Scalar(value), value >= 0x80,
      !(length == 3 && value < 0x800), !(length == 4 && value < 0x10000)
    else { return .event(nil, length: length) }  // overlong forms and surrogates
    if value < 0xA0 { return .event(nil, length: length) }  // C1 controls
    return .text(scalar, length: length)
  }

  private func parseEscape(at start: Int) -> Parsed {
    guard start + 1 < pending.count else { return .incomplete }
    switch pending[start + 1] {
    case UInt8(ascii: "["):
      return parseCSI(at: start)
    case UInt8(ascii: "O"):
      guard start + 2 < pending.count else { return .incomplete }
      let key: Key? =
        switch pending[start + 2] {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "M"): .enter
        case UInt8(ascii: "P"): .function(1)
        case UInt8(ascii: "Q"): .function(2)
        case UInt8(ascii: "R"): .function(3)
        case UInt8(ascii: "S"): .function(4)
        default: nil
        }
      return .event(key.map { .key(KeyPress($0)) }, length: 3)
    case 0x1B:
      // Esc Esc: the first is a key on its own; the second starts whatever follows.
      return .event(.key(KeyPress(.escape)), length: 1)
    default:
      // Esc before a key is how terminals send Alt+key.
      switch parse(at: start + 1) {
      case .incomplete:
        return .incomplete
      case .text(let scalar, let length):
        let press = KeyPress(.character(Character(scalar)), modifiers: .alt)
        return .event(.key(press), length: 1 + length)
      case .event(.key(var press)?, let length):
        press.modifiers.insert(.alt)
        return .event(.key(press), length: 1 + length)
      case .event(_, let length):
        return .event(nil, length: 1 + length)
      case .pasteStart(let length):
        return .pasteStart(length: 1 + length)
      case .overlong(let length):
        return .overlong(length: 1 + length)
      }
    }
  }

  private func parseCSI(at start: Int) -> Parsed {
    // CSI: Esc [ parameter bytes (0x30–0x3F), intermediate bytes (0x20–0x2F), a final byte.
    var index = start + 2
    while true {
      // Too long, whether or not its end is here yet: dropped the same way however it is cut.
      if index - start > Self.maximumSequenceLength { return .overlong(length: index - start) }
      guard index < pending.count else { return .incomplete }
      let byte = pending[index]
      if byte >= 0x20 && byte <= 0x3F {
        index += 1
        continue
      }
      if byte >= 0x40 && byte <= 0x7E { break }
      // Anything else interrupts the sequence: drop what came before it.
      return .event(nil, length: index - start)
    }
    let final = pending[index]
    let parameterBytes = pending[(start + 2)..<index]
    if final == UInt8(ascii: "["), parameterBytes.isEmpty {
      // The Linux console's F1–F5: Esc [ [ A … E.
      guard index + 1 < pending.count else { return .incomplete }
      let letter = pending[index + 1]
      let key: Key? = (0x41...0x45).contains(letter) ? .function(Int(letter) - 0x40) : nil
      return .event(key.map { .key(KeyPress($0)) }, length: index + 2 - start)
    }
    let length = index + 1 - start
    if parameterBytes.first == UInt8(ascii: "<") {
      return .event(
        mouseEvent(parameters(parameterBytes.dropFirst()), final: final), length: length)
    }
    let numbers = parameters(parameterBytes)
    if final == UInt8(ascii: "~"), numbers.first == 200 { return .pasteStart(length: length) }
    return .event(csiEvent(numbers, final: final), length: length)
  }

  private func parameters(_ bytes: ArraySlice<UInt8>) -> [Int] {
    var numbers: [Int] = []
    var current = 0
    var sawDigit = false
    for byte in bytes {
      if byte >= 0x30 && byte <= 0x39 {
        current = min(current * 10 + Int(byte - 0x30), 1_000_000)
        sawDigit = true
      } else if byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":") {
        numbers.append(sawDigit ? current : 0)
        current = 0
        sawDigit = false
      }
    }
    numbers.append(sawDigit ? current : 0)
    return numbers
  }

  private func csiEvent(_ numbers: [Int], final: UInt8) -> InputEvent? {
    let modifiers = KeyModifiers(xtermParameter: numbers.count > 1 ? numbers[1] : 1)
    let key: Key?
    switch final {
    case UInt8(ascii: "A"): key = .up
    case UInt8(ascii: "B"): key = .down
    case UInt8(ascii: "C"): key = .right
    case UInt8(ascii: "D"): key = .left
    case UInt8(ascii: "H"): key = .home
    case UInt8(ascii: "F"): key = .end
    case UInt8(ascii: "P"): key = .function(1)
    case UInt8(ascii: "Q"): key = .function(2)
    case UInt8(ascii: "R"): key = .function(3)
    case UInt8(ascii: "S"): key = .function(4)
    case UInt8(ascii: "Z"): return .key(KeyPress(.tab, modifiers: modifiers.union(.shift)))
    case UInt8(ascii: "~"): key = tildeKey(numbers[0])
    case UInt8(ascii: "u"): key = codepointKey(numbers[0])
    default: key = nil
    }
    return key.map { .key(KeyPress($0, modifiers: modifiers)) }
  }

  private func tildeKey(_ number: Int) -> Key? {
    switch number {
    case 1, 7: .home
    case 2: .insert
    case 3: .delete
    case 4, 8: .end
    case 5: .pageUp
    case 6: .pageDown
    case 11...15: .function(number - 10)
    case 17...21: .function(number - 11)
    case 23...26: .function(number - 12)
    case 28, 29: .function(number - 13)
    case 31...34: .function(number - 14)
    default: nil
    }
  }

  /// A key from the "CSI codepoint ; modifiers u" encoding some terminals use.
  private func codepointKey(_ codepoint: Int) -> Key? {
    switch codepoint {
    case 9: .tab
    case 13: .enter
    case 27: .escape
    case 127: .backspace
    default: UnicodeScalar(UInt32(codepoint)).map { .character(Character($0)) }
    }
  }

  private func mouseEvent(_ numbers: [Int], final: UInt8) -> InputEvent? {
    guard numbers.count == 3, final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else {
      return nil
    }
    let code = numbers[0]
    let location = Point(x: max(0, numbers[1] - 1), y: max(0, numbers[2] - 1))
    var modifiers: KeyModifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.control) }
    let buttons: [MouseEvent.Button?] = [.left, .middle, .right, nil]
    let button = buttons[code & 3]
    let kind: MouseEvent.Kind
    if code & 64 != 0 {
      kind = [.scrollUp, .scrollDown, .scrollLeft, .scrollRight][code & 3]
    } else if code & 32 != 0 {
      kind = button.map { .drag($0) } ?? .move
    } else if final == UInt8(ascii: "m") || button == nil {
      kind = .release(button ?? .left)
    } else {
      kind = .press(button!)
    }
    return .mouse(MouseEvent(kind, at: location, modifiers: modifiers))
  }

  /// Collects pasted bytes until the end marker, which may itself arrive in pieces. Returns
  /// where decoding goes on, and whether it must stop there to wait for the marker's rest.
  private mutating func consumePaste(
    from start: Int, into events: inout [InputEvent]
  ) -> (next: Int, waiting: Bool) {
    let marker = Self.pasteEnd
    var index = start
    while index < pending.count {
      if pending[index] == 0x1B {
        let available = min(marker.count, pending.count - index)
        if pending[index..<(index + available)].elementsEqual(marker[0..<available]) {
          keepPasted(pending[start..<index])
          if available < marker.count { return (index, true) }
          events.append(.paste(String(decoding: pasteBytes!, as: UTF8.self)))
          pasteBytes = nil
          return (index + marker.count, false)
        }
      }
      index += 1
    }
    keepPasted(pending[start..<index])
    return (index, false)
  }

  /// Adds pasted bytes up to `maximumPasteLength`, counting the ones dropped past it.
  private mutating func keepPasted(_ bytes: ArraySlice<UInt8>) {
    let room = max(0, Self.maximumPasteLength - pasteBytes!.count)
    pasteBytes!.append(contentsOf: bytes.prefix(room))
    droppedPasteBytes += max(0, bytes.count - room)
  }

  private func flushText(_ text: inout String.UnicodeScalarView, into events: inout [InputEvent]) {
    guard !text.isEmpty else { return }
    for character in String(text) { events.append(.key(KeyPress(.character(character)))) }
    text.removeAll()
  }
}
