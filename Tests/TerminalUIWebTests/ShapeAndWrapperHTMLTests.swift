import Foundation
import InlineSnapshotTesting
import PortableSwiftUI
import Testing

@testable import TerminalUI
@testable import TerminalUIWeb

/// The view kinds `ViewKindHTMLTests` leaves out, as the web page draws them: labels,
/// type-erased and empty views, a geometry reader, shapes and gradients, a date picker, the
/// other presentations and destinations, and the row, key and focus modifiers.
@MainActor
struct ShapeAndWrapperHTMLTests {
  private func html(_ view: some PortableSwiftUI.View) -> String {
    WebSession(size: Size(width: 40, height: 12), rootView: view).html()
  }

  @Test func labelsAndWrappers() {
    let view = PortableSwiftUI.VStack(alignment: .leading) {
      PortableSwiftUI.Label("Favourites", systemImage: "star.fill")
      PortableSwiftUI.AnyView(PortableSwiftUI.Text("wrapped"))
      PortableSwiftUI.EmptyView()
      PortableSwiftUI.GeometryReader { proxy in
        PortableSwiftUI.Text("\(Int(proxy.size.width)) wide")
      }
    }
    assertInlineSnapshot(of: html(view), as: .lines) {
      """
      <div class="root"><div class="v xs"><div class="h xc" style="gap:0.5em"><span class="t">★</span><span class="t">Favourites</span></div><span class="t">wrapped</span><span class="t">320 wide</span></div></div>
      """
    }
  }

  @Test func shapesAndGradients() {
    let view = PortableSwiftUI.HStack {
      PortableSwiftUI.Rectangle().fill(PortableSwiftUI.Color.red).frame(width: 32, height: 16)
      PortableSwiftUI.Circle().stroke(PortableSwiftUI.Color.blue).frame(width: 32, height: 32)
      PortableSwiftUI.LinearGradient(
        colors: [.red, .blue], startPoint: .leading, endPoint: .trailing
      )
      .frame(width: 40, height: 10)
    }
    assertInlineSnapshot(of: html(view), as: .lines) {
      """
      <div class="root"><div class="h xc" style="gap:0.5em"><div class="f xc mc" style="max-width:2em;min-height:1em;max-height:1em;width:2em"><div class="fw fh" style="background:#cd0000"><div class="f xc mc fw fh"></div></div></div><div class="f xc mc" style="max-width:2em;min-height:2em;max-height:2em;width:2em"><div class="fw fh" style="color:#0000ee"><div class="box fw fh"><div class="f xc mc fw fh"></div></div></div></div><div class="f xc mc" style="max-width:2.5em;min-height:1em;max-height:1em;width:2.5em"><div class="fw fh" style="background:#cd0000"><div class="f xc mc fw fh"></div></div></div></div></div>
      """
    }
  }

  @Test func aDatePicker() {
    struct Reminder: PortableSwiftUI.View {
      @PortableSwiftUI.State var date = Date(timeIntervalSince1970: 0)
      var body: some PortableSwiftUI.View {
        PortableSwiftUI.DatePicker("Remind me", selection: $date)
      }
    }
    assertInlineSnapshot(of: html(Reminder()), as: .lines) {
      """
      <div class="root"><input id="f-Remind_me" data-focused="" type="text" aria-label="Remind me" placeholder="Remind me" value="1970-01-01T00:00:00Z"></div>
      """
    }
  }

  @Test func aPopoverAndAFullScreenCoverAreDialogs() {
    struct Screens: PortableSwiftUI.View {
      @PortableSwiftUI.State var isShowingTip = true
      @PortableSwiftUI.State var isShowingPlayer = false
      var body: some PortableSwiftUI.View {
        PortableSwiftUI.VStack {
          PortableSwiftUI.Button("Play") { isShowingPlayer = true }
        }
        .popover(isPresented: $isShowingTip) { PortableSwiftUI.Text("Tip: press Play") }
        .fullScreenCover(isPresented: $isShowingPlayer) { PortableSwiftUI.Text("Now playing") }
      }
    }
    assertInlineSnapshot(of: html(Screens()), as: .lines) {
      """
      <div class="root"><div class="v xc"><button disabled="">Play</button></div><dialog aria-modal="true" aria-label="Tip: press Play"><div class="box fw fh"><div class="fw fh" style="padding:0 0.5em 0 0.5em"><div class="f xs ms fw fh"><span class="t">Tip: press Play</span></div></div></div></dialog></div>
      """
    }
  }

  @Test func aNavigationDestinationPushesAScreen() {
    struct Library: PortableSwiftUI.View {
      @PortableSwiftUI.State var isShowingDetail = true
      var body: some PortableSwiftUI.View {
        PortableSwiftUI.NavigationStack {
          PortableSwiftUI.Text("Books")
            .navigationTitle("Library")
            .navigationDestination(isPresented: $isShowingDetail) {
              PortableSwiftUI.Text("Dune").navigationTitle("Detail")
            }
        }
      }
    }
    assertInlineSnapshot(of: html(Library()), as: .lines) {
      """
      <div class="root"><div class="v xs"><nav aria-label="Breadcrumb"><button id="back" aria-label="Back">‹</button><ol><li>Library</li><li aria-current="page">Detail</li></ol></nav><span class="t">Dune</span></div></div>
      """
    }
  }

  @Test func rowKeyAndFocusModifiers() {
    struct Inbox: PortableSwiftUI.View {
      @PortableSwiftUI.State var messages = ["Hello"]
      @PortableSwiftUI.State var reply = ""
      @PortableSwiftUI.FocusState var isReplying: Bool
      var body: some PortableSwiftUI.View {
        PortableSwiftUI.List {
          PortableSwiftUI.ForEach(messages, id: \.self) { message in
            PortableSwiftUI.Text(message)
              .swipeActions {
                PortableSwiftUI.Button("Delete", role: .destructive) { messages.removeAll() }
              }
              .contextMenu { PortableSwiftUI.Button("Copy") {} }
          }
        }
        .safeAreaInset(edge: .bottom) {
          PortableSwiftUI.TextField("Reply", text: $reply).focused($isReplying)
        }
        .onKeyPress("r") {
          isReplying = true
          return .handled
        }
      }
    }
    assertInlineSnapshot(of: html(Inbox()), as: .lines) {
      """
      <div class="root"><div class="v xs fw fh"><div class="f xs ms fw fh"><div class="scroll"><div class="v xs"><span class="t">Hello</span><button id="b-Delete">Delete</button><button id="b-Copy">Copy</button></div></div></div><div class="f xc mc fw"><input id="f-Reply" type="text" aria-label="Reply" placeholder="Reply" value=""></div></div></div>
      """
    }
  }

  /// The Pomodoro's status: `.colorInvert()` inside `.foregroundColor(.red)` was white on
  /// black; it is on the red the view gives, its letters in the page's background.
  @Test func invertedTextIsOnTheColourAroundIt() {
    let view = PortableSwiftUI.Text(" FOCUS ").bold().colorInvert()
      .foregroundColor(PortableSwiftUI.Color.red)
    let page = html(view)
    #expect(page.contains("background:currentColor"), "\(page)")
    #expect(!page.contains("CanvasText"), "\(page)")
    assertInlineSnapshot(of: page, as: .lines) {
      """
      <div class="root"><div style="color:#cd0000"><div style="-webkit-text-fill-color:Canvas;background:currentColor"><div class="b"><span class="t"> FOCUS </span></div></div></div></div>
      """
    }
  }
}
