/// A terminal's screen as the bytes written to it leave it: what ``TestBackend`` shows. It
/// understands what TerminalUI writes (cursor moves, clearing, scroll regions, the modes a
/// full-screen program turns on and off, SGR styles) and ignores any other sequence.
struct EmulatedScreen {
  private(set) var buffer: CellBuffer
  private(set) var modes = TestBackend.Modes.restored
  private var cursor = Point(x: 0, y: 0)
  private var pen = Style.plain
  private var scrollRegion: ClosedRange<Int>?
  /// Bytes of an escape sequence or character that a later write completes.
  private var pending: [UInt8] = []

  init(size: Size) {
    buffer = CellBuffer(size: size)
  }

  /// A terminal window resized: what fits stays where it was, as tmux keeps it.
  mutating func resize(to size: Size) {
    var resized = CellBuffer(size: size)
    resized.copy(
      Rect(
        origin: Point(x: 0, y: 0),
        size: Size(
          width: min(size.width, buffer.size.width), height: min(size.height, buffer.size.height))),
      of: buffer, to: Point(x: 0, y: 0))
    buffer = resized
    scrollRegion = nil
  }

  mutating func receive(_ bytes: [UInt8]) {
    let input = pending + bytes
    pending = []
    var index = 0
    var text: [UInt8] = []
    func flushText(_ screen: inout EmulatedScreen) {
      guard !text.isEmpty else { return }
      screen.print(String(decoding: text, as: UTF8.self))
      text.removeAll()
    }
    while index < input.count {
      let byte = input[index]
      if byte == 0x1B {
        flushText(&self)
        guard let end = Self.sequenceEnd(in: input, from: index) else {
          pending = Array(input[index...])
          return
        }
        perform(Array(input[index...end]))
        index = end + 1
      } else if byte < 0x20 {
        flushText(&self)
        index += 1
      } else {
        text.append(byte)
        index += 1
      }
    }
    // A character cut between writes waits for its other bytes.
    var cut = 0
    while cut < min(3, text.count), text[text.count - 1 - cut] & 0xC0 == 0x80 { cut += 1 }
    if cut < text.count, text[text.count - 1 - cut] >= 0xC0,
      Self.utf8Length(text[text.count - 1 - cut]) > cut + 1
    {
      pending = Array(text[(text.count - 1 - cut)...])
      text.removeLast(cut + 1)
    }
    flushText(&self)
  }

  private static func utf8Length(_ lead: UInt8) -> Int {
    lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
  }

  /// The index of the last byte of the escape sequence that starts at `start`, or `nil` when
  /// its end has not been written yet.
  private static func sequenceEnd(in bytes: [UInt8], from start: Int) -> Int? {
    guard start + 1 < bytes.count else { return nil }
    guard bytes[start + 1] == UInt8(ascii: "[") else { return start + 1 }
    var index = start + 2
    while index < bytes.count {
      if (0x40...0x7E).contains(bytes[index]) { return index }
      index += 1
    }
    return nil
  }

  private mutating func print(_ string: String) {
    for character in string {
      let width = DisplayWidth.of(character)
      guard width > 0, cursor.y < buffer.size.height else { continue }
      if cursor.x + width <= buffer.size.width {
        buffer.put(character, at: cursor, style: pen)
      }
      cursor.x = min(cursor.x + width, buffer.size.width)
    }
  }

