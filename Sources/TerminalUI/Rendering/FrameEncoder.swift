/// Turns the difference between two frames into the bytes that update a terminal.
///
/// Only changed cells are written: the cursor is moved only when the next changed cell is not
/// where the cursor already is, and an SGR sequence is written only when the style changes.
/// Rows that moved up or down together are scrolled by the terminal (``ScrollShift``).
/// The output assumes the terminal's pen is reset when it starts, and leaves it reset.
///
/// ```swift
/// var encoder = FrameEncoder(colorMode: .trueColor)
/// var bytes: [UInt8] = []
/// encoder.encode(from: previousFrame, to: nextFrame, into: &bytes)
/// ```
public struct FrameEncoder: Sendable {
  /// The colours the terminal can show; richer colours are written as the nearest it has.
  public var colorMode: ColorMode

  /// An encoder for a terminal of `colorMode`.
  public init(colorMode: ColorMode = .palette256) {
    self.colorMode = colorMode
  }

  /// Appends to `output` what turns a terminal showing `previous` into one showing `current`.
  /// With no previous frame (or one of another size), every cell is written.
  public func encode(from previous: CellBuffer?, to current: CellBuffer, into output: inout [UInt8])
  {
    var previous = previous?.size == current.size ? previous : nil
    // Rows that moved together (a list scrolled) are moved by the terminal, not rewritten.
    if var shifted = previous, let shift = ScrollShift.find(from: shifted, to: current) {
      shift.append(to: &output)
      shift.apply(to: &shifted)
      previous = shifted
    }
    let width = current.size.width
    var pen = Style.plain
    // The cursor position, or -1 when unknown (at the start, and after the last column).
    var cursorX = -1
    var cursorY = -1
    for y in 0..<current.size.height {
      var x = 0
      while x < width {
        let index = y * width + x
        let cell = current.cells[index]
        if cell.glyph == CellBuffer.continuation
          || previous.map({ current.sameCell(index, as: $0) }) == true
        {
          x += 1
          continue
        }
        if cursorY != y || cursorX != x {
          if cursorY == y, cursorX >= 0, cursorX < x, x - cursorX <= 4,
            canRepeat(current, row: y, from: cursorX, to: x, pen: pen)
          {
            // Rewriting a few unchanged plain cells is shorter than a cursor move.
            for skipped in cursorX..<x {
              appendGlyph(current.cells[y * width + skipped], current, &output)
            }
          } else {
            appendCursorMove(x: x, y: y, &output)
          }
        }
        let style = effectiveStyle(cell.style)
        if style != pen {
          appendSGR(style, &output)
          pen = style
        }
        appendGlyph(cell, current, &output)
        let cellWidth =
          x + 1 < width && current.cells[index + 1].glyph == CellBuffer.continuation ? 2 : 1
        x += cellWidth
        cursorX = x < width ? x : -1
        cursorY = cursorX < 0 ? -1 : y
      }
    }
    if pen != .plain { output.append(contentsOf: Self.reset) }
  }

  /// The bytes that draw `current` on a terminal showing anything (every cell is written).
  public func encodeFull(_ current: CellBuffer) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(current.cells.count * 2)
    encode(from: nil, to: current, into: &output)
    return output
  }

  static let reset: [UInt8] = Array("\u{1B}[0m".utf8)

  /// The style as this encoder can draw it: without colours when colour is off.
  private func effectiveStyle(_ style: Style) -> Style {
    colorMode == .none ? Style(attributes: style.attributes) : style
  }

  private func canRepeat(_ buffer: CellBuffer, row: Int, from: Int, to: Int, pen: Style) -> Bool {
    for x in from..<to {
      let cell = buffer.cells[row * buffer.size.width + x]
      if effectiveStyle(cell.style) != pen || cell.glyph >= 0x7F || cell.glyph < 0x20 {
        return false
      }
    }
    return true
  }

  private func appendGlyph(_ cell: CellBuffer.Cell, _ buffer: CellBuffer, _ output: inout [UInt8]) {
    if cell.glyph < 0x80 {
      output.append(UInt8(cell.glyph))
    } else if cell.glyph & CellBuffer.clusterFlag != 0 {
      output.append(contentsOf: buffer.clusters[Int(cell.glyph & ~CellBuffer.clusterFlag)].utf8)
    } else if let scalar = Unicode.Scalar(cell.glyph) {
      output.append(contentsOf: String(Character(scalar)).utf8)
    }
  }

  private func appendCursorMove(x: Int, y: Int, _ output: inout [UInt8]) {
    output.append(0x1B)
    output.append(UInt8(ascii: "["))
    appendNumber(y + 1, &output)
    if x > 0 {
      output.append(UInt8(ascii: ";"))
      appendNumber(x + 1, &output)
    }
    output.append(UInt8(ascii: "H"))
  }

  /// Writes a complete SGR: reset, then the style's attributes and colours.
  private func appendSGR(_ style: Style, _ output: inout [UInt8]) {
    output.append(0x1B)
    output.append(UInt8(ascii: "["))
    output.append(UInt8(ascii: "0"))
    let attributes: [(Style.Attributes, UInt8)] = [
      (.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.reverse, 7), (.strikethrough, 9),
    ]
    for (attribute, code) in attributes where style.attributes.contains(attribute) {
      output.append(UInt8(ascii: ";"))
      output.append(UInt8(ascii: "0") + code)
    }
    appendColor(style.foreground, base: 30, &output)
    appendColor(style.background, base: 40, &output)
    output.append(UInt8(ascii: "m"))
  }

  private func appendColor(_ color: Color, base: Int, _ output: inout [UInt8]) {
    switch color.kind {
    case .default:
      return
    case .named:
      output.append(UInt8(ascii: ";"))
      let index = Int(color.low)
      appendNumber(index < 8 ? base + index : base + 60 + index - 8, &output)
    case .palette:
      appendExtended(base: base, mode: 5, [color.low], &output)
    case .rgb:
      if colorMode == .trueColor {
        let (r, g, b) = color.components
        appendExtended(base: base, mode: 2, [r, g, b], &output)
      } else {
        appendExtended(base: base, mode: 5, [color.nearestPaletteIndex], &output)
      }
    }
  }

  private func appendExtended(base: Int, mode: Int, _ values: [UInt8], _ output: inout [UInt8]) {
    output.append(UInt8(ascii: ";"))
    appendNumber(base + 8, &output)
    output.append(UInt8(ascii: ";"))
    appendNumber(mode, &output)
    for value in values {
      output.append(UInt8(ascii: ";"))
      appendNumber(Int(value), &output)
    }
  }

  private func appendNumber(_ number: Int, _ output: inout [UInt8]) {
    if number >= 10 { appendNumber(number / 10, &output) }
    output.append(UInt8(ascii: "0") + UInt8(number % 10))
  }
}
