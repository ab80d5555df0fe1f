import InlineSnapshotTesting
import PortableSwiftUI
import Testing

import enum TerminalUI.Key
import class TerminalUI.TestTerminal

/// The view kinds the other hosted families leave out, in the terminal: labels, type-erased
/// and empty views, shapes and gradients, a canvas, and the row and focus modifiers.
@MainActor
struct HostedShapeAndWrapperTests {
  @Test func aLabelIsItsGlyphThenItsTitle() {
    let view = VStack(alignment: .leading) {
      Label("Favourites", systemImage: "star.fill")
      Label("Settings", systemImage: "gearshape")
    }
    let terminal = TestTerminal(rootView: view, width: 20, height: 2)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      ★ Favourites
      ⚙ Settings
      """
    }
  }

  @Test func anyViewAndEmptyViewDrawWhatTheyWrap() {
    let view = VStack(alignment: .leading) {
      AnyView(Text("wrapped"))
      EmptyView()
      Text("after")
    }
    let terminal = TestTerminal(rootView: view, width: 10, height: 3)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      wrapped
      after
      """
    }
  }

  @Test func shapesAndGradientsFillTheirFrames() {
    // Sizes are in points: a cell is 8 wide and 16 tall.
    let view = HStack(alignment: .top, spacing: 8) {
      Rectangle().fill(Color.red).frame(width: 24, height: 32)
      Circle().fill(Color.blue).frame(width: 8, height: 16)
      RoundedRectangle(cornerRadius: 4).stroke(Color.green).frame(width: 40, height: 48)
      LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        .frame(width: 32, height: 16)
      Color.clear.frame(width: 16, height: 16)
      Text("end")
    }
    let terminal = TestTerminal(rootView: view, width: 24, height: 3)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      ███ ● ╭───╮ ████    end
      ███   │   │
            ╰───╯
      """
    }
  }

  @Test func aCanvasStrokesItsPathInBraille() {
    let view = Canvas { context, size in
      var path = Path()
      path.move(to: CGPoint(x: 0, y: 0))
      path.addLine(to: CGPoint(x: size.width, y: size.height))
      context.stroke(path, with: .color(.primary))
    }
    let terminal = TestTerminal(rootView: view, width: 6, height: 3)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      ⠑⢄
        ⠑⢄
          ⠑⢄
      """
    }
  }

  @Test func rowModifiersKeepTheRowAndItsActionsReachable() {
    struct Inbox: View {
      @State var messages = ["Hello", "Invoice"]
      var body: some View {
        List {
          ForEach(messages, id: \.self) { message in
            Text(message)
              .swipeActions {
                Button("Delete", role: .destructive) { messages.removeAll { $0 == message } }
              }
              .contextMenu {
                Button("Copy") {}
              }
          }
        }
        .safeAreaInset(edge: .bottom) { Text("\(messages.count) messages") }
      }
    }
    let terminal = TestTerminal(rootView: Inbox(), width: 30, height: 6)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      Hello     █
      [ Delete ]█
      [ Copy ]  │
      Invoice   │
      [ Delete ]│
                2 messages
      """
    }
  }

  @Test func focusedMovesTheCursorToTheFieldItNames() {
    enum Field: Hashable { case name, email }
    struct SignUp: View {
      @State var name = ""
      @State var email = ""
      @FocusState var focus: Field?
      var body: some View {
        VStack(alignment: .leading) {
          TextField("Name", text: $name).focused($focus, equals: .name)
          TextField("Email", text: $email).focused($focus, equals: .email)
          Button("Next") { focus = .email }
        }
      }
    }
    let terminal = TestTerminal(rootView: SignUp(), width: 24, height: 3)
    #expect(terminal.click(on: "Next"))
    terminal.type("a@b.c")
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      Name
      a@b.c
      [ Next ]
      """
    }
  }

  @Test func aNavigationDestinationIsPushedAndEscPopsIt() {
    struct Library: View {
      @State var isShowingDetail = false
      var body: some View {
        NavigationStack {
          Button("Open Dune") { isShowingDetail = true }
            .navigationTitle("Library")
            .navigationDestination(isPresented: $isShowingDetail) {
              Text("Dune").navigationTitle("Detail")
            }
        }
      }
    }
    let terminal = TestTerminal(rootView: Library(), width: 24, height: 2)
    #expect(terminal.click(on: "Open Dune"))
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      ‹ Library › Detail
      Dune
      """
    }
    terminal.press(.escape)
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      Library
      [ Open Dune ]
      """
    }
  }
}
