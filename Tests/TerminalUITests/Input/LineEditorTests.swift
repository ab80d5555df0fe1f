import Testing

@testable import TerminalUI

struct LineEditorTests {
  private func edit(_ text: String, cursor: Int? = nil, _ presses: KeyPress...) -> LineEditor {
    var editor = LineEditor(text, cursor: cursor)
    for press in presses {
      let handled = editor.apply(press)
      #expect(handled, "\(press)")
    }
    return editor
  }

  @Test func typingInsertsAtTheCursor() {
    let editor = edit("held", cursor: 3, "l", KeyPress(.character("O"), modifiers: .shift))
    #expect(editor.text == "hellOd")
    #expect(editor.cursor == 5)
  }

  @Test func homeEndAndArrowsStopAtTheEnds() {
    #expect(edit("abc", KeyPress(.home)).cursor == 0)
    #expect(edit("abc", cursor: 0, KeyPress(.end)).cursor == 3)
    #expect(edit("abc", cursor: 0, KeyPress(.left)).cursor == 0)
    #expect(edit("abc", KeyPress(.right)).cursor == 3)
    #expect(edit("abc", KeyPress(.character("a"), modifiers: .control)).cursor == 0)
    #expect(edit("abc", cursor: 1, KeyPress(.character("e"), modifiers: .control)).cursor == 3)
  }

  @Test func wordJumps() {
    let text = "make tea, now"
    #expect(edit(text, KeyPress(.left, modifiers: .alt)).cursor == 10)
    #expect(edit(text, cursor: 10, KeyPress(.left, modifiers: .control)).cursor == 5)
    #expect(edit(text, cursor: 0, KeyPress(.right, modifiers: .alt)).cursor == 4)
    #expect(edit(text, cursor: 4, KeyPress(.character("f"), modifiers: .alt)).cursor == 8)
    #expect(edit(text, cursor: 8, KeyPress(.character("b"), modifiers: .alt)).cursor == 5)
  }

  @Test func deleting() {
    #expect(edit("abc", KeyPress(.backspace)).text == "ab")
    #expect(edit("abc", cursor: 0, KeyPress(.backspace)).text == "abc")
    #expect(edit("abc", cursor: 1, KeyPress(.delete)).text == "ac")
    let control = { (character: Character) in KeyPress(.character(character), modifiers: .control) }
    #expect(edit("make tea now", control("w")).text == "make tea ")
    #expect(edit("make tea", KeyPress(.backspace, modifiers: .alt)).text == "make ")
    #expect(edit("make tea", cursor: 4, control("u")).text == " tea")
    #expect(edit("make tea", cursor: 4, control("k")).text == "make")
  }

  @Test func wideCharactersCountAsOne() {
    let editor = edit("안녕", KeyPress(.backspace), "하")
    #expect(editor.text == "안하")
    #expect(editor.cursor == 2)
  }

  @Test func maxLengthLimitsTypingAndPaste() {
    var editor = LineEditor("abc", maxLength: 5)
    editor.insert("de\nfgh")
    #expect(editor.text == "abcde")
    let handled = editor.apply("x")
    #expect(handled)
    #expect(editor.text == "abcde")
    editor = LineEditor("", maxLength: 10)
    editor.insert("two\nlines")
    #expect(editor.text == "two lines")
  }

  @Test func otherKeysAreLeftToTheScreen() {
    var editor = LineEditor("abc")
    let presses = [
      KeyPress(.tab), KeyPress(.enter), KeyPress(.escape), KeyPress(.up),
      KeyPress(.character("c"), modifiers: .control),
    ]
    for press in presses {
      let handled = editor.apply(press)
      #expect(!handled, "\(press)")
    }
  }
}
