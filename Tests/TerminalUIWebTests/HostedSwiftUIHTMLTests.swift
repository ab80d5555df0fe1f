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
    WebSession(size: Size(width: 40, height: 10), rootView: view).html()
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
      <div class="root"><div class="v xs"><div class="b"><span class="t">Count: 3</span></div><div class="h xc" style="gap:0.5em"><button id="b-Decrement">Decrement</button><button id="b-Increment">Increment</button></div></div></div>
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
      <div class="root"><div class="scroll"><div class="v xs"><button id="t-Notify" role="switch" aria-checked="true">Notify</button><input id="f-Name" data-focused="" type="text" aria-label="Name" placeholder="Name" value="Ada"><div style="padding:0 0 1em 0"><div class="v xs"><span class="t"><span class="b">MORE</span></span><div style="padding:0 0 0 0.5em"><span class="t">Row</span></div></div></div></div></div></div>
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
      <div class="root"><span class="t">Items</span><dialog aria-modal="true" aria-label="Clear the list?"><section class="box" aria-label="Clear the list?"><h2>Clear the list?</h2><div style="padding:0 0.5em 0 0.5em"><div class="v xs" style="gap:1em"><div class="h xc" style="gap:0.5em"><button id="dialog.k-1" class="destructive" aria-keyshortcuts="1">Clear</button><button id="dialog.k-2" class="default cancel" aria-keyshortcuts="2 Enter Escape">Cancel</button></div></div></div></section></dialog></div>
      """
    }
  }
}
