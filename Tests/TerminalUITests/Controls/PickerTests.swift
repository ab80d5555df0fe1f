import InlineSnapshotTesting
import Testing

@testable import TerminalUI

@MainActor
struct PickerTests {
  enum Sound: String, CaseIterable, CustomStringConvertible {
    case bell, chime, none
    var description: String { rawValue.capitalized }
  }

  @Test func inlineAtThreeWidths() {
    let picker = Picker("Sound", selection: .constant(Sound.chime), options: Sound.allCases)
    assertInlineSnapshot(of: picker.renderedText(width: 40, height: 1), as: .lines) {
      """
      Sound ( ) Bell (•) Chime ( ) None
      """
    }
    assertInlineSnapshot(of: picker.renderedText(width: 24, height: 1), as: .lines) {
      """
      Sound ( ) Bell (•) Chi…
      """
    }
    assertInlineSnapshot(of: picker.renderedText(width: 10, height: 1), as: .lines) {
      """
      Sound (…
      """
    }
  }

  @Test func menuAtThreeWidths() {
    var sound = Sound.bell
    let terminal = TestTerminal(width: 40, height: 5) {
      Picker(
        "Sound", selection: Binding(get: { sound }, set: { sound = $0 }),
        options: Sound.allCases
      )
      .pickerStyle(.menu)
    }
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      Sound [Bell ▾]
      """
    }
    terminal.press(.tab)
    terminal.press(.enter)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      Sound [Bell ▴]
        ✓ Bell
          Chime
          None
      """
    }
    terminal.resize(width: 12, height: 5)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      Sound [Bell…
        ✓ Bell
          Chime
          None
      """
    }
    terminal.resize(width: 6, height: 5)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      Sound
        ✓ B…
          C…
          N…
      """
    }
  }

  @Test func inlineArrowsAndClicksChoose() {
    var sound = Sound.bell
    let terminal = TestTerminal(width: 40, height: 1) {
      Picker(
        "Sound", selection: Binding(get: { sound }, set: { sound = $0 }),
        options: Sound.allCases)
    }
    // Not focused yet: the arrows are not the picker's.
    #expect(!terminal.press(.right))
    terminal.press(.tab)
    terminal.press(.right)
    #expect(sound == .chime)
    terminal.press("l")
    terminal.press(.right)
    #expect(sound == .none)
    terminal.press(.left)
    #expect(sound == .chime)
    terminal.click(on: "Bell")
    #expect(sound == .bell)
  }

  @Test func menuOpensMovesChoosesAndCloses() {
    var sound = Sound.bell
    let terminal = TestTerminal(width: 30, height: 5) {
      Picker(
        "Sound", selection: Binding(get: { sound }, set: { sound = $0 }),
        options: Sound.allCases
      )
      .pickerStyle(.menu)
    }
    terminal.press(.tab)
    terminal.press(.down)
    terminal.press("j")
    terminal.press(.escape)
    #expect(sound == .bell)
    #expect(!terminal.text.contains("None"))
    terminal.press(" ")
    terminal.press(.down)
    terminal.press(.down)
    terminal.press(.enter)
    #expect(sound == .none)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      Sound [None ▾]
      """
    }
    terminal.click(on: "[None")
    terminal.click(on: "Chime")
    #expect(sound == .chime)
  }
}
