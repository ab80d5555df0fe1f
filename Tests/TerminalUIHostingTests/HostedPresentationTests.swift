import InlineSnapshotTesting
import PortableSwiftUI
import Testing

import enum TerminalUI.Key
import class TerminalUI.TestTerminal

/// Presentations and toolbars of the SwiftUI layer in the terminal.
@MainActor
struct HostedPresentationTests {
  @Test func aConfirmationDialogIsAPanelAtTheBottom() {
    struct Items: View {
      @State var isConfirming = true
      @State var count = 2
      var body: some View {
        Text("\(count) items")
          .confirmationDialog("Delete all?", isPresented: $isConfirming, titleVisibility: .visible)
        {
          Button("Delete", role: .destructive) { count = 0 }
          Button("Cancel", role: .cancel) {}
        }
      }
    }
    let terminal = TestTerminal(rootView: Items(), width: 30, height: 10)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      2 items




            ╭ Delete all? ───╮
            │ [ 1 Delete ]   │
            │ [ 2 Cancel ⏎ ] │
            ╰────────────────╯
      """
    }
    #expect(terminal.click(on: "1 Delete"))
    #expect(terminal.text == "0 items")
  }

  @Test func aFullScreenCoverIsAPanelThatEscDismisses() {
    struct Host: View {
      @State var isShowing = true
      var body: some View {
        Text("under")
          .fullScreenCover(isPresented: $isShowing) { Text("cover") }
      }
    }
    let terminal = TestTerminal(rootView: Host(), width: 20, height: 5)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      under
       ╭────────────────╮
       │ cover          │
       ╰────────────────╯
      """
    }
    terminal.press(.escape)
    #expect(terminal.text == "under")
  }

  @Test func aPopoverIsAPanelThatEscDismisses() {
    struct Host: View {
      @State var isShowing = true
      var body: some View {
        Text("under")
          .popover(isPresented: $isShowing) { Text("tip") }
      }
    }
    let terminal = TestTerminal(rootView: Host(), width: 20, height: 5)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      under
       ╭────────────────╮
       │ tip            │
       ╰────────────────╯
      """
    }
    terminal.press(.escape)
    #expect(terminal.text == "under")
  }

  @Test func toolbarItemsAreButtonsAboveTheContent() {
    struct Screen: View {
      @State var count = 0
      var body: some View {
        NavigationStack {
          Text("count \(count)")
            .navigationTitle("Counter")
            .toolbar {
              ToolbarItem { Button("Add") { count += 1 } }
            }
        }
      }
    }
    let terminal = TestTerminal(rootView: Screen(), width: 20, height: 4)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      Counter
      [ Add ]
      count 0
      """
    }
    #expect(terminal.click(on: "Add"))
    #expect(terminal.text.contains("count 1"))
  }
}
