import Testing

@testable import PortableSwiftUI

/// A `ForEach` tags its rows with their ids only where a selection reads the tags: under
/// `List(selection:)`, a `Picker` or a `TabView`. Elsewhere a tag per row per frame is waste.
@MainActor
struct RowTagTests {
  @Test func aPlainListTagsNoRows() {
    let graph = ViewGraph()
    _ = ViewResolver.resolve(
      VStack {
        List { ForEach(0..<100, id: \.self) { Text("Row \($0)") } }
        ForEach(0..<10, id: \.self) { Text("Line \($0)") }
      },
      graph: graph)
    #expect(graph.tags.isEmpty)
  }

  @Test func aListWithASelectionTagsItsRows() {
    let graph = ViewGraph()
    let tree = ViewResolver.resolve(
      List(selection: .constant(Int?.some(3))) {
        ForEach(0..<100, id: \.self) { Text("Row \($0)") }
      },
      graph: graph)
    #expect(graph.tags.count == 100)
    #expect(tree.first("ListRow")?[attribute: "isSelected"] == "false")
  }

  @Test func aPickerTagsItsOptionsButNotWhatIsInThem() {
    let graph = ViewGraph()
    _ = ViewResolver.resolve(
      Picker("Size", selection: .constant(2)) {
        ForEach(1..<4, id: \.self) { size in
          HStack { ForEach(0..<size, id: \.self) { _ in Text("*") } }
        }
      },
      graph: graph)
    #expect(graph.tags.count == 3)
  }

  @Test func aTabViewTagsItsTabsButNotTheRowsOfAListInOne() {
    let graph = ViewGraph()
    _ = ViewResolver.resolve(
      TabView(selection: .constant("b")) {
        ForEach(["a", "b"], id: \.self) { name in
          List { ForEach(0..<50, id: \.self) { Text("\(name) \($0)") } }
        }
      },
      graph: graph)
    #expect(graph.tags.count == 2)
  }
}
