import Testing

@testable import TerminalUI

struct CellBufferTests {
  @Test func wideCharactersTakeTwoCells() {
    var buffer = CellBuffer(size: Size(width: 6, height: 1))
    #expect(buffer.write("가a나", at: Point(x: 0, y: 0), style: .plain) == 5)
    #expect(buffer.text == "가a나")
    #expect(buffer.character(at: Point(x: 0, y: 0)) == "가")
    #expect(buffer.character(at: Point(x: 1, y: 0)) == nil)
    #expect(buffer.character(at: Point(x: 2, y: 0)) == "a")
  }

  @Test func wideCharacterThatDoesNotFitIsLeftOut() {
    var buffer = CellBuffer(size: Size(width: 3, height: 1))
    #expect(buffer.write("ab가", at: Point(x: 0, y: 0), style: .plain) == 2)
    #expect(buffer.text == "ab")
  }

  @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
    var buffer = CellBuffer(size: Size(width: 4, height: 1))
    buffer.write("가나", at: Point(x: 0, y: 0), style: .plain)
    buffer.write("x", at: Point(x: 1, y: 0), style: .plain)
    #expect(buffer.text == " x나")
    buffer.write("y", at: Point(x: 2, y: 0), style: .plain)
    #expect(buffer.text == " xy")
  }

  @Test func combiningMarksStayWithTheirBase() {
    var buffer = CellBuffer(size: Size(width: 4, height: 1))
    #expect(buffer.write("e\u{301}x", at: Point(x: 0, y: 0), style: .plain) == 2)
    #expect(buffer.character(at: Point(x: 0, y: 0)) == "e\u{301}")
    #expect(buffer.text == "e\u{301}x")
  }

  @Test func writingStopsAtTheLimit() {
    var buffer = CellBuffer(size: Size(width: 10, height: 1))
    buffer.write("abcdef", at: Point(x: 2, y: 0), style: .plain, limit: 5)
    #expect(buffer.text == "  abc")
  }
}
