import Foundation
import Observation
import PortableSwiftUI
import Testing

@MainActor
struct StateTests {
  struct Counter: View {
    @State var count = 0
    var body: some View {
      HStack {
        Text("\(count)")
        Child(count: $count)
      }
    }
  }
  struct Child: View {
    @Binding var count: Int
    var body: some View { Button("+") { count += 1 } }
  }

  @Test func stateLivesInTheGraphAndBindingsWriteIt() {
    let graph = ViewGraph()
    ViewResolver.resolve(Counter(), graph: graph).first("Button")?.perform()
    #expect(graph.needsUpdate)
    #expect(ViewResolver.resolve(Counter(), graph: graph).first("Text")?.text == "1")
    #expect(!graph.needsUpdate)
    // A new graph is a new place: state starts over.
    #expect(ViewResolver.resolve(Counter()).first("Text")?.text == "0")
  }

  private struct Accent: EnvironmentKey { static let defaultValue = "blue" }

  @Test func environmentFlowsDownAndObjectsAreFound() {
    struct Reader: View {
      @Environment(\.isEnabled) var isEnabled
      @Environment(NamedModel.self) var model
      var body: some View { Text("\(model.name) \(isEnabled)") }
    }
    let tree = ViewResolver.resolve(Reader().disabled(true).environment(NamedModel()))
    #expect(tree.text == "Ada false")
  }

  @Test func bindablesOnChangeAndFocus() {
    struct Editor: View {
      @Bindable var model: TextModel
      @FocusState var focused: Bool
      @State var changes: [String] = []
      var body: some View {
        VStack {
          TextField("Text", text: $model.text).focused($focused)
          Text(changes.joined(separator: ","))
        }
        .onChange(of: model.text) { old, new in changes.append("\(old)>\(new)") }
      }
    }
    let model = TextModel()
    let graph = ViewGraph()
    var tree = ViewResolver.resolve(Editor(model: model), graph: graph)
    tree.first("TextField")?.perform("set", "a")
    #expect(model.text == "a")
    tree.first("focused")?.perform("focus")
    tree = ViewResolver.resolve(Editor(model: model), graph: graph)
    #expect(tree.first("focused")?[attribute: "isFocused"] == "true")
    tree = ViewResolver.resolve(Editor(model: model), graph: graph)
    #expect(tree.first("Text", containing: ">")?.text == ">a")
  }

  @Test func tasksRefreshAndSearch() async {
    struct Screen: View {
      @State var query = ""
      let loaded: @Sendable () async -> Void
      var body: some View {
        List { Text("Row") }
          .task { await loaded() }
          .refreshable { await loaded() }
          .searchable(text: $query, prompt: "Find")
      }
    }
    let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
    let graph = ViewGraph()
    let tree = ViewResolver.resolve(Screen { continuation.yield() }, graph: graph)
    #expect(await tree.first("task")?.performAndWait("task") == true)
    #expect(await tree.first("refreshable")?.performAndWait("refresh") == true)
    continuation.finish()
    var count = 0
    for await _ in stream { count += 1 }
    #expect(count == 2)
    tree.first("searchable")?.perform("set", "milk")
    #expect(
      ViewResolver.resolve(Screen {}, graph: graph).first("searchable")?[attribute: "text"]
        == "milk")
  }
}

@Observable final class NamedModel { var name = "Ada" }
@Observable final class TextModel { var text = "" }
