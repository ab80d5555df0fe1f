import InlineSnapshotTesting
import Testing

@testable import TerminalUI
@testable import TerminalUIWeb

/// Frames after the first reach the page as patches of what changed.
@MainActor
struct HTMLPatchTests {
  private func clock(_ time: String, running: Bool) -> some View {
    VStack {
      Text("Focus").bold()
      Text(time)
      Button(running ? "Pause" : "Start", key: " ") {}
      Toggle("Running", isOn: .constant(running))
      List(["Write", "Read"], id: \.self, selection: .constant("Write")) { Text($0) }
    }
  }

  private func frame(_ view: some View) -> HTMLNode {
    var renderer = HTMLRenderer()
    return MainActor.assumeIsolated {
      let host = ViewHost(size: Size(width: 40, height: 10)) { view }
      return renderer.render(host.renderSemantics())
    }
  }

  private func patch(from before: HTMLNode, to after: HTMLNode) -> String {
    HTMLPatch.message(HTMLPatch.changes(from: before, to: after))
  }

  @Test func oneChangedTextIsOneSmallPatch() {
    let before = frame(clock("25:00", running: true))
    let after = frame(clock("24:59", running: true))
    let message = patch(from: before, to: after)
    #expect(message.utf8.count < 200)
    assertInlineSnapshot(of: message, as: .lines) {
      """
      [["text","0.1.0","24:59"]]
      """
    }
  }

  @Test func theFirstFrameIsTheWholePage() {
    let page = frame(clock("25:00", running: false))
    #expect(HTMLPatch.changes(from: nil, to: page) == [.replace(path: [], html: page.html)])
  }

  @Test func anUnchangedFrameSendsNothing() {
    var client = WebClient()
    #expect(client.update(to: frame(clock("25:00", running: false))) != nil)
    #expect(client.update(to: frame(clock("25:00", running: false))) == nil)
  }

  @Test func aChangedLabelAndAnAttribute() {
    let before = frame(clock("25:00", running: false))
    let after = frame(clock("25:00", running: true))
    assertInlineSnapshot(of: patch(from: before, to: after), as: .lines) {
      """
      [["text","0.2.0","Pause"],["attrs","0.3",{"id":"t-Running","role":"switch","aria-checked":"true"}]]
      """
    }
  }

  @Test func aNewElementReplacesItsParent() {
    let before = frame(VStack { Text("a") })
    let after = frame(
      VStack {
        Text("a"); Text("b")
      })
    assertInlineSnapshot(of: patch(from: before, to: after), as: .lines) {
      #"""
      [["html","0","<div class=\"v xc\"><span class=\"t\">a</span><span class=\"t\">b</span></div>"]]
      """#
    }
  }
}
