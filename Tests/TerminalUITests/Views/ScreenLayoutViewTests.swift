import InlineSnapshotTesting
import Testing

@testable import TerminalUI

/// The views a full-screen layout is made of: a progress bar, a view built from the screen's
/// size, flexible frames that centre, and words wrapped to a width.
@MainActor
struct ScreenLayoutViewTests {
  @Test func aProgressBarFillsItsWidthInProportion() {
    #expect(ProgressBar(value: 0.5, width: 10).renderedText(width: 20, height: 1) == "█████░░░░░")
    #expect(ProgressBar(value: 0).renderedText(width: 4, height: 1) == "░░░░")
    #expect(ProgressBar(value: 2).renderedText(width: 4, height: 1) == "████")
    #expect(ProgressBar(value: .nan, width: 3).renderedText(width: 4, height: 1) == "░░░")
  }

  @Test func aScreenSizeReaderChoosesByTheScreensSize() {
    let view = ScreenSizeReader { size in
      if size.width >= 20 {
        BigText("12")
      } else {
        Text("12 (\(size.width)×\(size.height))")
      }
    }
    let terminal = TestTerminal(width: 20, height: 5) { view }
    defer { terminal.close() }
    #expect(terminal.text.hasPrefix("  █ ███"))
    terminal.resize(width: 19, height: 5)
    #expect(terminal.text == "12 (19×5)")
  }

  @Test func flexibleFramesCentreTheirContent() {
    let view = Text("hi").frame(maxWidth: .infinity, maxHeight: .infinity).border()
    assertInlineSnapshot(of: view.renderedText(width: 8, height: 5), as: .lines) {
      """
      ╭──────╮
      │      │
      │  hi  │
      │      │
      ╰──────╯
      """
    }
  }

  @Test func wordsWrapToAWidth() {
    #expect(
      WordWrap.lines("Space pauses and resumes", width: 12) == ["Space pauses", "and resumes"])
    #expect(WordWrap.lines("abcdefgh ij", width: 3) == ["abc", "def", "gh", "ij"])
    #expect(WordWrap.lines("  ", width: 5).isEmpty)
    #expect(WordWrap.lines("x", width: 0).isEmpty)
  }
}

@MainActor
struct BigTextScaleTests {
  @Test func aScaleOfTwoDoublesEachCell() {
    #expect(BigText.rows("1", scale: 2) == Array(repeating: "    ██", count: 10))
    #expect(BigText.rows("25:00", scale: 2)[0].count == 34)
    #expect(BigText.rows("25:00", scale: 2).count == 10)
    #expect(BigText.rows("7", scale: 0) == BigText.rows("7"))
  }
}
