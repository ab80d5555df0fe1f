import Foundation
import PortableSwiftUI
import Testing

@MainActor
struct ControlTests {
  /// A form that edits its own state: every control writes through a binding.
  struct Settings: View {
    @State var name = ""
    @State var password = ""
    @State var sound = true
    @State var volume = 0.5
    @State var count = 1
    @State var colour = "red"
    var body: some View {
      Form {
        Section("Profile") {
          TextField("Name", text: $name)
          SecureField("Password", text: $password)
        }
        Section {
          Toggle("Sound", isOn: $sound)
          Slider(value: $volume, in: 0...1, step: 0.25)
          Stepper("Count: \(count)", value: $count, in: 0...3)
          Picker("Colour", selection: $colour) {
            Text("Red").tag("red")
            Text("Blue").tag("blue")
          }
        } footer: {
          Text("Saved on the fly")
        }
        ProgressView(value: volume)
        Button("Delete", role: .destructive) { name = "" }
          .disabled(name.isEmpty)
      }
    }
  }

  @Test func controlsShowTheirStateAndWriteThroughBindings() {
    let graph = ViewGraph()
    var tree = ViewResolver.resolve(Settings(), graph: graph)
    #expect(tree.first("Button", containing: "Delete")?[attribute: "disabled"] == "true")
    tree.first("TextField")?.perform("set", "Ada")
    tree.first("SecureField")?.perform("set", "secret")
    tree.first("Toggle")?.perform()
    tree.first("Slider")?.perform("increment")
    tree.first("Stepper")?.perform("increment")
    tree.first("Stepper")?.perform("increment")
    tree.first("Stepper")?.perform("increment")  // past the upper bound: stays at 3
    tree.first("Picker")?.perform("set", "Blue")
    tree = ViewResolver.resolve(Settings(), graph: graph)
    #expect(
      tree.description == """
        Root
          Form
            Section header: Profile
              TextField text: Ada [set]
                Text text: Name
              SecureField text: •••••• [set]
                Text text: Password
            Section footer: Saved on the fly
              Toggle isOn: false [action]
                Text text: Sound
              Slider value: 0.75 range: 0.0...1.0 step: 0.25 [decrement, increment, set]
              Stepper [decrement, increment]
                Text text: Count: 3
              Picker selection: Blue [set]
                Text text: Colour
                Text text: Red tag: red
                Text text: Blue tag: blue
            ProgressView fraction: 0.75
            disabled disabled: false
              Button role: destructive [action]
                Text text: Delete
        """)
  }

  @Test func disabledControlsTakeNoInput() {
    var taps = 0
    let tree = ViewResolver.resolve(
      VStack {
        Button("Tap") { taps += 1 }
        Toggle("On", isOn: .constant(false))
      }.disabled(true)
    )
    #expect(tree.first("Button")?.perform() == false)
    #expect(tree.first("Toggle")?[attribute: "disabled"] == "true")
    #expect(taps == 0)
  }

  @Test func listsRowsDeleteAndMove() {
    struct Item: Identifiable { let id: Int; let title: String }
    struct Rows: View {
      @State var items = [
        Item(id: 1, title: "Milk"), Item(id: 2, title: "Eggs"), Item(id: 3, title: "Tea"),
      ]
      var body: some View {
        List {
          ForEach(items) { Text($0.title) }
            .onDelete { items.remove(atOffsets: $0) }
            .onMove { items.move(fromOffsets: $0, toOffset: $1) }
        }
      }
    }
    let graph = ViewGraph()
    var tree = ViewResolver.resolve(Rows(), graph: graph)
    tree.first("ForEach")?.perform("delete", "0")
    tree = ViewResolver.resolve(Rows(), graph: graph)
    #expect(tree.first("List")?.text == "Eggs Tea")
    tree.first("ForEach")?.perform("move", "0 2")
    tree = ViewResolver.resolve(Rows(), graph: graph)
    #expect(tree.first("List")?.text == "Tea Eggs")
    // Rows are identified by their elements' ids, not their positions.
    let ids = tree.first("ForEach")?.children.map { $0.identity.split(separator: "/").last ?? "" }
    #expect(ids == ["3", "2"])
  }

  @Test func disclosureGroupsExpandAndMenusListTheirActions() {
    let graph = ViewGraph()
    struct Screen: View {
      var body: some View {
        VStack {
          DisclosureGroup("More") { Text("Hidden detail") }
          GroupBox("Box") { Text("Inside") }
          Menu("Actions") {
            Button("Copy") {}; Button("Paste") {}
          }
        }
      }
    }
    var tree = ViewResolver.resolve(Screen(), graph: graph)
    #expect(tree.first("DisclosureGroup")?.text == "More")
    tree.first("DisclosureGroup")?.perform()
    tree = ViewResolver.resolve(Screen(), graph: graph)
    #expect(tree.first("DisclosureGroup")?.text == "More Hidden detail")
    #expect(tree.first("GroupBox")?.text == "Box Inside")
    #expect(tree.first("Menu")?.text == "Actions Copy Paste")
  }
}
