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
    WebSession(size: Size(width: 40, height: 12)) { HostingView(rootView: view) }.html()
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
    assertInlineSnapshot(of: html(view), as: .lines)
  }

  @Test func framesFillAndCentreAsSwiftUIDoes() {
    let view = PortableSwiftUI.VStack {
      PortableSwiftUI.Text("Centred").frame(maxWidth: .infinity)
      PortableSwiftUI.Text("Leading").frame(maxWidth: .infinity, alignment: .leading)
      PortableSwiftUI.Text("Fixed").frame(width: 80, height: 40)
    }
    assertInlineSnapshot(of: html(view), as: .lines)
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
    assertInlineSnapshot(of: html(view), as: .lines)
  }

  @Test func textImageAndColor() {
    let view = PortableSwiftUI.HStack {
      PortableSwiftUI.Image(systemName: "star.fill")
      PortableSwiftUI.Text("Starred")
      PortableSwiftUI.Color.blue.frame(width: 10, height: 10)
    }
    assertInlineSnapshot(of: html(view), as: .lines)
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
    assertInlineSnapshot(of: html(view), as: .lines)
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
    assertInlineSnapshot(of: html(view), as: .lines)
  }

  @Test func navigationStackTitleAndToolbar() {
    let view = PortableSwiftUI.NavigationStack {
      PortableSwiftUI.List {
        PortableSwiftUI.NavigationLink("Counter") { PortableSwiftUI.Text("Count") }
      }
      .navigationTitle("Case studies")
      .toolbar { PortableSwiftUI.Button("Add") {} }
    }
    assertInlineSnapshot(of: html(view), as: .lines)
  }

  @Test func tabView() {
    let view = PortableSwiftUI.TabView {
      PortableSwiftUI.Text("First screen").tabItem { PortableSwiftUI.Text("One") }
      PortableSwiftUI.Text("Second screen").tabItem { PortableSwiftUI.Text("Two") }
    }
    assertInlineSnapshot(of: html(view), as: .lines)
  }

  @Test func overlayBackgroundAndTap() {
    let view = PortableSwiftUI.VStack {
      PortableSwiftUI.Text("Base").overlay { PortableSwiftUI.Text("Badge") }
      PortableSwiftUI.Text("Front").background { PortableSwiftUI.Text("Back") }
      PortableSwiftUI.Text("Tap me").onTapGesture {}
    }
    assertInlineSnapshot(of: html(view), as: .lines)
  }

  @Test func lifecycleRefreshableAndSearchable() {
    let view = PortableSwiftUI.List {
      PortableSwiftUI.Text("Row")
    }
    .task {}
    .onAppear {}
    .refreshable {}
    .searchable(text: .constant("ap"))
    assertInlineSnapshot(of: html(view), as: .lines)
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
    assertInlineSnapshot(of: page, as: .lines)
  }

  @Test func alertMarksTheDefaultAndCancelButtons() {
    let view = PortableSwiftUI.Text("Items")
      .alert("Clear the list?", isPresented: .constant(true)) {
        PortableSwiftUI.Button("Clear", role: .destructive) {}
        PortableSwiftUI.Button("Cancel", role: .cancel) {}
      }
    let page = html(view)
    #expect(page.contains(#"class="default" aria-keyshortcuts="1 Enter">Clear</button>"#))
    #expect(page.contains(#"class="cancel" aria-keyshortcuts="2 Escape">Cancel</button>"#))
    assertInlineSnapshot(of: page, as: .lines)
  }

  @Test func confirmationDialog() {
    let view = PortableSwiftUI.Text("Items")
      .confirmationDialog("Share", isPresented: .constant(true)) {
        PortableSwiftUI.Button("Copy") {}
        PortableSwiftUI.Button("Cancel", role: .cancel) {}
      }
    assertInlineSnapshot(of: html(view), as: .lines)
  }
}
