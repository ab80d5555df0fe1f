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
    assertInlineSnapshot(of: html(view), as: .lines) {
      """
      <div class="v root"><div class="v"><span class="t">Focus <span class="b" style="color:#00cd00">running</span></span><div class="h"><span class="t">a &lt; b &amp; c</span><div class="spacer"></div><span class="t"><span class="d">dim</span></span></div><hr></div></div>
      """
    }
  }

  @Test func controls() {
    let view = VStack {
      Button("Start", key: " ") {}
      Toggle("Sound", isOn: .constant(true))
      TextField("Task", text: .constant("Write"), prompt: "What are you working on?")
      SecureField("Password", text: .constant("secret"))
    }
    assertInlineSnapshot(of: html(view), as: .lines) {
      """
      <div class="v root"><div class="v"><button id="a0-0" aria-keyshortcuts="space">Start</button><button id="a0-1" role="switch" aria-checked="true">Sound</button><input id="a0-2" data-focused="" type="text" aria-label="Task" placeholder="What are you working on?" value="Write"><input id="a0-3" type="password" aria-label="Password" placeholder="Password" value=""></div></div>
      """
    }
  }

  @Test func listWithSelection() {
    let view = List(["Alpha", "Beta", "Gamma"], id: \.self, selection: .constant("Beta")) {
      Text($0)
    }
    assertInlineSnapshot(of: html(view), as: .lines) {
      """
      <div class="v root"><ul data-focused="" role="listbox" tabindex="0"><li id="a0-0" role="option" aria-selected="false"><span class="t">Alpha</span></li><li id="a0-1" role="option" aria-selected="true"><span class="t">Beta</span></li><li id="a0-2" role="option" aria-selected="false"><span class="t">Gamma</span></li></ul></div>
      """
    }
  }

  @Test func alertIsADialog() {
    let state = AlertState<Never> {
      TextState("Delete Saw?")
    } actions: {
      ButtonState(role: .cancel) { TextState("Keep") }
    } message: {
      TextState("It cannot be undone.")
    }
    let alert = Store(initialState: state) { EmptyReducer<AlertState<Never>, Never>() }
    let view = Text("Items").alert(.constant(alert))
    assertInlineSnapshot(of: html(view), as: .lines) {
      """
      <div class="v root"><span class="t">Items</span><dialog open="" aria-modal="true" aria-label="Delete Saw?"><section class="box" aria-label="Delete Saw?"><h2>Delete Saw?</h2><div class="v"><span class="t">It cannot be undone.</span><div class="h"><button id="a1-0-0-1-0" aria-keyshortcuts="1">1 Keep</button></div></div></section></dialog></div>
      """
    }
  }

  @Test func sheetIsADialog() {
    let sheet = Store(initialState: 0) { EmptyReducer<Int, Never>() }
    let view = Text("Items").sheet(item: .constant(sheet)) { _ in Text("Editing") }
    assertInlineSnapshot(of: html(view), as: .lines) {
      """
      <div class="v root"><span class="t">Items</span><dialog open="" aria-modal="true" aria-label="esc closes"><section class="box" aria-label="esc closes"><h2>esc closes</h2><span class="t">Editing</span></section></dialog></div>
      """
    }
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
    assertInlineSnapshot(of: html(view), as: .lines) {
      """
      <div class="v root"><div class="v"><nav aria-label="Breadcrumb"><button id="a0-0" aria-label="Back">‹</button><ol><li>Inventory</li><li aria-current="page">Detail</li></ol></nav><span class="t">Saw</span></div></div>
      """
    }
  }

  @Test func drawingsAreSVG() {
    let view = VStack {
      Canvas { canvas in
        // A route: two lines that join are one polyline; a lone point stays a dot.
        canvas.line(from: Point(x: 0, y: 0), to: Point(x: 3, y: 0))
        canvas.line(from: Point(x: 3, y: 0), to: Point(x: 3, y: 2))
        canvas.point(Point(x: 6, y: 6))
        canvas.text("A", at: Point(x: 0, y: 1))
      }
      .frame(width: 4, height: 2)
      BarChart([("Mon", 4), ("Tue", 2)])
      Sparkline([1, 3, 2])
      ProgressBar(value: 0.25)
    }
    assertInlineSnapshot(of: html(view), as: .lines) {
      """
      <div class="v root"><div class="v"><svg class="canvas" role="img" aria-label="Drawing" viewBox="0 0 8 8"><polyline points="0.5,0.5 3.5,0.5 3.5,2.5"></polyline><path d="M6 6h1v1h-1z"></path><text x="0" y="7">A</text></svg><svg class="chart" role="img" aria-label="Mon 4, Tue 2" viewBox="0 0 100 20"><text x="0" y="7">Mon</text><rect x="25" y="1" width="60" height="7"></rect><text x="87" y="7">4</text><text x="0" y="17">Tue</text><rect x="25" y="11" width="30" height="7"></rect><text x="57" y="17">2</text></svg><svg class="spark" role="img" aria-label="1.0, 3.0, 2.0" viewBox="0 0 2 8"><polyline points="0,5 1,0 2,3"></polyline></svg><progress value="0.25" max="1"></progress></div></div>
      """
    }
  }

  @Test func clockBoxAndKeys() {
    let view = VStack {
      BigText("25:00").foregroundColor(.red)
      KeyHints([KeyBinding("start", keys: " ", label: "space"), KeyBinding("quit", keys: "q")])
    }
    .border(.rounded, title: "Focus")
    assertInlineSnapshot(of: html(view), as: .lines) {
      """
      <div class="v root"><section class="box" aria-label="Focus"><h2>Focus</h2><div class="v"><div style="color:#cd0000"><div class="big" role="status">25:00</div></div><p class="keys">space start · q quit</p></div></section></div>
      """
    }
  }
  private struct Row: Identifiable {
    let id: Int
    let task: String
    let minutes: Int
  }

  @Test func tableIsDrawnWithItsColumns() {
    // The old type switch dropped tables from the page.
    let rows = [Row(id: 1, task: "Write", minutes: 25), Row(id: 2, task: "Email", minutes: 5)]
    let view = Table(rows, selection: .constant(2)) {
      TableColumn("Task") { $0.task }
      TableColumn("Minutes", alignment: .trailing) { "\($0.minutes)" }
    }
    let page = html(view)
    #expect(page.contains(#"<span role="columnheader">Task</span>"#))
    #expect(page.contains(#"<span role="cell">Email</span><span role="cell">5</span>"#))
    assertInlineSnapshot(of: page, as: .lines)
  }

  @Test func tabViewIsATabList() {
    // The old type switch dropped the tab bar from the page.
    let view = TabView(selection: .constant(1)) {
      Tab("One", value: 0) { Text("First") }
      Tab("Two", value: 1) { Text("Second") }
    }
    let page = html(view)
    #expect(
      page.contains(#"<button id="tabs.tab-Two" role="tab" aria-selected="true">Two</button>"#))
    assertInlineSnapshot(of: page, as: .lines)
  }

  @Test func idsComeFromIdentityNotPosition() throws {
    // A line appears above the button: its id stays, and a click sent with it still reaches
    // the same button, never the control that took its old place.
    var clicked: [String] = []
    let shown = Box(false)
    let session = WebSession(size: Size(width: 40, height: 8)) {
      VStack {
        if shown.value { Button("Delete") { clicked.append("Delete") } }
        Button("Save") { clicked.append("Save") }
      }
    }
    #expect(session.html().contains(#"<button id="b-Save">Save</button>"#))
    shown.value = true
    let shifted = session.html()
    #expect(shifted.contains(#"<button id="b-Delete">Delete</button>"#))
    #expect(shifted.contains(#"<button id="b-Save">Save</button>"#))
    try session.receive(Array(#"{"t":"click","id":"b-Save"}"#.utf8))
    #expect(clicked == ["Save"])
  }
}

/// A value the test changes between frames.
@MainActor
private final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
