import ComposableArchitecture
import InlineSnapshotTesting
import Testing

@testable import TerminalUI
@testable import TerminalUIWeb

/// Each kind of view as the web page draws it: the HTML of one frame.
@MainActor
struct HTMLRendererTests {
  private func html(_ view: some View) -> String {
    WebSession(size: Size(width: 40, height: 8)) { view }.html()
  }

  @Test func textAndStacks() {
    let view = VStack {
      Text("Focus ") + Text("running").bold().foregroundColor(.green)
      HStack {
        Text("a < b & c")
        Spacer()
        Text("dim").dim()
      }
      Divider()
    }
    assertInlineSnapshot(of: html(view), as: .lines)
  }

  @Test func controls() {
    let view = VStack {
      Button("Start", key: " ") {}
      Toggle("Sound", isOn: .constant(true))
      TextField("Task", text: .constant("Write"), prompt: "What are you working on?")
      SecureField("Password", text: .constant("secret"))
    }
    assertInlineSnapshot(of: html(view), as: .lines)
  }

  @Test func listWithSelection() {
    let view = List(["Alpha", "Beta", "Gamma"], id: \.self, selection: .constant("Beta")) {
      Text($0)
    }
    assertInlineSnapshot(of: html(view), as: .lines)
  }

  @Test func alertIsADialog() {
    let alert = Store(
      initialState: AlertState<Never> {
        TextState("Delete Saw?")
      } actions: {
        ButtonState(role: .cancel) { TextState("Keep") }
      } message: {
        TextState("It cannot be undone.")
      }
    ) { EmptyReducer() }
    let view = Text("Items").alert(.constant(alert))
    assertInlineSnapshot(of: html(view), as: .lines)
  }

  @Test func sheetIsADialog() {
    let sheet = Store(initialState: 0) { EmptyReducer<Int, Never>() }
    let view = Text("Items").sheet(item: .constant(sheet)) { _ in Text("Editing") }
    assertInlineSnapshot(of: html(view), as: .lines)
  }

  @Test func navigationStackHasBreadcrumbs() {
    let path = Store(initialState: StackState(["Saw"])) {
      EmptyReducer<StackState<String>, StackAction<String, Never>>()
    }
    let view = NavigationStack(path: .constant(path)) {
      Text("Items").navigationTitle("Inventory")
    } destination: { store in
      Text(store.withState { $0 }).navigationTitle("Detail")
    }
    assertInlineSnapshot(of: html(view), as: .lines)
  }

  @Test func drawingsAreSVG() {
    let view = VStack {
      Canvas { canvas in
        canvas.line(from: Point(x: 0, y: 0), to: Point(x: 3, y: 0))
        canvas.text("A", at: Point(x: 0, y: 1))
      }
      .frame(width: 4, height: 2)
      BarChart([("Mon", 4), ("Tue", 2)])
      Sparkline([1, 3, 2])
      ProgressBar(value: 0.25)
    }
    assertInlineSnapshot(of: html(view), as: .lines)
  }

  @Test func clockBoxAndKeys() {
    let view = VStack {
      BigText("25:00").foregroundColor(.red)
      KeyHints([KeyBinding("start", keys: " ", label: "space"), KeyBinding("quit", keys: "q")])
    }
    .border(.rounded, title: "Focus")
    assertInlineSnapshot(of: html(view), as: .lines)
  }
}
