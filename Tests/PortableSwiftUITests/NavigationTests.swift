import Foundation
import PortableSwiftUI
import Testing

@MainActor
struct NavigationTests {
  struct Root: View {
    @State var path: [Int] = []
    var body: some View {
      NavigationStack(path: $path) {
        List {
          NavigationLink("Two", value: 2)
          NavigationLink("Details") { Text("Pushed by a view").navigationTitle("Details") }
        }
        .navigationTitle("Numbers")
        .navigationDestination(for: Int.self) { number in
          NumberView(number: number).navigationTitle("Number \(number)")
        }
      }
    }
  }

  struct NumberView: View {
    let number: Int
    @Environment(\.dismiss) var dismiss
    var body: some View {
      VStack {
        NavigationLink("Next", value: number + 1)
        Button("Back") { dismiss() }
      }
    }
  }

  @Test func linksPushValuesAndDismissPops() {
    let graph = ViewGraph()
    var tree = ViewResolver.resolve(Root(), graph: graph)
    #expect(tree.first("NavigationStack")?[attribute: "depth"] == "0")
    tree.first("NavigationLink", containing: "Two")?.perform()
    tree = ViewResolver.resolve(Root(), graph: graph)
    tree.first("NavigationLink", containing: "Next")?.perform()
    tree = ViewResolver.resolve(Root(), graph: graph)
    let screens = tree.first("NavigationStack")?.children.map { $0[attribute: "title"] ?? "" }
    #expect(screens == ["Numbers", "Number 2", "Number 3"])

    tree.allNodes.last { $0.kind == "Button" }?.perform()  // Back, on the top screen
    tree = ViewResolver.resolve(Root(), graph: graph)
    #expect(tree.first("NavigationStack")?[attribute: "depth"] == "1")
    tree.first("NavigationStack")?.perform("pop")
    tree = ViewResolver.resolve(Root(), graph: graph)
    #expect(tree.first("NavigationStack")?[attribute: "depth"] == "0")
  }

  /// A popped screen leaves the hierarchy, and its state with it: pushed again, it starts
  /// afresh, as in SwiftUI.
  @Test func aPoppedScreenLosesItsState() {
    struct Tally: View {
      @State var count = 0
      var body: some View {
        Button("Count: \(count)") { count += 1 }
      }
    }
    struct Stack: View {
      @State var path: [Int] = []
      var body: some View {
        NavigationStack(path: $path) {
          NavigationLink("Open", value: 1)
            .navigationDestination(for: Int.self) { _ in Tally() }
        }
      }
    }
    let graph = ViewGraph()
    var tree = ViewResolver.resolve(Stack(), graph: graph)
    tree.first("NavigationLink", containing: "Open")?.perform()
    tree = ViewResolver.resolve(Stack(), graph: graph)
    tree.first("Button", containing: "Count")?.perform()
    tree = ViewResolver.resolve(Stack(), graph: graph)
    #expect(tree.first("Button", containing: "Count")?.text == "Count: 1")

    tree.first("NavigationStack")?.perform("pop")
    tree = ViewResolver.resolve(Stack(), graph: graph)
    tree.first("NavigationLink", containing: "Open")?.perform()
    tree = ViewResolver.resolve(Stack(), graph: graph)
    #expect(tree.first("Button", containing: "Count")?.text == "Count: 0")
  }

  /// The same for a screen a link to a view pushed: dismissed, it leaves the hierarchy; pushed
  /// again, its `@State` starts afresh.
  @Test func aScreenALinkPushedLosesItsStateWhenDismissed() {
    struct Tally: View {
      @State var count = 0
      @Environment(\.dismiss) var dismiss
      var body: some View {
        Button("Count: \(count)") { count += 1 }
        Button("Back") { dismiss() }
      }
    }
    struct Stack: View {
      var body: some View {
        NavigationStack {
          NavigationLink("Open") { Tally() }
        }
      }
    }
    let graph = ViewGraph()
    var tree = ViewResolver.resolve(Stack(), graph: graph)
    tree.first("NavigationLink", containing: "Open")?.perform()
    tree = ViewResolver.resolve(Stack(), graph: graph)
    tree.first("Button", containing: "Count")?.perform()
    tree = ViewResolver.resolve(Stack(), graph: graph)
    #expect(tree.first("Button", containing: "Count")?.text == "Count: 1")

    tree.first("Button", containing: "Back")?.perform()
    tree = ViewResolver.resolve(Stack(), graph: graph)
    #expect(tree.first("Button", containing: "Count") == nil)
    tree.first("NavigationLink", containing: "Open")?.perform()
    tree = ViewResolver.resolve(Stack(), graph: graph)
    #expect(tree.first("Button", containing: "Count")?.text == "Count: 0")
  }

  @Test func aLinkToAViewPushesIt() {
    let graph = ViewGraph()
    var tree = ViewResolver.resolve(Root(), graph: graph)
    tree.first("NavigationLink", containing: "Details")?.perform()
    tree = ViewResolver.resolve(Root(), graph: graph)
    #expect(tree.first("NavigationLink", containing: "Details")?.text == "Details Pushed by a view")
  }

  @Test func tabsSelectByTag() {
    struct Tabs: View {
      @State var tab = "b"
      var body: some View {
        TabView(selection: $tab) {
          Text("First").tabItem { Text("A") }.tag("a")
          Text("Second").tabItem { Text("B") }.tag("b")
        }
      }
    }
    let graph = ViewGraph()
    var tree = ViewResolver.resolve(Tabs(), graph: graph)
    #expect(tree.first("TabView")?[attribute: "selection"] == "1")
    tree.first("TabView")?.perform("set", "0")
    tree = ViewResolver.resolve(Tabs(), graph: graph)
    #expect(tree.first("TabView")?[attribute: "selection"] == "0")
  }

  @Test func toolbarsAndTitles() {
    let tree = ViewResolver.resolve(
      Text("Body")
        .navigationTitle("Title")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
        }
    )
    #expect(
      tree.description == """
        Root
          toolbar
            navigationBarTitleDisplayMode mode: inline
              navigationTitle title: Title
                Text text: Body
            ToolbarContent
              ToolbarItem placement: confirmationAction
                Button [action]
                  Text text: Save
        """)
  }
}
