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

  /// TCA's NavigationDemo: a stack with a floating menu in its bottom inset, in a sheet. It was
  /// two panels, each half the sheet; it is one, the menu a bar at its bottom and the stack
  /// taking the rest.
  @Test func aSafeAreaInsetIsABarAtItsEdgeAndTheContentTakesTheRest() throws {
    struct Host: View {
      @State var isShowing = true
      var body: some View {
        Text("under")
          .sheet(isPresented: $isShowing) {
            NavigationStack {
              List { Text("Screen A") }
                .navigationTitle("Root")
            }
            .safeAreaInset(edge: .bottom) {
              VStack {
                Text("Total: 0")
                Button("Pop to root") {}
              }
            }
          }
      }
    }
    let terminal = TestTerminal(rootView: Host(), width: 30, height: 12)
    let lines = terminal.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.filter { $0.contains("╭") }.count == 1, "\(terminal.text)")
    let bottom = try #require(lines.lastIndex { $0.contains("╰") })
    #expect(lines[bottom - 1].contains("[ Pop to root ]"), "\(terminal.text)")
    #expect(lines[bottom - 2].contains("Total: 0"), "\(terminal.text)")
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      under
       ╭──────────────────────────╮
       │ Root                     │
       │ Screen A                 │
       │                          │
       │                          │
       │                          │
       │                          │
       │        Total: 0          │
       │     [ Pop to root ]      │
       ╰──────────────────────────╯
      """
    }
  }

  @Test func aTopSafeAreaInsetIsABarAboveTheContent() {
    let view = List { Text("row") }
      .safeAreaInset(edge: .top) { Text("Filter") }
    let terminal = TestTerminal(rootView: view, width: 12, height: 4)
    let lines = terminal.text.split(separator: "\n")
    #expect(lines.first?.contains("Filter") == true, "\(terminal.text)")
    #expect(lines.dropFirst().first?.contains("row") == true, "\(terminal.text)")
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
