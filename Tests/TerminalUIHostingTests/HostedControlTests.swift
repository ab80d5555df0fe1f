import Foundation
import InlineSnapshotTesting
import PortableSwiftUI
import Testing

import enum TerminalUI.Key
import class TerminalUI.TestTerminal

/// Controls of the SwiftUI layer in the terminal, one snapshot each, and what a key does.
@MainActor
struct HostedControlTests {
  /// A title wider than the screen was cut (`About this case stud…`): it wraps between words,
  /// as SwiftUI's does, where there is room below.
  @Test func aButtonTitleTooWideWrapsBetweenWords() {
    let view = VStack(alignment: .leading) {
      Button("About this case study") {}
      DisclosureGroup("About this case study") { Text("read me") }
      Text("next")
    }
    let terminal = TestTerminal(rootView: view, width: 18, height: 6)
    #expect(!terminal.text.contains("…"), "\(terminal.text)")
    #expect(terminal.text.contains("case study ]"), "\(terminal.text)")
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      [ About this case
      study ]
      [ ▸ About this
      case study ]
      next
      """
    }
    // One word too wide is cut, not broken.
    let quit = TestTerminal(rootView: Button("Quit") {}, width: 5, height: 2)
    #expect(quit.text.contains("[ Qu…"), "\(quit.text)")
  }

  /// At 30 columns a stepper's label took the row and its buttons fell off: as SwiftUI's HStack
  /// does, the least flexible views are offered their share first, so the buttons stay whole
  /// and the label wraps.
  @Test func aSteppersButtonsStayWholeWhenItsLabelIsTooWide() {
    struct Steps: View {
      @State var count = 10
      var body: some View {
        Form {
          Stepper("Max slider value: \(count)", value: $count, in: 0...100)
        }
      }
    }
    let terminal = TestTerminal(rootView: Steps(), width: 30, height: 3)
    #expect(terminal.text.contains("[ - ] [ + ]"), "\(terminal.text)")
    #expect(terminal.text.contains("10"), "\(terminal.text)")
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      Max slider value: [ - ] [ + ]
      10
      """
    }
    #expect(terminal.click(on: "[ + ]"))
    #expect(terminal.text.contains("11"), "\(terminal.text)")
  }

  @Test func aLinkIsAButton() {
    let terminal = TestTerminal(
      rootView: Link("Docs", destination: URL(string: "https://example.com")!), width: 12,
      height: 1)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      [ Docs ]
      """
    }
  }

  @Test func anEditButtonIsAButton() {
    let terminal = TestTerminal(rootView: EditButton(), width: 12, height: 1)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      [ Edit ]
      """
    }
  }

  @Test func aMenuIsAButtonWithAnArrow() {
    let terminal = TestTerminal(rootView: MenuActions(), width: 20, height: 5)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      chosen: none
      [ Actions ▾ ]
      """
    }
  }

  /// Enter on the focused menu (Tab reaches it) opens it, as on a focused control; Esc closes
  /// it, and Enter on an item chooses it.
  @Test func enterOpensAMenuAndEscapeClosesIt() {
    let terminal = TestTerminal(rootView: MenuActions(), width: 20, height: 5)
    terminal.press(.tab)
    #expect(terminal.press(.enter))
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      chosen: none
      [ Actions ▴ ]
        [ Copy ]
        [ Paste ]
      """
    }
    #expect(terminal.press(.escape))
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      chosen: none
      [ Actions ▾ ]
      """
    }
    terminal.press(.enter)
    terminal.press(.tab)
    terminal.press(.enter)
    #expect(terminal.text.hasPrefix("chosen: copy"))
  }

  @Test func aSecureFieldHidesWhatIsTyped() {
    struct Login: View {
      @State var password = ""
      var body: some View {
        VStack(alignment: .leading) {
          SecureField("Password", text: $password)
          Text("\(password.count) characters")
        }
      }
    }
    let terminal = TestTerminal(rootView: Login(), width: 24, height: 2)
    terminal.type("secret")
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      ••••••
      6 characters
      """
    }
  }

  @Test func aSliderShowsABarAndSteps() {
    struct Volume: View {
      @State var level = 0.5
      var body: some View {
        Slider(value: $level, in: 0...1, step: 0.25) { Text("Volume") }
      }
    }
    let terminal = TestTerminal(rootView: Volume(), width: 30, height: 1)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      Volume [ - ] █████░░░░░ [ + ]
      """
    }
    #expect(terminal.click(on: "[ + ]"))
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      Volume [ - ] ███████░░░ [ + ]
      """
    }
  }

  @Test func aDatePickerIsAField() {
    struct When: View {
      @State var date = Date(timeIntervalSince1970: 0)
      var body: some View {
        DatePicker("Start", selection: $date)
      }
    }
    let terminal = TestTerminal(rootView: When(), width: 40, height: 1)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      1970-01-01T00:00:00Z
      """
    }
  }

  @Test func progressViewsWithAValueAreBars() {
    let terminal = TestTerminal(
      rootView: VStack(alignment: .leading) {
        ProgressView("Upload", value: 0.5)
        ProgressView(value: 1)
      }, width: 30, height: 3)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      Upload ███████████░░░░░░░░░░░░
      ██████████████████████████████
      """
    }
  }

  @Test func aDisabledButtonIsDimAndTakesNoClick() {
    struct Screen: View {
      @State var count = 0
      var body: some View {
        VStack(alignment: .leading) {
          Text("count \(count)")
          Button("Add") { count += 1 }.disabled(true)
        }
      }
    }
    let terminal = TestTerminal(rootView: Screen(), width: 20, height: 2)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      count 0
      [ Add ]
      """
    }
    terminal.click(on: "Add")
    #expect(terminal.text.hasPrefix("count 0"))
  }
}

/// A menu of two actions and the last one chosen.
private struct MenuActions: View {
  @State var chosen = "none"
  var body: some View {
    VStack(alignment: .leading) {
      Text("chosen: \(chosen)")
      Menu("Actions") {
        Button("Copy") { chosen = "copy" }
        Button("Paste") { chosen = "paste" }
      }
    }
  }
}
