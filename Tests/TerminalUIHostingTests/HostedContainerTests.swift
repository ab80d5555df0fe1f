import InlineSnapshotTesting
import PortableSwiftUI
import Testing

import enum TerminalUI.Key
import class TerminalUI.TestTerminal

/// Containers of the SwiftUI layer in the terminal: group boxes, labelled content, disclosure
/// groups, forms.
@MainActor
struct HostedContainerTests {
  @Test func aGroupBoxIsATitledBox() {
    let terminal = TestTerminal(
      rootView: GroupBox("Totals") {
        Text("3 runs")
        Text("12 km")
      }, width: 16, height: 5)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      ╭ Totals ╮
      │ 3 runs │
      │ 12 km  │
      ╰────────╯
      """
    }
  }

  @Test func labeledContentPutsItsValueAtTheTrailingEdge() {
    let terminal = TestTerminal(
      rootView: VStack {
        LabeledContent("Distance", value: "5 km")
        LabeledContent("Pace") { Text("5:01") }
      }.frame(width: 160), width: 20, height: 2)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      Distance        5 km
      Pace            5:01
      """
    }
  }

  @Test func aDisclosureGroupOpensOnAClick() {
    struct More: View {
      @State var isExpanded = false
      var body: some View {
        DisclosureGroup("Details", isExpanded: $isExpanded) {
          Text("hidden until opened")
        }
      }
    }
    let terminal = TestTerminal(rootView: More(), width: 24, height: 3)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      [ ▸ Details ]
      """
    }
    #expect(terminal.click(on: "Details"))
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      [ ▾ Details ]
        hidden until opened
      """
    }
  }

  @Test func aFormGroupsItsSections() {
    let terminal = TestTerminal(
      rootView: Form {
        Section("Profile") {
          Text("Ada")
        }
        Section("About") {
          Text("Version 1")
        }
      }, width: 20, height: 8)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      PROFILE
       Ada

      ABOUT
       Version 1
      """
    }
  }
}
