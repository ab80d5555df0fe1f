import InlineSnapshotTesting
import Testing

@testable import TerminalUI

@MainActor
struct CanvasTests {
  /// A frame around the canvas's edge, a diagonal, and a label: the canvas fills its space.
  private var canvas: some View {
    Canvas { canvas in
      let last = Point(x: canvas.dotSize.width - 1, y: canvas.dotSize.height - 1)
      canvas.line(from: Point(x: 0, y: 0), to: Point(x: last.x, y: 0))
      canvas.line(from: Point(x: 0, y: last.y), to: last)
      canvas.line(from: Point(x: 0, y: 0), to: last)
      canvas.text("@", at: Point(x: 1, y: 1))
    }
  }

  @Test func fillsItsSpaceAtThreeSizes() {
    assertInlineSnapshot(of: canvas.renderedText(width: 16, height: 4), as: .lines) {
      """
      ⠉⠛⠭⣉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉
       @  ⠉⠒⠤⣀
              ⠉⠒⠤⣀
      ⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣉⣒⣤⣀
      """
    }
    assertInlineSnapshot(of: canvas.renderedText(width: 8, height: 3), as: .lines) {
      """
      ⠙⠫⡉⠉⠉⠉⠉⠉
       @⠈⠑⢄⡀
      ⣀⣀⣀⣀⣀⣈⣢⣄
      """
    }
    assertInlineSnapshot(of: canvas.renderedText(width: 3, height: 2), as: .lines) {
      """
      ⠹⡉⠉
      ⣀@⣆
      """
    }
  }

  @Test func dotsMapToBraille() {
    var context = CanvasContext(size: Size(width: 1, height: 1))
    for y in 0..<4 { context.point(Point(x: 0, y: y)) }
    #expect(context.dots == [0x47])
    context.point(Point(x: 1, y: 3))
    context.point(Point(x: 5, y: 5))
    #expect(context.dots == [0xC7])
  }
}
