import InlineSnapshotTesting
import PortableSwiftUI
import Testing

@testable import TerminalUI
@testable import TerminalUIWeb

/// Every kind of SwiftUI view and modifier the SwiftUI layer draws (`NodeView`'s kinds), as
/// the web page draws it: CSS layout, native controls, dialogs, navigation.
@MainActor
struct ViewKindHTMLTests {

  private func html(_ view: some PortableSwiftUI.View) -> String {
    WebSession(size: Size(width: 40, height: 12), rootView: view).html()
  }

  @Test func stacksSpacersAndDividers() {
    let view = PortableSwiftUI.VStack(alignment: .leading, spacing: 16) {
      PortableSwiftUI.HStack(alignment: .top) {
        PortableSwiftUI.Text("Left")
        PortableSwiftUI.Spacer()
        PortableSwiftUI.Text("Right")
      }
      PortableSwiftUI.Divider()
      PortableSwiftUI.ZStack {
        PortableSwiftUI.Text("Under")
        PortableSwiftUI.Text("Over")
      }
    }
    assertInlineSnapshot(of: html(view), as: .lines) {
      """
      <div class="root"><div class="v xs" style="gap:1em"><div class="h xs" style="gap:0.5em"><span class="t">Left</span><div class="spacer"></div><span class="t">Right</span></div><hr><div class="z"><span class="t">Under</span><span class="t">Over</span></div></div></div>
      """
    }
  }

  @Test func framesFillAndCentreAsSwiftUIDoes() {
    let view = PortableSwiftUI.VStack {
      PortableSwiftUI.Text("Centred").frame(maxWidth: .infinity)
      PortableSwiftUI.Text("Leading").frame(maxWidth: .infinity, alignment: .leading)
      PortableSwiftUI.Text("Fixed").frame(width: 80, height: 40)
    }
    assertInlineSnapshot(of: html(view), as: .lines) {
      """
      <div class="root"><div class="v xc fw"><div class="f xc mc fw"><span class="t">Centred</span></div><div class="f xs mc fw"><span class="t">Leading</span></div><div class="f xc mc" style="max-width:5em;min-height:3em;max-height:3em;width:5em"><span class="t">Fixed</span></div></div></div>
      """
    }
  }

  @Test func paddingBorderAndStyles() {
    let view = PortableSwiftUI.VStack {
      PortableSwiftUI.Text("Padded").padding()
      PortableSwiftUI.Text("Bordered").border(PortableSwiftUI.Color.red)
      PortableSwiftUI.Text("Red bold").bold().foregroundColor(.red)
      PortableSwiftUI.Text("Italic").italic()
      PortableSwiftUI.Text("Hidden").hidden()
      PortableSwiftUI.Text("Invisible").opacity(0)
    }
    assertInlineSnapshot(of: html(view), as: .lines) {
      """
      <div class="root"><div class="v xc"><div style="padding:1em 0.5em 1em 0.5em"><span class="t">Padded</span></div><div class="box"><span class="t">Bordered</span></div><div class="b" style="color:#cd0000"><span class="t">Red bold</span></div><div class="i"><span class="t">Italic</span></div><div class="hidden"><span class="t">Hidden</span></div><div class="hidden"><span class="t">Invisible</span></div></div></div>
      """
    }
  }

  @Test func textImageAndColor() {
    let view = PortableSwiftUI.HStack {
      PortableSwiftUI.Image(systemName: "star.fill")
      PortableSwiftUI.Text("Starred")
      PortableSwiftUI.Color.blue.frame(width: 10, height: 10)
    }
    assertInlineSnapshot(of: html(view), as: .lines) {
      """
      <div class="root"><div class="h xc" style="gap:0.5em"><span class="t">★</span><span class="t">Starred</span><div class="f xc mc" style="max-width:0.5em;min-height:1em;max-height:1em;width:0.5em"><div class="fw fh" style="background:#0000ee"><div class="f xc mc fw fh"></div></div></div></div></div>
      """
    }
  }

