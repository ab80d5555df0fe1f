import PortableSwiftUI
import Testing

import enum TerminalUI.Key
import struct TerminalUI.Point
import class TerminalUI.TestTerminal

/// A SwiftUI view's key presses, inverted colours and group boxes in the terminal.
@MainActor
struct HostedKeyPressTests {
  /// Keys reach `onKeyPress` innermost first; an ignored key goes on to the views around it.
  @Test func keysReachOnKeyPressInnermostFirst() {
    struct Counter: View {
      @State var count = 0
      @State var log = ""
      var body: some View {
        VStack {
          Text("\(count) \(log)")
            .onKeyPress { press in
              guard press.characters == "+" else { return .ignored }
              count += 1
              return .handled
            }
        }
        .onKeyPress { press in
          log += press.key == .upArrow ? "up" : press.characters
          return .handled
        }
      }
    }
    let terminal = TestTerminal(rootView: Counter(), width: 20, height: 1)
    terminal.press("+")
    terminal.press("+")
    #expect(terminal.text == "2")
    terminal.press("x")
    terminal.press(.up)
    #expect(terminal.text == "2 xup")
  }

  /// Inverted colours are reverse video, which a terminal without colour still shows.
  @Test func colorInvertIsReverseVideo() {
    struct Status: View {
      var body: some View { Text("FOCUS").colorInvert() }
    }
    let terminal = TestTerminal(rootView: Status(), width: 10, height: 1)
    let start = terminal.location(of: "FOCUS")!
    #expect(terminal.frame.style(at: start)?.attributes.contains(.reverse) == true)
  }

  /// A group box over other views hides them, as SwiftUI's opaque box does; tinted, its
  /// outline takes the tint.
  @Test func aGroupBoxIsOpaqueAndTakesItsTint() {
    struct Screen: View {
      var body: some View {
        VStack(spacing: 0) {
          ForEach(0..<3, id: \.self) { _ in Text("xxxxxxxxxxxxxxxxxxxx") }
        }
        .overlay(alignment: .topLeading) {
          GroupBox {
            Text("a")
          } label: {
            Text("Keys")
          }
          .tint(.red)
        }
      }
    }
    let terminal = TestTerminal(rootView: Screen(), width: 20, height: 3)
    let lines = terminal.text.split(separator: "\n").map(String.init)
    // Inside the box, nothing of the text under it shows.
    let inside = lines[1].dropFirst().prefix { $0 != "│" }
    #expect(lines[1].hasPrefix("│ a") && !inside.contains("x"), "\(terminal.text)")
    let corner = terminal.location(of: "╭")!
    #expect(terminal.frame.style(at: corner)?.foreground == .red)
  }
}
