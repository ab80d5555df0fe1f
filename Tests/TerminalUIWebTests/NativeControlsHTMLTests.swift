import ComposableArchitecture
import PortableSwiftUI
import Testing

@testable import TerminalUI
@testable import TerminalUIWeb

/// The page's native controls for SwiftUI's choices and ranges (`<select>`, a range input)
/// with the bound value going both ways, and the marks of a dialog's default and cancel
/// buttons, from the SwiftUI layer and from TerminalUI's TCA alerts.
@MainActor
struct NativeControlsHTMLTests {
  /// Bound values, as a store or `@State` would keep them.
  @MainActor
  final class Model {
    var colour = 1
    var volume = 5.0
  }

  private func send(_ session: WebSession, _ json: String) throws {
    try session.receive(Array(json.utf8))
  }

  @Test func aPickerIsASelectWhoseChoiceReachesTheBinding() throws {
    let model = Model()
    let session = WebSession(size: Size(width: 40, height: 10)) {
      HostingView(
        rootView: PortableSwiftUI.Picker(
          "Colour",
          selection: PortableSwiftUI.Binding(get: { model.colour }, set: { model.colour = $0 })
        ) {
          PortableSwiftUI.Text("Red").tag(1)
          PortableSwiftUI.Text("Blue").tag(2)
        })
    }
    #expect(
      session.html().contains(
        #"<select id="p-Colour" aria-label="Colour"><option value="0" selected="">Red</option><option value="1">Blue</option></select>"#
      ))
    try send(session, #"{"t":"input","id":"p-Colour","v":"1"}"#)
    #expect(model.colour == 2)
    #expect(session.html().contains(#"<option value="1" selected="">Blue</option>"#))
    // An index that is no option changes nothing.
    try send(session, #"{"t":"input","id":"p-Colour","v":"7"}"#)
    #expect(model.colour == 2)
  }

  @Test func aSliderIsARangeInputWhoseValueReachesTheBinding() throws {
    let model = Model()
    let session = WebSession(size: Size(width: 40, height: 10)) {
      HostingView(
        rootView: PortableSwiftUI.Slider(
          value: PortableSwiftUI.Binding(get: { model.volume }, set: { model.volume = $0 }),
          in: 0...10, step: 1
        ) { PortableSwiftUI.Text("Volume") })
    }
    #expect(
      session.html().contains(
        #"<input id="s-Volume" type="range" min="0" max="10" step="1" value="5" aria-label="Volume">"#
      ))
    try send(session, #"{"t":"input","id":"s-Volume","v":"7"}"#)
    #expect(model.volume == 7)
    #expect(session.html().contains(#"value="7""#))
    // Out of range: kept in it.
    try send(session, #"{"t":"input","id":"s-Volume","v":"70"}"#)
    #expect(model.volume == 10)
  }

  @Test func aDisabledButtonIsADisabledButtonNotBracketedText() {
    let page = WebSession(size: Size(width: 40, height: 4)) {
      HostingView(rootView: PortableSwiftUI.Button("Save") {}.disabled(true))
    }.html()
    #expect(page.contains(#"<button disabled="">Save</button>"#))
  }

  @Test func aSwiftUIAlertsCancelButtonThatIsTheDefaultCarriesBothMarks() {
    let view = PortableSwiftUI.Text("Items")
      .alert("Clear the list?", isPresented: .constant(true)) {
        PortableSwiftUI.Button("Clear", role: .destructive) {}
        PortableSwiftUI.Button("Cancel", role: .cancel) {}
      }
    let page = WebSession(size: Size(width: 40, height: 12), rootView: view)
      .html()
    #expect(page.contains(#"class="destructive" aria-keyshortcuts="1">Clear</button>"#))
    #expect(
      page.contains(#"class="default cancel" aria-keyshortcuts="2 Enter Escape">Cancel</button>"#))
  }

  @Test func aTCAAlertMarksItsDefaultAndCancelButtons() {
    let state = AlertState<Never> {
      TextState("Delete Saw?")
    } actions: {
      ButtonState(role: .destructive) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Keep") }
    }
    let alert = Store(initialState: state) { EmptyReducer<AlertState<Never>, Never>() }
    let page = WebSession(size: Size(width: 40, height: 12)) {
      Text("Items").alert(.constant(alert))
    }.html()
    // As the SwiftUI layer's: a destructive button is never Enter's.
    #expect(page.contains(#"class="destructive" aria-keyshortcuts="1">Delete</button>"#))
    #expect(
      page.contains(#"class="default cancel" aria-keyshortcuts="2 Enter Escape">Keep</button>"#))
  }

  @Test func aTCAAlertsEnterPressesItsDefaultButtonNotTheDestructiveOne() {
    var sent: [String] = []
    let buttons = PresentationButtons<String>(
      buttons: [
        ButtonState(role: .destructive, action: "delete") { TextState("Delete") },
        ButtonState(role: .cancel, action: "keep") { TextState("Keep") },
      ],
      dismiss: {}, send: { sent.append($0) })
    buttons.confirm()
    #expect(sent == ["keep"])
  }
}