  @Test func listsFormsSectionsAndGroups() {
    let view = PortableSwiftUI.List {
      PortableSwiftUI.Section("Fruit") {
        PortableSwiftUI.Text("Apple")
        PortableSwiftUI.Text("Pear")
      }
      PortableSwiftUI.GroupBox("Box") { PortableSwiftUI.Text("Inside") }
      PortableSwiftUI.LabeledContent("Name", value: "Ada")
      PortableSwiftUI.DisclosureGroup("More") { PortableSwiftUI.Text("Hidden detail") }
    }
    assertInlineSnapshot(of: html(view), as: .lines) {
      """
      <div class="root"><div class="scroll"><div class="v xs"><div style="padding:0 0 1em 0"><div class="v xs"><span class="t"><span class="b">FRUIT</span></span><div style="padding:0 0 0 0.5em"><span class="t">Apple</span></div><div style="padding:0 0 0 0.5em"><span class="t">Pear</span></div></div></div><section class="box" aria-label="Box"><h2>Box</h2><div style="padding:0 0.5em 0 0.5em"><div class="v xs"><span class="t">Inside</span></div></div></section><div class="h xc" style="gap:0.5em"><span class="t">Name</span><div class="spacer"></div><div class="d"><span class="t">Ada</span></div></div><div class="v xs"><button id="b-▸_More">▸ More</button></div></div></div></div>
      """
    }
  }

