import Testing

@testable import TerminalUI

struct FrameEncoderTests {
  func frame(_ lines: [String], width: Int = 10, style: Style = .plain) -> CellBuffer {
    var buffer = CellBuffer(size: Size(width: width, height: lines.count))
    for (y, line) in lines.enumerated() { buffer.write(line, at: Point(x: 0, y: y), style: style) }
    return buffer
  }

  func encode(_ previous: CellBuffer?, _ current: CellBuffer, _ mode: ColorMode = .trueColor)
    -> String
  {
    var output: [UInt8] = []
    FrameEncoder(colorMode: mode).encode(from: previous, to: current, into: &output)
    return String(decoding: output, as: UTF8.self)
  }

  @Test func oneCellChangeWritesACursorMoveAndTheCharacter() {
    let before = frame(["hello", "world"])
    let after = frame(["hello", "wOrld"])
    #expect(encode(before, after) == "\u{1B}[2;2HO")
  }

  @Test func oneStyledCellChangeWritesItsStyleAndResets() {
    let before = frame(["hello"])
    var after = before
    after.put("H", at: Point(x: 0, y: 0), style: Style(foreground: .red, attributes: .bold))
    #expect(encode(before, after) == "\u{1B}[1H\u{1B}[0;1;31mH\u{1B}[0m")
  }

  @Test func identicalFramesWriteNothing() {
    let frame = frame(["same", "text"])
    #expect(encode(frame, frame) == "")
  }

  @Test func nearbyChangesOnARowRewriteTheGapInsteadOfMoving() {
    let before = frame(["abcdefgh"])
    let after = frame(["aXcdYfgh"])
    #expect(encode(before, after) == "\u{1B}[1;2HXcdY")
  }

  @Test func distantChangesMoveTheCursor() {
    let before = frame(["abcdefghij"], width: 10)
    let after = frame(["Xbcdefghi!"], width: 10)
    #expect(encode(before, after) == "\u{1B}[1HX\u{1B}[1;10H!")
  }

  @Test func styleIsWrittenOnlyWhenItChanges() {
    let bold = Style(attributes: .bold)
    let after = frame(["ab"], width: 2, style: bold)
    #expect(encode(nil, after) == "\u{1B}[1H\u{1B}[0;1mab\u{1B}[0m")
  }

  @Test func wideCharactersAreWrittenOnce() {
    let before = frame(["ab  "], width: 4)
    let after = frame(["a한 "], width: 4)
    #expect(encode(before, after) == "\u{1B}[1;2H한")
  }

  @Test(arguments: [
    (ColorMode.trueColor, "\u{1B}[1H\u{1B}[0;38;2;255;128;0;48;5;17mx\u{1B}[0m"),
    (ColorMode.palette256, "\u{1B}[1H\u{1B}[0;38;5;208;48;5;17mx\u{1B}[0m"),
    (ColorMode.none, "\u{1B}[1Hx"),
  ])
  func colours(_ mode: ColorMode, _ expected: String) {
    let style = Style(foreground: .rgb(255, 128, 0), background: .palette(17))
    let after = frame(["x"], width: 1, style: style)
    #expect(encode(nil, after, mode) == expected)
  }

  @Test func noColorEnvironmentTurnsColoursOff() {
    #expect(ColorMode.detect(environment: ["NO_COLOR": "1"]) == .none)
    #expect(
      ColorMode.detect(environment: ["NO_COLOR": "", "COLORTERM": "truecolor"]) == .trueColor)
    #expect(ColorMode.detect(environment: ["COLORTERM": "24bit"]) == .trueColor)
    #expect(ColorMode.detect(environment: [:]) == .palette256)
  }

  @Test func oneCellChangeInALargeStyledFrameIsSmall() {
    // The budget: a one-cell change writes at most 64 bytes.
    let style = Style(
      foreground: .rgb(10, 200, 30), background: .rgb(1, 2, 3), attributes: [.bold, .underline])
    var before = CellBuffer(size: Size(width: 200, height: 60))
    for y in 0..<60 {
      before.write(String(repeating: "x", count: 200), at: Point(x: 0, y: y), style: style)
    }
    var after = before
    after.put("y", at: Point(x: 187, y: 53), style: style)
    var output: [UInt8] = []
    FrameEncoder(colorMode: .trueColor).encode(from: before, to: after, into: &output)
    #expect(output.count <= 64)
    #expect(String(decoding: output, as: UTF8.self).hasPrefix("\u{1B}[54;188H"))
  }

  @Test func fullFrameRedrawsEveryRow() {
    let after = frame(["ab", "cd"], width: 2)
    #expect(encode(nil, after) == "\u{1B}[1Hab\u{1B}[2Hcd")
  }
}
