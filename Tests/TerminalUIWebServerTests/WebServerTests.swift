#if Web
  import ComposableArchitecture
  import Foundation
  import Testing

  @testable import TerminalUI
  @testable import TerminalUIWeb
  @testable import TerminalUIWebServer

  /// The server refuses what is not our page, and bad input never stops the app.
  @MainActor
  struct WebServerTests {
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

    /// Runs a server for a counter, hands `body` the port and token, and stops it.
    private func withServer(
      _ body: @escaping @Sendable (_ port: Int, _ token: String, StoreOf<Counter>) async throws -> Void
    ) async throws {
      let store = Store(initialState: Counter.State()) { Counter() }
      let session = WebSession {
        VStack {
          Text("count \(store.count)")
          Button("Add") { store.send(.incrementTapped) }
        }
      }
      let server = WebServer(hub: WebHub(session: session), title: "Counter")
      let (started, starting) = AsyncStream.makeStream(of: Int.self)
      let (stop, stopping) = AsyncStream.makeStream(of: Void.self)
      let running = Task {
        try await server.run(stopOn: { for await _ in stop {} }) { url in
          starting.yield(Int(url.split(separator: ":")[2].split(separator: "/")[0]) ?? 0)
        }
      }
      var ports = started.makeAsyncIterator()
      let port = try #require(await ports.next())
      do {
        try await body(port, server.access.token, store)
      } catch {
        stopping.finish()
        try await running.value
        throw error
      }
      stopping.finish()
      try await running.value
    }

    @Test func thePageNeedsItsToken() async throws {
      try await withServer { port, token, _ in
        let host = "127.0.0.1:\(port)"
        #expect(try RawClient(port: port).get("/", headers: ["Host": host]).status == 403)
        #expect(
          try RawClient(port: port).get("/?token=0123", headers: ["Host": host]).status == 403)
        let page = try RawClient(port: port).get("/?token=\(token)", headers: ["Host": host])
        #expect(page.status == 200)
        #expect(page.body.contains(#"<main id="app""#))
      }
    }

    @Test func anotherHostNameIsRefused() async throws {
      // DNS rebinding: a page from evil.example whose name now points here.
      try await withServer { port, token, _ in
        let page = try RawClient(port: port).get(
          "/?token=\(token)", headers: ["Host": "evil.example:\(port)"])
        #expect(page.status == 403)
      }
    }

    @Test func theSocketChecksTokenAndOrigin() async throws {
      try await withServer { port, token, _ in
        let host = "127.0.0.1:\(port)"
        let ours = "http://\(host)"
        #expect(try RawClient(port: port).upgrade("/socket", host: host, origin: ours) == 403)
        #expect(
          try RawClient(port: port).upgrade(
            "/socket?token=\(token)", host: host, origin: "http://evil.example") == 403)
        #expect(
          try RawClient(port: port).upgrade("/socket?token=\(token)", host: host, origin: nil)
            == 403)
        let client = try RawClient(port: port)
        #expect(try client.upgrade("/socket?token=\(token)", host: host, origin: ours) == 101)
        #expect(try client.receiveText().hasPrefix(#"[["html","","#))
      }
    }

    @Test func aFloodOfMalformedMessagesLeavesTheAppRunning() async throws {
      try await withServer { port, token, store in
        let host = "127.0.0.1:\(port)"
        let client = try RawClient(port: port)
        #expect(
          try client.upgrade("/socket?token=\(token)", host: host, origin: "http://\(host)") == 101)
        _ = try client.receiveText()
        for index in 0..<1000 {
          try client.sendText(index.isMultiple(of: 2) ? "{\"t\":" : #"{"t":"click","id":"z\#(index)"}"#)
        }
        // Still answering: a click on Add reaches the store and comes back as a patch.
        try client.sendText(#"{"t":"click","id":"a0-1"}"#)
        #expect(try client.receiveText() == #"[["text","0.0.0","count 1"]]"#)
        await MainActor.run { store.send(.incrementTapped) }
        #expect(try client.receiveText() == #"[["text","0.0.0","count 2"]]"#)
      }
    }

    @Test func aGetChangesNothing() async throws {
      try await withServer { port, token, store in
        for _ in 0..<3 {
          _ = try RawClient(port: port).get(
            "/?token=\(token)", headers: ["Host": "127.0.0.1:\(port)"])
        }
        #expect(await MainActor.run { store.count } == 0)
      }
    }
  }
#endif
