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
      _ body:
        @escaping @Sendable (_ port: Int, _ token: String, StoreOf<Counter>) async throws -> Void
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
        func get(_ target: String) async throws -> (status: Int, body: String) {
          try await offThePool { try RawClient(port: port).get(target, headers: ["Host": host]) }
        }
        for target in ["/", "/?token=0123"] {
          let refused = try await get(target)
          #expect(refused.status == 403)
          // The refusal says, in words, what is missing and where to find it.
          #expect(refused.body.contains("needs its token"))
          #expect(refused.body.contains("?token="))
        }
        let page = try await get("/?token=\(token)")
        #expect(page.status == 200)
        #expect(page.body.contains(#"<main id="app""#))
      }
    }

    @Test func anotherHostNameIsRefused() async throws {
      // DNS rebinding: a page from evil.example whose name now points here.
      try await withServer { port, token, _ in
        let page = try await offThePool {
          try RawClient(port: port).get(
            "/?token=\(token)", headers: ["Host": "evil.example:\(port)"])
        }
        #expect(page.status == 403)
      }
    }

    @Test func theSocketChecksTokenAndOrigin() async throws {
      try await withServer { port, token, _ in
        let host = "127.0.0.1:\(port)"
        let ours = "http://\(host)"
        // A refused upgrade is a 403, as for the page, with the connection closed.
        func upgrade(_ target: String, origin: String?) async throws -> Int {
          try await offThePool {
            try RawClient(port: port).upgrade(target, host: host, origin: origin)
          }
        }
        #expect(try await upgrade("/socket", origin: ours) == 403)
        #expect(try await upgrade("/socket?token=0123", origin: ours) == 403)
        #expect(try await upgrade("/socket?token=\(token)", origin: "http://evil.example") == 403)
        #expect(try await upgrade("/socket?token=\(token)", origin: nil) == 403)
        let first = try await offThePool {
          let client = try RawClient(port: port)
          let status = try client.upgrade("/socket?token=\(token)", host: host, origin: ours)
          return (status, try client.receiveText())
        }
        #expect(first.0 == 101)
        #expect(first.1.hasPrefix(#"[["html","","#))
      }
    }

    @Test func aFloodOfMalformedMessagesLeavesTheAppRunning() async throws {
      try await withServer { port, token, store in
        let host = "127.0.0.1:\(port)"
        let (client, status, answer) = try await offThePool {
          let client = try RawClient(port: port)
          let status = try client.upgrade(
            "/socket?token=\(token)", host: host, origin: "http://\(host)")
          _ = try client.receiveText()
          for index in 0..<1000 {
            try client.sendText(
              index.isMultiple(of: 2) ? "{\"t\":" : #"{"t":"click","id":"z\#(index)"}"#)
          }
          // Still answering: a click on Add reaches the store and comes back as a patch.
          try client.sendText(#"{"t":"click","id":"b-Add"}"#)
          return (client, status, try client.receiveText())
        }
        #expect(status == 101)
        #expect(answer == #"[["text","0.0.0","count 1"]]"#)
        await MainActor.run { _ = store.send(.incrementTapped) }
        let next = try await offThePool { try client.receiveText() }
        #expect(next == #"[["text","0.0.0","count 2"]]"#)
      }
    }

    @Test func aGetChangesNothing() async throws {
      try await withServer { port, token, store in
        for _ in 0..<3 {
          _ = try await offThePool {
            try RawClient(port: port).get(
              "/?token=\(token)", headers: ["Host": "127.0.0.1:\(port)"])
          }
        }
        #expect(await MainActor.run { store.count } == 0)
      }
    }
  }
#endif
