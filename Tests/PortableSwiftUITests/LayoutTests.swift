import Foundation
import PortableSwiftUI
import Testing

@MainActor
struct LayoutTests {
  @Test func stacksSpacersAndLayoutModifiers() {
    let tree = ViewResolver.resolve(
      HStack(alignment: .top, spacing: 4) {
        Text("A")
        Spacer()
        Divider()
        ZStack(alignment: .bottomTrailing) { Text("B") }
      }
      .padding(.horizontal, 64)
      .frame(maxWidth: .infinity)
    )
    #expect(
      tree.description == """
        Root
          frame maxWidth: inf alignment: center
            padding edges: horizontal length: 64.0
              HStack alignment: top spacing: 4.0
                Text text: A
                Spacer
                Divider
                ZStack alignment: bottomtrailing
                  Text text: B
        """)
  }

  @Test func conditionalsOptionalsAndGroupsResolveToTheBranchTaken() {
    struct Status: View {
      let running: Bool
      let note: String?
      var body: some View {
        Group {
          if running { Text("Running") } else { Text("Stopped") }
          if let note { Text(note) }
        }
      }
    }
    #expect(ViewResolver.resolve(Status(running: true, note: nil)).text == "Running")
    #expect(ViewResolver.resolve(Status(running: false, note: "later")).text == "Stopped later")
  }

  @Test func customModifiersWrapTheirContent() {
    struct Card: ViewModifier {
      func body(content: Content) -> some View {
        content.padding().background(Color.gray)
      }
    }
    let tree = ViewResolver.resolve(Text("Hi").modifier(Card()))
    #expect(
      tree.description == """
        Root
          background style: gray
            padding edges: all
              Text text: Hi
        """)
  }

  @Test func explicitIdentityGivesANewViewNewState() {
    struct Counter: View {
      @State var taps = 0
      var body: some View { Button("\(taps)") { taps += 1 } }
    }
    struct Screen: View {
      let id: Int
      var body: some View { Counter().id(id) }
    }
    let graph = ViewGraph()
    ViewResolver.resolve(Screen(id: 1), graph: graph).first("Button")?.perform()
    #expect(ViewResolver.resolve(Screen(id: 1), graph: graph).text == "1")
    #expect(ViewResolver.resolve(Screen(id: 2), graph: graph).text == "0")
  }
}
