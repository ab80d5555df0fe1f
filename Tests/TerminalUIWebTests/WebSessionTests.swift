import ComposableArchitecture
import Testing

@testable import TerminalUI
@testable import TerminalUIWeb

/// What a page sends runs through the views; what it should not send is refused and logged.
@MainActor
struct WebSessionTests {
  @Reducer
  struct Timer {
    @ObservableState
    struct State: Equatable {
      var isRunning = false
      var task = ""
      var ticks = 0
    }
    enum Action: BindableAction {
      case binding(BindingAction<State>)
      case toggleTapped
      case tick
    }
    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case .binding: return .none
        case .toggleTapped:
          state.isRunning.toggle()
          return .none
        case .tick:
          state.ticks += 1
          return .none
        }
      }
    }
  }

  struct TimerView: View {
    @Bindable var store: StoreOf<Timer>
    var showsField = true
    var body: some View {
      VStack {
        Text("ticks \(store.ticks)")
        Button(store.isRunning ? "Pause" : "Start", key: " ") { store.send(.toggleTapped) }
        // A field takes focus first, and with it the space key, as in the terminal.
        if showsField { TextField("Task", text: $store.task) }
      }
    }
  }

  private func session(showsField: Bool = true) -> (WebSession, StoreOf<Timer>) {
    let store = Store(initialState: Timer.State()) { Timer() }
    let session = WebSession { TimerView(store: store, showsField: showsField) }
    return (session, store)
  }

  private func send(_ session: WebSession, _ json: String) throws {
    try session.receive(Array(json.utf8))
  }

  @Test func aClickPressesTheButton() throws {
    let (session, store) = session()
    let html = session.html()
    #expect(html.contains(#"<button id="k-space" aria-keyshortcuts="space">Start</button>"#))
    try send(session, #"{"t":"click","id":"k-space"}"#)
    #expect(store.isRunning)
  }

  @Test func theSpaceKeyPressesTheButtonAsInTheTerminal() throws {
    let (session, store) = session(showsField: false)
    _ = session.html()
    try send(session, #"{"t":"key","k":" "}"#)
    #expect(store.isRunning)
  }

  @Test func typingSetsTheField() throws {
    let (session, store) = session()
    _ = session.html()
    try send(session, #"{"t":"input","id":"f-Task","v":"Write the report"}"#)
    #expect(store.task == "Write the report")
    #expect(session.html().contains(#"value="Write the report""#))
  }

  @Test func badMessagesAreRefusedAndLogged() {
    let (session, store) = session()
    var log: [String] = []
    session.onRefusal = { log.append($0) }
    _ = session.html()
    let bad = [
      "not json", #"{"t":"click"}"#, #"{"t":"click","id":"a9-9"}"#, #"{"t":"key","k":"Hyper"}"#,
      #"{"t":"input","id":"k-space","v":"x"}"#, #"{"t":"key","k":"a","m":["meta"]}"#,
      String(repeating: "x", count: 10 * 1024 * 1024),
    ]
    for message in bad {
      #expect(throws: ClientMessage.Refusal.self) { try send(session, message) }
    }
    #expect(
      log == [
        "not a message of the page's", "not a message of the page's",
        #"no element "a9-9" on the page"#, #"unknown key "Hyper""#,
        #"no element "k-space" on the page"#, "not a message of the page's",
        "message of 10485760 bytes (at most 16384)",
      ])
    #expect(!store.isRunning && store.task.isEmpty)
  }

  @Test func aThousandMalformedMessagesLeaveTheAppWorking() throws {
    let (session, store) = session()
    _ = session.html()
    for index in 0..<1000 {
      let junk = index.isMultiple(of: 2) ? "{\"t\":\(index)" : #"{"t":"click","id":"x\#(index)"}"#
      #expect(throws: ClientMessage.Refusal.self) { try send(session, junk) }
    }
    store.send(.tick)
    try send(session, #"{"t":"click","id":"k-space"}"#)
    #expect(store.isRunning)
    #expect(session.html().contains("ticks 1"))
  }
}
