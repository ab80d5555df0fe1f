import InlineSnapshotTesting
import Testing

@testable import TerminalUI

@MainActor
struct ViewSnapshotTests {
  @Test func stacksPaddingAndBorder() {
    let view = VStack {
      Text("Pomodoro").bold()
      HStack {
        Button("Start", key: " ") {}
        Button("Reset", key: "r") {}
      }
    }
    .padding(.horizontal, 1)
    .border(title: "Timer")
    assertInlineSnapshot(of: view.renderedText(width: 40, height: 10), as: .lines) {
      """
      ╭ Timer ──────────────╮
      │      Pomodoro       │
      │ [ Start ] [ Reset ] │
      ╰─────────────────────╯
      """
    }
  }

  @Test func bigDigitsForAClock() {
    assertInlineSnapshot(of: BigText("25:00").renderedText(width: 40, height: 10), as: .lines) {
      """
      ███ ███   ███ ███
        █ █   █ █ █ █ █
      ███ ███   █ █ █ █
      █     █ █ █ █ █ █
      ███ ███   ███ ███
      """
    }
  }

  @Test func wideCharactersAndTruncation() {
    let view = VStack(alignment: .leading) {
      Text("안녕하세요 세계")
      Text("日本語のテキスト")
      Text("emoji 👍🏽 ok")
    }
    .frame(width: 12, alignment: .leading)
    .border(.single)
    assertInlineSnapshot(of: view.renderedText(width: 40, height: 10), as: .lines) {
      """
      ┌────────────┐
      │안녕하세요 …│
      │日本語のテ… │
      │emoji 👍🏽 ok │
      └────────────┘
      """
    }
  }

  @Test func spacersAndFlexibleFrames() {
    let view = VStack {
      HStack {
        Text("left")
        Spacer()
        Text("right")
      }
      Text("centred").frame(maxWidth: .infinity)
      Text("trailing").frame(maxWidth: .infinity, alignment: .trailing)
      Divider()
    }
    .frame(width: 24)
    .border(.ascii)
    assertInlineSnapshot(of: view.renderedText(width: 40, height: 10), as: .lines) {
      """
      +------------------------+
      |left               right|
      |        centred         |
      |                trailing|
      |────────────────────────|
      +------------------------+
      """
    }
  }

  @Test func fixedFramesAndAlignment() {
    let view = HStack(spacing: 0) {
      Text("a").frame(width: 5, height: 3, alignment: .topLeading).border(.single)
      Text("b").frame(width: 5, height: 3, alignment: .center).border(.single)
      Text("c").frame(width: 5, height: 3, alignment: .bottomTrailing).border(.single)
    }
    assertInlineSnapshot(of: view.renderedText(width: 40, height: 10), as: .lines) {
      """
      ┌─────┐┌─────┐┌─────┐
      │a    ││     ││     │
      │     ││  b  ││     │
      │     ││     ││    c│
      └─────┘└─────┘└─────┘
      """
    }
  }

  @Test func conditionalsOptionalsAndLoops() {
    let items = ["one", "two", "three"]
    let showFooter = false
    let title: String? = "List"
    let view = VStack(alignment: .leading) {
      if let title { Text(title).underline() }
      ForEach(items, id: \.self) { item in Text("• \(item)") }
      for index in 0..<2 { Text("row \(index)") }
      if showFooter { Text("footer") } else { Text("no footer").dim() }
    }
    assertInlineSnapshot(of: view.renderedText(width: 20, height: 10), as: .lines) {
      """
      List
      • one
      • two
      • three
      row 0
      row 1
      no footer
      """
    }
  }

  @Test func stylesReachTheCells() {
    let view = VStack {
      Text("plain ") + Text("bold").bold().foregroundColor(.red)
      Text("inherited").background(.blue)
    }
    .dim()
    let frame = FrameRenderer.render(view, size: Size(width: 12, height: 2))
    #expect(frame.style(at: Point(x: 0, y: 0)) == Style(attributes: .dim))
    #expect(
      frame.style(at: Point(x: 6, y: 0)) == Style(foreground: .red, attributes: [.dim, .bold]))
    #expect(frame.style(at: Point(x: 1, y: 1)) == Style(background: .blue, attributes: .dim))
  }

  @Test func contentLargerThanTheScreenIsClipped() {
    let view = VStack {
      ForEach(0..<10, id: \.self) { Text("line \($0) is rather long") }
    }
    assertInlineSnapshot(of: view.renderedText(width: 12, height: 3), as: .lines) {
      """
      line 0 is r…
      line 1 is r…
      line 2 is r…
      """
    }
  }
}

@MainActor
struct LayerSnapshotTests {
  @Test func overlayDrawsOnTopWithoutChangingTheSize() {
    let view = VStack(alignment: .leading) {
      Text("line one")
      Text("line two")
      Text("line three")
    }
    .border(.single)
    .overlay(alignment: .bottomTrailing) { Text("!") }
    assertInlineSnapshot(of: view.renderedText(width: 20, height: 8), as: .lines) {
      """
      ┌──────────┐
      │line one  │
      │line two  │
      │line three│
      └──────────!
      """
    }
  }

  @Test func zStackTakesTheLargestLayer() {
    let view = ZStack {
      Text("").frame(width: 9, height: 3).border(.ascii)
      Text("mid")
    }
    assertInlineSnapshot(of: view.renderedText(width: 20, height: 8), as: .lines) {
      """
      +---------+
      |         |
      |   mid   |
      |         |
      +---------+
      """
    }
  }
}

@MainActor
struct GroupTests {
  @Test func modifiersOnAGroupApplyToEachChild() {
    let view = HStack {
      Group {
        Text("a")
        Text("b")
      }
      .border(.ascii)
    }
    assertInlineSnapshot(of: view.renderedText(width: 20, height: 5), as: .lines) {
      """
      +-+ +-+
      |a| |b|
      +-+ +-+
      """
    }
  }
}
