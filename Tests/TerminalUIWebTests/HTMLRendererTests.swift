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
      <div class="root"><div class="v xc"><span class="t">Focus <span class="b" style="color:#00cd00">running</span></span><div class="h xc" style="gap:0.5em"><span class="t">a &lt; b &amp; c</span><div class="spacer"></div><span class="t"><span class="d">dim</span></span></div><hr></div></div>
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
      <div class="root"><div class="v xc"><button id="k-space" aria-keyshortcuts="space">Start</button><button id="t-Sound" role="switch" aria-checked="true">Sound</button><input id="f-Task" data-focused="" type="text" aria-label="Task" placeholder="What are you working on?" value="Write"><input id="f-Password" type="password" aria-label="Password" placeholder="Password" value=""></div></div>
      """
    }
  }

  @Test func listWithSelection() {
    let view = List(["Alpha", "Beta", "Gamma"], id: \.self, selection: .constant("Beta")) {
      Text($0)
    }
    assertInlineSnapshot(of: html(view), as: .lines) {
      """
      <div class="root"><ul data-focused="" role="listbox" tabindex="0" class="fw"><li id="list.r0" role="option" aria-selected="false"><span class="t">Alpha</span></li><li id="list.r1" role="option" aria-selected="true"><span class="t">Beta</span></li><li id="list.r2" role="option" aria-selected="false"><span class="t">Gamma</span></li></ul></div>
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
      <div class="root"><span class="t">Items</span><dialog aria-modal="true" aria-label="Delete Saw?"><section class="box" aria-label="Delete Saw?"><h2>Delete Saw?</h2><div style="padding:0 0.5em 0 0.5em"><div class="v xs" style="gap:1em"><span class="t">It cannot be undone.</span><div class="h xc" style="gap:0.5em"><button id="dialog.k-1" class="default cancel" aria-keyshortcuts="1 Enter Escape">Keep</button></div></div></div></section></dialog></div>
      """
    }
  }

  @Test func sheetIsADialog() {
    let sheet = Store(initialState: 0) { EmptyReducer<Int, Never>() }
    let view = Text("Items").sheet(item: .constant(sheet)) { _ in Text("Editing") }
    assertInlineSnapshot(of: html(view), as: .lines) {
      """
      <div class="root"><span class="t">Items</span><dialog aria-modal="true" aria-label="Editing"><div class="box fw fh"><div class="fw fh" style="padding:0 0.5em 0 0.5em"><div class="f xs ms fw fh"><span class="t">Editing</span></div></div><p class="keys"><span>esc closes</span></p></div></dialog></div>
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
      <div class="root"><div class="v xs"><nav aria-label="Breadcrumb"><button id="back" aria-label="Back">‹</button><ol><li>Inventory</li><li aria-current="page">Detail</li></ol></nav><span class="t">Saw</span></div></div>
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
      <div class="root"><div class="v xc"><div class="f xc mc" style="max-width:2em;min-height:2em;max-height:2em;width:2em"><svg class="canvas" role="img" aria-label="Drawing" viewBox="0 0 8 8"><polyline points="0.5,0.5 3.5,0.5 3.5,2.5"></polyline><path d="M6 6h1v1h-1z"></path><text x="0" y="7">A</text></svg></div><svg class="chart" role="img" aria-label="Mon 4, Tue 2" viewBox="0 0 100 20"><text x="0" y="7">Mon</text><rect x="25" y="1" width="60" height="7"></rect><text x="87" y="7">4</text><text x="0" y="17">Tue</text><rect x="25" y="11" width="30" height="7"></rect><text x="57" y="17">2</text></svg><svg class="spark" role="img" aria-label="1.0, 3.0, 2.0" viewBox="0 0 2 8"><polyline points="0,5 1,0 2,3"></polyline></svg><progress value="0.25" max="1"></progress></div></div>
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
      <div class="root"><section class="box" aria-label="Focus"><h2>Focus</h2><div class="v xc"><div style="color:#cd0000"><div class="big" role="status">25:00</div></div><p class="keys"><span>space start</span><span>q quit</span></p></div></section></div>
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
    assertInlineSnapshot(of: page, as: .lines) {
      """
      <div class="root"><div role="table" class="table fw" style="--n:2"><div role="row" class="tr th"><span role="columnheader">Task</span><span role="columnheader">Minutes</span></div><ul data-focused="" role="listbox" tabindex="0" class="fw"><li id="list.r0" role="option" aria-selected="false"><div role="row" class="tr"><span role="cell">Write</span><span role="cell">25</span></div></li><li id="list.r1" role="option" aria-selected="true"><div role="row" class="tr"><span role="cell">Email</span><span role="cell">5</span></div></li></ul></div></div>
      """
    }
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
    assertInlineSnapshot(of: page, as: .lines) {
      """
      <div class="root"><div class="v xs"><div role="tablist"><button id="tabs.tab-One" role="tab" aria-selected="false">One</button><button id="tabs.tab-Two" role="tab" aria-selected="true">Two</button></div><span class="t">Second</span></div></div>
      """
    }
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