  /// A list with a selection is a list box of options; a click on an option and the arrow keys
  /// write the binding.
  @Test func aSelectableListIsAListBox() throws {
    struct Fruits: PortableSwiftUI.View {
      @PortableSwiftUI.State var selection: String? = "Pear"
      var body: some PortableSwiftUI.View {
        PortableSwiftUI.VStack(alignment: .leading) {
          PortableSwiftUI.Text("chosen: \(selection ?? "none")")
          PortableSwiftUI.List(selection: $selection) {
            PortableSwiftUI.ForEach(["Apple", "Pear"], id: \.self) { PortableSwiftUI.Text($0) }
          }
        }
      }
    }
    let session = WebSession(size: Size(width: 40, height: 12)) {
      HostingView(rootView: Fruits())
    }
    assertInlineSnapshot(of: session.html(), as: .lines) {
      """
      <div class="root"><div class="v xs fw"><span class="t">chosen: Pear</span><ul data-focused="" role="listbox" tabindex="0" class="fw"><li id="list.r0" role="option" aria-selected="false"><span class="t">Apple</span></li><li id="list.r1" role="option" aria-selected="true"><span class="t">Pear</span></li></ul></div></div>
      """
    }
    try session.receive(Array(#"{"t":"click","id":"list.r0"}"#.utf8))
    #expect(session.html().contains("chosen: Apple"))
    try session.receive(Array(#"{"t":"key","k":"ArrowDown"}"#.utf8))
    #expect(session.html().contains("chosen: Pear"))
  }

  /// A page's list box has every option, not the rows a terminal of the page's size shows.
  @Test func aLongListBoxHasEveryOption() {
    struct Numbers: PortableSwiftUI.View {
      @PortableSwiftUI.State var selection: Int? = 0
      var body: some PortableSwiftUI.View {
        PortableSwiftUI.List(selection: $selection) {
          PortableSwiftUI.ForEach(0..<50, id: \.self) { PortableSwiftUI.Text("Row \($0)") }
        }
      }
    }
    let session = WebSession(size: Size(width: 40, height: 12)) {
      HostingView(rootView: Numbers(), buildsRowsInSight: false)
    }
    let html = session.html()
    #expect(html.contains(#"<li id="list.r49" role="option" aria-selected="false">"#))
    #expect(html.contains(">Row 49<"))
  }

  /// A list whose selection is a set is a list box that selects many: a click on an option
  /// adds it to the selection or takes it out.
  @Test func aListThatSelectsManyIsAMultiselectableListBox() throws {
    struct Sizes: PortableSwiftUI.View {
      @PortableSwiftUI.State var selection: Set<Int> = [2]
      var body: some PortableSwiftUI.View {
        PortableSwiftUI.VStack(alignment: .leading) {
          PortableSwiftUI.Text(
            "chosen: \(selection.sorted().map(String.init).joined(separator: ","))")
          PortableSwiftUI.List(selection: $selection) {
            PortableSwiftUI.Text("Small").tag(1)
            PortableSwiftUI.Text("Medium").tag(2)
          }
        }
      }
    }
    let session = WebSession(size: Size(width: 40, height: 12)) {
      HostingView(rootView: Sizes())
    }
    let html = session.html()
    #expect(html.contains(#"role="listbox" aria-multiselectable="true""#))
    #expect(html.contains(#"<li id="list.r1" role="option" aria-selected="true">"#))
    try session.receive(Array(#"{"t":"click","id":"list.r0"}"#.utf8))
    #expect(session.html().contains("chosen: 1,2"))
    try session.receive(Array(#"{"t":"click","id":"list.r1"}"#.utf8))
    #expect(session.html().contains("chosen: 1<"))
  }

  @Test func controls() {
    let view = PortableSwiftUI.Form {
      PortableSwiftUI.Button("Save") {}
      PortableSwiftUI.Toggle("Notify", isOn: .constant(false))
      PortableSwiftUI.TextField("Name", text: .constant(""))
      PortableSwiftUI.SecureField("Password", text: .constant("x"))
      PortableSwiftUI.Stepper("Count: 3", value: .constant(3), in: 0...10)
      PortableSwiftUI.Slider(value: .constant(0.5))
      PortableSwiftUI.Picker("Colour", selection: .constant(1)) {
        PortableSwiftUI.Text("Red").tag(1)
        PortableSwiftUI.Text("Blue").tag(2)
      }
      PortableSwiftUI.ProgressView(value: 0.25)
      PortableSwiftUI.Menu("Actions") { PortableSwiftUI.Button("Rename") {} }
      PortableSwiftUI.EditButton()
    }
    assertInlineSnapshot(of: html(view), as: .lines) {
      """
      <div class="root"><div class="scroll"><div class="v xs"><button id="b-Save">Save</button><button id="t-Notify" role="switch" aria-checked="false">Notify</button><input id="f-Name" data-focused="" type="text" aria-label="Name" placeholder="Name" value=""><input id="f-Password" type="password" aria-label="Password" placeholder="Password" value=""><div class="h xc" style="gap:0.5em"><span class="t">Count: 3</span><button id="b--">-</button><button id="b-+">+</button></div><input id="s-" type="range" min="0" max="1" step="0.1" value="0.5"><select id="p-Colour" aria-label="Colour"><option value="0" selected="">Red</option><option value="1">Blue</option></select><div class="h xc" style="gap:0.5em"><progress value="0.25" max="1"></progress></div><button id="b-Actions_▾">Actions ▾</button><button id="b-Edit">Edit</button></div></div></div>
      """
    }
  }

  @Test func navigationStackTitleAndToolbar() {
    let view = PortableSwiftUI.NavigationStack {
      PortableSwiftUI.List {
        PortableSwiftUI.NavigationLink("Counter") { PortableSwiftUI.Text("Count") }
      }
      .navigationTitle("Case studies")
      .toolbar { PortableSwiftUI.Button("Add") {} }
    }
    assertInlineSnapshot(of: html(view), as: .lines) {
      """
      <div class="root"><div class="v xs"><nav aria-label="Breadcrumb"><ol><li aria-current="page">Case studies</li></ol></nav><div class="v xs"><div class="h xc" style="gap:0.5em"><button id="b-Add">Add</button></div><div class="scroll"><div class="v xs"><button id="b-Counter_›">Counter ›</button></div></div></div></div></div>
      """
    }
  }

  @Test func tabView() {
    let view = PortableSwiftUI.TabView {
      PortableSwiftUI.Text("First screen").tabItem { PortableSwiftUI.Text("One") }
      PortableSwiftUI.Text("Second screen").tabItem { PortableSwiftUI.Text("Two") }
    }
    assertInlineSnapshot(of: html(view), as: .lines) {
      """
      <div class="root"><div class="v xs"><div role="tablist"><button id="tabs.tab-One" role="tab" aria-selected="true">One</button><button id="tabs.tab-Two" role="tab" aria-selected="false">Two</button></div><span class="t">First screen</span></div></div>
      """
    }
  }

  @Test func overlayBackgroundAndTap() {
    let view = PortableSwiftUI.VStack {
      PortableSwiftUI.Text("Base").overlay { PortableSwiftUI.Text("Badge") }
      PortableSwiftUI.Text("Front").background { PortableSwiftUI.Text("Back") }
      PortableSwiftUI.Text("Tap me").onTapGesture {}
    }
    assertInlineSnapshot(of: html(view), as: .lines) {
      """
      <div class="root"><div class="v xc"><div class="z"><span class="t">Base</span><span class="t">Badge</span></div><span class="t">Front</span><span id="x-Tap_me" class="t" role="button" tabindex="0">Tap me</span></div></div>
      """
    }
  }

  @Test func lifecycleRefreshableAndSearchable() {
    let view = PortableSwiftUI.List {
      PortableSwiftUI.Text("Row")
    }
    .task {}
    .onAppear {}
    .refreshable {}
    .searchable(text: .constant("ap"))
    assertInlineSnapshot(of: html(view), as: .lines) {
      """
      <div class="root"><div class="v xs"><input id="f-⌕" data-focused="" type="text" aria-label="⌕" placeholder="Search" value="ap"><div class="v xs"><div class="scroll"><div class="v xs"><span class="t">Row</span></div></div><span class="t"><span class="d">ctrl+r refresh</span></span></div></div></div>
      """
    }
  }

  @Test func sheetIsADialogTitledByItsContent() {
    let view = PortableSwiftUI.Text("Items")
      .sheet(isPresented: .constant(true)) {
        PortableSwiftUI.VStack {
          PortableSwiftUI.Text("New item")
          PortableSwiftUI.TextField("Name", text: .constant(""))
        }
      }
    let page = html(view)
    #expect(page.contains(#"<dialog aria-modal="true" aria-label="New item">"#))
    #expect(!page.contains("esc closes"))
    assertInlineSnapshot(of: page, as: .lines) {
      """
      <div class="root"><span class="t">Items</span><dialog aria-modal="true" aria-label="New item"><div class="box fw fh"><div class="fw fh" style="padding:0 0.5em 0 0.5em"><div class="f xs ms fw fh"><div class="v xc"><span class="t">New item</span><input id="dialog.f-Name" data-focused="" type="text" aria-label="Name" placeholder="Name" value=""></div></div></div></div></dialog></div>
      """
    }
  }

  @Test func alertMarksTheDefaultAndCancelButtons() {
    // A destructive button is never Enter's: with only it and a cancel button, Enter cancels.
    let view = PortableSwiftUI.Text("Items")
      .alert("Clear the list?", isPresented: .constant(true)) {
        PortableSwiftUI.Button("Clear", role: .destructive) {}
        PortableSwiftUI.Button("Cancel", role: .cancel) {}
      }
    let page = html(view)
    #expect(page.contains(#"class="destructive" aria-keyshortcuts="1">Clear</button>"#))
    #expect(
      page.contains(#"class="default cancel" aria-keyshortcuts="2 Enter Escape">Cancel</button>"#))
    assertInlineSnapshot(of: page, as: .lines) {
      """
      <div class="root"><span class="t">Items</span><dialog aria-modal="true" aria-label="Clear the list?"><section class="box" aria-label="Clear the list?"><h2>Clear the list?</h2><div style="padding:0 0.5em 0 0.5em"><div class="v xs" style="gap:1em"><div class="h xc" style="gap:0.5em"><button id="dialog.k-1" class="destructive" aria-keyshortcuts="1">Clear</button><button id="dialog.k-2" class="default cancel" aria-keyshortcuts="2 Enter Escape">Cancel</button></div></div></div></section></dialog></div>
      """
    }
  }

  @Test func confirmationDialog() {
    let view = PortableSwiftUI.Text("Items")
      .confirmationDialog("Share", isPresented: .constant(true)) {
        PortableSwiftUI.Button("Copy") {}
        PortableSwiftUI.Button("Cancel", role: .cancel) {}
      }
    assertInlineSnapshot(of: html(view), as: .lines) {
      """
      <div class="root"><span class="t">Items</span><dialog aria-modal="true" aria-label="Share"><section class="box" aria-label="Share"><h2>Share</h2><div style="padding:0 0.5em 0 0.5em"><div class="v xs" style="gap:1em"><div class="v xs"><button id="dialog.k-1" class="default" aria-keyshortcuts="1 Enter">Copy</button><button id="dialog.k-2" class="cancel" aria-keyshortcuts="2 Escape">Cancel</button></div></div></div></section></dialog></div>
      """
    }
  }
}