  private mutating func perform(_ sequence: [UInt8]) {
    guard sequence.count >= 3, sequence[1] == UInt8(ascii: "[") else { return }
    let final = sequence[sequence.count - 1]
    var body = String(decoding: sequence[2..<(sequence.count - 1)], as: UTF8.self)
    let isPrivate = body.hasPrefix("?")
    if isPrivate { body.removeFirst() }
    let parameters = body.split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0) ?? 0
    }
    func parameter(_ index: Int, default value: Int) -> Int {
      index < parameters.count && parameters[index] > 0 ? parameters[index] : value
    }
    switch (isPrivate, final) {
    case (true, UInt8(ascii: "h")), (true, UInt8(ascii: "l")):
      let on = final == UInt8(ascii: "h")
      for mode in parameters { setMode(mode, on) }
    case (false, UInt8(ascii: "H")):
      cursor = Point(x: parameter(1, default: 1) - 1, y: parameter(0, default: 1) - 1)
    case (false, UInt8(ascii: "J")) where parameters.first == 2:
      buffer = CellBuffer(size: buffer.size)
    case (false, UInt8(ascii: "m")):
      pen = Self.style(parameters, after: pen)
    case (false, UInt8(ascii: "r")):
      let top = parameter(0, default: 1) - 1
      let bottom = parameter(1, default: buffer.size.height) - 1
      scrollRegion = body.isEmpty ? nil : top...bottom
      cursor = Point(x: 0, y: 0)
    case (false, UInt8(ascii: "S")):
      scroll(by: parameter(0, default: 1))
    case (false, UInt8(ascii: "T")):
      scroll(by: -parameter(0, default: 1))
    default:
      break
    }
  }

  private mutating func setMode(_ mode: Int, _ on: Bool) {
    switch mode {
    case 1049:
      modes.alternateScreen = on
      // The other screen shows: blank here (the test has no screen under the program's).
      buffer = CellBuffer(size: buffer.size)
    case 25: modes.cursorVisible = on
    case 1000, 1002, 1006: modes.mouseReporting = on
    case 2004: modes.bracketedPaste = on
    default: break
    }
  }

  /// Moves the scroll region's rows up (`rows` > 0) or down, blanking the rows they leave.
  private mutating func scroll(by rows: Int) {
    let region = scrollRegion ?? 0...(buffer.size.height - 1)
    guard abs(rows) <= region.count else {
      for y in region { clearRow(y) }
      return
    }
    var shifted = buffer
    for y in region {
      let source = y + rows
      if region.contains(source) {
        shifted.copy(
          Rect(origin: Point(x: 0, y: source), size: Size(width: buffer.size.width, height: 1)),
          of: buffer, to: Point(x: 0, y: y))
      }
    }
    buffer = shifted
    let vacated =
      rows > 0
      ? (region.upperBound - rows + 1)...region.upperBound
      : region.lowerBound...(region.lowerBound - rows - 1)
    for y in vacated { clearRow(y) }
  }

  private mutating func clearRow(_ y: Int) {
    buffer.fill(
      Rect(origin: Point(x: 0, y: y), size: Size(width: buffer.size.width, height: 1)),
      style: .plain)
  }

  /// The pen after an SGR: TerminalUI writes complete ones (a reset first); attributes and
  /// colours are kept so far as tests read them (bold, dim, italic, underline, reverse).
  private static func style(_ parameters: [Int], after pen: Style) -> Style {
    var style = pen
    var index = 0
    while index < parameters.count {
      switch parameters[index] {
      case 0: style = .plain
      case 1: style.attributes.insert(.bold)
      case 2: style.attributes.insert(.dim)
      case 3: style.attributes.insert(.italic)
      case 4: style.attributes.insert(.underline)
      case 7: style.attributes.insert(.reverse)
      case 9: style.attributes.insert(.strikethrough)
      case 38, 48:
        // Extended colours: 5;n or 2;r;g;b.
        let isForeground = parameters[index] == 38
        if index + 2 < parameters.count, parameters[index + 1] == 5 {
          let color = Color.palette(UInt8(clamping: parameters[index + 2]))
          if isForeground { style.foreground = color } else { style.background = color }
          index += 2
        } else if index + 4 < parameters.count, parameters[index + 1] == 2 {
          let color = Color.rgb(
            UInt8(clamping: parameters[index + 2]), UInt8(clamping: parameters[index + 3]),
            UInt8(clamping: parameters[index + 4]))
          if isForeground { style.foreground = color } else { style.background = color }
          index += 4
        }
      default: break
      }
      index += 1
    }
    return style
  }
}
