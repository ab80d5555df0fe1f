import Testing

@testable import TerminalUI

/// Rows that moved together are scrolled by the terminal: checked by playing the bytes on a
/// small screen that knows the sequences the encoder writes.
@MainActor
struct ScrollShiftTests {
  func frame(_ lines: [String], width: Int = 12) -> CellBuffer {
    var buffer = CellBuffer(size: Size(width: width, height: lines.count))
    for (y, line) in lines.enumerated() { buffer.write(line, at: Point(x: 0, y: y), style: .plain) }
    return buffer
  }

  /// A title over ten list rows starting at `first`.
  func list(from first: Int) -> CellBuffer {
    frame(["Title"] + (first..<first + 10).map { "Item \($0)" })
  }

  /// Encodes `before` whole, then the change to `after`, onto a screen; returns the screen
  /// and the bytes of the change.
  func play(_ before: CellBuffer, _ after: CellBuffer) -> (screen: [String], change: String) {
    let encoder = FrameEncoder(colorMode: .trueColor)
    var screen = Screen(width: after.size.width, height: after.size.height)
    screen.play(encoder.encodeFull(before))
    var change: [UInt8] = []
    encoder.encode(from: before, to: after, into: &change)
    screen.play(change)
    return (screen.lines, String(decoding: change, as: UTF8.self))
  }

  @Test func aListScrolledOneRowDownIsScrolledByTheTerminal() {
    let (screen, change) = play(list(from: 0), list(from: 1))
    #expect(screen == list(from: 1).lines)
    #expect(change.hasPrefix("\u{1B}[2;11r\u{1B}[1S\u{1B}[r"))
    // The region, and the one row that comes into sight.
    #expect(change.utf8.count <= 30)
  }

  @Test func aListScrolledUpIsScrolledTheOtherWay() {
    let (screen, change) = play(list(from: 5), list(from: 3))
    #expect(screen == list(from: 3).lines)
    #expect(change.hasPrefix("\u{1B}[2;11r\u{1B}[2T\u{1B}[r"))
  }

  @Test func fewChangedRowsAreWrittenAsTheyAre() {
    let before = frame(["a", "b", "c", "d", "e"])
    let after = frame(["b", "c", "c", "d", "e"])
    #expect(ScrollShift.find(from: before, to: after) == nil)
    #expect(play(before, after).screen == after.lines)
  }
}

/// A screen that plays cursor moves, SGR (ignored), scroll regions, SU/SD and ASCII text.
private struct Screen {
  var rows: [[Character]]
  var x = 0
  var y = 0
  var top = 0
  var bottom: Int

  init(width: Int, height: Int) {
    rows = Array(repeating: Array(repeating: " ", count: width), count: height)
    bottom = height - 1
  }

  var lines: [String] {
    rows.map { row in
      var line = String(row)
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  mutating func play(_ bytes: [UInt8]) {
    var index = 0
    while index < bytes.count {
      guard bytes[index] == 0x1B else {
        rows[y][x] = Character(Unicode.Scalar(bytes[index]))
        x = min(x + 1, rows[0].count - 1)
        index += 1
        continue
      }
      var end = index + 2
      while !(0x40...0x7E).contains(bytes[end]) { end += 1 }
      let numbers = String(decoding: bytes[index + 2..<end], as: UTF8.self)
        .split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 1 }
      let count = numbers.first ?? 1
      switch bytes[end] {
      case UInt8(ascii: "H"):
        y = numbers.first.map { $0 - 1 } ?? 0
        x = numbers.count > 1 ? numbers[1] - 1 : 0
      case UInt8(ascii: "r"):
        let isReset = end == index + 2
        top = isReset ? 0 : numbers[0] - 1
        bottom = isReset ? rows.count - 1 : numbers[1] - 1
        (x, y) = (0, 0)
      case UInt8(ascii: "S"):
        for _ in 0..<count {
          rows.remove(at: top)
          rows.insert(Array(repeating: " ", count: rows[0].count), at: bottom)
        }
      case UInt8(ascii: "T"):
        for _ in 0..<count {
          rows.remove(at: bottom)
          rows.insert(Array(repeating: " ", count: rows[0].count), at: top)
        }
      default: break
      }
      index = end + 1
    }
  }
}
