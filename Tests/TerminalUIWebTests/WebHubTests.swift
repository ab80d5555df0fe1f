import ComposableArchitecture
import Testing

@testable import TerminalUI
@testable import TerminalUIWeb

/// Every open page shows the same session; closing one changes nothing for the others.
@MainActor
struct WebHubTests {
  @Reducer
  struct Counter {
    @ObservableState
    struct State: Equatable { var count = 0 }
    enum Action { case incrementTapped }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
    }
  }

  @Test func tenPagesStayInStepAndAReopenedOneCatchesUp() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    let hub = WebHub(
      session: WebSession {
        VStack {
          Text("count \(store.count)")
          Button("Add") { store.send(.incrementTapped) }
        }
      })
    var pages = (0..<10).map { _ in hub.connect() }
    for page in pages {
      #expect(await Self.next(page.messages)?.hasPrefix(#"[["html","","#) == true)
    }

    // A click on one page reaches all ten, as the same small patch.
    #expect(hub.receive(Array(#"{"t":"click","id":"b-Add"}"#.utf8)) == nil)
    for page in pages {
      #expect(await Self.next(page.messages) == #"[["text","0.0.0","count 1"]]"#)
    }

    // A closed page: the others go on; opened again, it gets the whole page as it is now.
    hub.disconnect(pages[0].id)
    #expect(hub.connectionCount == 9)
    store.send(.incrementTapped)
    hub.broadcast()
    #expect(await Self.next(pages[1].messages) == #"[["text","0.0.0","count 2"]]"#)
    pages[0] = hub.connect()
    #expect(await Self.next(pages[0].messages)?.contains("count 2") == true)
  }

  @Test func eventsReachEveryOpenPage() async {
    let hub = WebHub(session: WebSession { Text("25:00") })
    let announcer = WebAnnouncer()
    announcer.post(.chime)  // no hub yet: nowhere to go, and no crash
    announcer.hub = hub
    let pages = (0..<2).map { _ in hub.connect() }
    for page in pages { _ = await Self.next(page.messages) }

    announcer.post(
      .notification(title: "Focus session finished", body: "A \"short\" break."))
    announcer.post(.chime)
    for page in pages {
      #expect(
        await Self.next(page.messages)
          == #"[["notify","",{"title":"Focus session finished","body":"A \"short\" break."}]]"#
      )
      #expect(await Self.next(page.messages) == #"[["chime","",""]]"#)
    }
  }

  /// The next message a page gets.
  private static func next(_ messages: AsyncStream<String>) async -> String? {
    for await message in messages { return message }
    return nil
  }
}
