import InlineSnapshotTesting
import PortableSwiftUI
import Testing

@testable import TerminalUI
@testable import TerminalUIWeb

/// SwiftUI views (the PortableSwiftUI layer) as the web page draws them: the same semantic
/// HTML as TerminalUI's own views, through the terminal renderer's layout.
@MainActor
struct HostedSwiftUIHTMLTests {
  private func html(_ view: some PortableSwiftUI.View) -> String {
    WebSession(size: Size(width: 40, height: 10)) { HostingView(rootView: view) }.html()
  }

  @Test func stacksTextAndButtons() {
    let view = PortableSwiftUI.VStack(alignment: .leading) {
      PortableSwiftUI.Text("Count: 3").bold()
      PortableSwiftUI.HStack {
        PortableSwiftUI.Button("Decrement") {}
        PortableSwiftUI.Button("Increment") {}
      }
    }
    assertInlineSnapshot(of: html(view), as: .lines) {
      """
      <div class="v root"><div class="v"><div class="b"><span class="t">Count: 3</span></div><div class="h"><button id="a0-1-0">Decrement</button><button id="a0-1-1">Increment</button></div></div></div>
      """
    }
  }

  @Test func formControls() {
    let view = PortableSwiftUI.Form {
      PortableSwiftUI.Toggle("Notify", isOn: .constant(true))
      PortableSwiftUI.TextField("Name", text: .constant("Ada"))
      PortableSwiftUI.Section("More") {
        PortableSwiftUI.Text("Row")
      }
    }
    assertInlineSnapshot(of: html(view), as: .lines) {
      """
      <div class="v root"><div class="scroll"><div class="v"><button id="a0-0-0" role="switch" aria-checked="true">Notify</button><input id="a0-0-1" data-focused="" type="text" aria-label="Name" placeholder="Name" value="Ada"><div class="v"><span class="t"><span class="b">MORE</span></span><span class="t">Row</span></div></div></div></div>
      """
    }
  }

  @Test func alertsAreDialogs() {
    let view = PortableSwiftUI.Text("Items")
      .alert("Clear the list?", isPresented: .constant(true)) {
        PortableSwiftUI.Button("Clear", role: .destructive) {}
        PortableSwiftUI.Button("Cancel", role: .cancel) {}
      }
    assertInlineSnapshot(of: html(view), as: .lines) {
      """
      <div class="v root"><span class="t">Items</span><dialog open="" aria-modal="true" aria-label="Clear the list?"><section class="box" aria-label="Clear the list?"><h2>Clear the list?</h2><div class="v"><div class="h"><button id="a1-0-0-0-0" aria-keyshortcuts="1">1 Clear</button><button id="a1-0-0-0-1" aria-keyshortcuts="2">2 Cancel ⏎</button></div></div></section></dialog></div>
      """
    }
  }
}
