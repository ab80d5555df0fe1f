#if Web
  import ComposableArchitecture
  import Foundation
  import Logging
  import Testing

  @testable import TerminalUI
  @testable import TerminalUIWeb
  @testable import TerminalUIWebServer

  /// Issue 39's findings about the web host: the token (2), the server's limits (7), `--host`
  /// on every interface (8), and the headers and messages of finding 10.
  @MainActor
  struct WebServerSecurityTests {
    /// Runs a server for a page of text, hands `body` the server and its port, and stops it.
    private func withServer(
      host: String = "127.0.0.1", limits: WebServer.Limits = .init(),
      logger: Logger = Logger(label: "test"),
      _ body: @escaping @Sendable (WebServer, Int) async throws -> Void
    ) async throws {
      let session = WebSession { Text("hello") }
      let server = WebServer(
        hub: WebHub(session: session), title: "Test", host: host, logger: logger,
        limits: limits)
      let (started, starting) = AsyncStream.makeStream(of: Int.self)
      let (stop, stopping) = AsyncStream.makeStream(of: Void.self)
      let running = Task {
        try await server.run(stopOn: { for await _ in stop {} }) { url in
          starting.yield(Int(url.split(separator: ":").last!.prefix { $0.isNumber }) ?? 0)
        }
      }
      var ports = started.makeAsyncIterator()
      let port = try #require(await ports.next())
      do {
        try await body(server, port)
      } catch {
        stopping.finish()
        try await running.value
        throw error
      }
      stopping.finish()
      try await running.value
    }

    // MARK: Finding 2: the token

    @Test func theTokenIsTradedForAnHttpOnlyCookieThatThePageAndItsSocketUse() async throws {
      try await withServer { server, port in
        let host = "127.0.0.1:\(port)"
        let token = server.access.token
        let (status, head) = try await offThePool {
          let client = try RawClient(port: port)
          let answer = try client.get("/?token=\(token)", headers: ["Host": host])
          return (answer.status, client.lastHead)
        }
        #expect(status == 200)
        let setCookie = try #require(
          head.components(separatedBy: "\r\n").first { $0.lowercased().hasPrefix("set-cookie:") })
        #expect(setCookie.contains("; HttpOnly"))
        #expect(setCookie.contains("; SameSite=Strict"))
        #expect(setCookie.contains("; Path=/"))
        let cookie = String(
          setCookie.dropFirst("set-cookie:".count).drop { $0 == " " }.prefix { $0 != ";" })

        func get(_ target: String, cookie: String?) async throws -> Int {
          try await offThePool {
            var headers = ["Host": host]
            headers["Cookie"] = cookie
            return try RawClient(port: port).get(target, headers: headers).status
          }
        }
        #expect(try await get("/", cookie: cookie) == 200)
        #expect(try await get("/", cookie: "other=1; " + cookie) == 200)
        #expect(try await get("/", cookie: nil) == 403)
        #expect(try await get("/", cookie: "tui-\(port)=0123") == 403)
        let socket = try await offThePool {
          try RawClient(port: port).upgrade(
            "/socket", host: host, origin: "http://\(host)", cookie: cookie)
        }
        #expect(socket == 101)
      }
    }

    @Test func thePageTakesTheTokenOutOfItsAddress() async throws {
      try await withServer { server, port in
        let page = try await offThePool {
          try RawClient(port: port).get(
            "/?token=\(server.access.token)", headers: ["Host": "127.0.0.1:\(port)"])
        }
        #expect(page.body.contains("history.replaceState(null, \"\", location.pathname)"))
        #expect(!page.body.contains(#"get("token")"#))
        #expect(!page.body.contains("/socket?token"))
      }
    }

    @Test func theAddressGivenToTheBrowserWorksOnce() async throws {
      try await withServer { server, port in
        let url = server.oneTimeURL(port: port)
        #expect(!url.contains(server.access.token))
        let target = String(url.dropFirst("http://127.0.0.1:\(port)".count))
        let statuses = try await offThePool {
          try (0..<2).map { _ in
            try RawClient(port: port).get(target, headers: ["Host": "127.0.0.1:\(port)"]).status
          }
        }
        #expect(statuses == [200, 403])
      }
    }

    /// What `xdg-open` is given, which any local user reads in `/proc/PID/cmdline`: a file
    /// only this user can read, holding an address whose token works once.
    @Test func theBrowserIsSentThroughAPrivateFileWithAnAddressThatWorksOnce() async throws {
      try await withServer { server, port in
        var arguments: [String] = []
        let file = WebServer.openInBrowser(server.oneTimeURL(port: port)) { arguments = $0 }
        defer { if let file { WebServer.removeRedirect(file) } }
        #expect(arguments.first == "xdg-open")
        #expect(!arguments.joined(separator: " ").contains("token"), "\(arguments)")
        let opened = try #require(arguments.last.flatMap(URL.init(string:)))
        #expect(opened.isFileURL)
        #expect(opened == file)
        let attributes = try FileManager.default.attributesOfItem(atPath: opened.path)
        let folder = try FileManager.default.attributesOfItem(
          atPath: opened.deletingLastPathComponent().path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect((folder[.posixPermissions] as? Int) == 0o700)

        let html = try String(contentsOf: opened, encoding: .utf8)
        let link = try #require(html.firstMatch(of: #/href="([^"]*)"/#)?.1)
          .replacingOccurrences(of: "&amp;", with: "&")
        #expect(!link.contains(server.access.token))
        let target = String(link.drop { $0 != "/" }.dropFirst(2).drop { $0 != "/" })
        let statuses = try await offThePool {
          try (0..<2).map { _ in
            try RawClient(port: port).get(target, headers: ["Host": "127.0.0.1:\(port)"]).status
          }
        }
        #expect(statuses == [200, 403])
      }
    }

    // MARK: Finding 7: limits

    /// Connections that send nothing are capped: a new one closes the oldest, so idle
    /// connections (1,100 made the page unreachable) cannot keep a token holder out.
    @Test func connectionsWaitingForARequestAreCapped() async throws {
      var limits = WebServer.Limits()
      // Long enough that within the test only the cap closes a connection.
      limits.headerTimeout = .seconds(60)
      limits.maxWaitingConnections = 8
      let lines = LockIsolated<[String]>([])
      let logger = Logger(label: "test") { _ in CapturingLogHandler(lines: lines) }
      try await withServer(limits: limits, logger: logger) { server, port in
        let host = ["Host": "127.0.0.1:\(port)"]
        let idle = try await offThePool { try (0..<40).map { _ in try RawClient(port: port) } }
        // Which 32 are the oldest is the server's view: its two event loops register
        // connections in their own order. So every connection is watched at once, each on its
        // own thread; one left open answers nothing until the client's 10-second read timeout.
        let closed = try await offThePool {
          let results = LockIsolated([Bool](repeating: false, count: idle.count))
          let group = DispatchGroup()
          for (index, client) in idle.enumerated() {
            group.enter()
            Thread {
              let isClosed = client.isClosedByServer()
              results.withValue { $0[index] = isClosed }
              group.leave()
            }.start()
          }
          group.wait()
          return results.value
        }
        #expect(closed.count(where: { $0 }) == 32)
        // The 8 kept still work, and a token holder's new connection is let in.
        let kept = try await offThePool {
          try zip(idle, closed).filter { !$1 }.map {
            try $0.0.get("/?token=\(server.access.token)", headers: host).status
          }
        }
        #expect(kept == Array(repeating: 200, count: 8))
        let page = try await offThePool {
          try RawClient(port: port).get("/?token=\(server.access.token)", headers: host)
        }
        #expect(page.status == 200)
      }
      // Closing them logs a bounded number of lines (hummingbird-websocket logged one each).
      #expect(lines.value.count(where: { $0.contains("upgrade") }) == 0)
      #expect(lines.value.count(where: { $0.hasPrefix("refused a connection") }) <= 10)
    }

    @Test func aConnectionIdleAfterItsRequestIsClosed() async throws {
      var limits = WebServer.Limits()
      limits.idleTimeout = .milliseconds(500)
      try await withServer(limits: limits) { server, port in
        let (status, closed) = try await offThePool {
          let client = try RawClient(port: port)
          let status = try client.get(
            "/?token=\(server.access.token)", headers: ["Host": "127.0.0.1:\(port)"]
          ).status
          return (status, client.isClosedByServer())
        }
        #expect(status == 200)
        #expect(closed)
      }
    }

    @Test func aSlowHeaderIsCutOff() async throws {
      var limits = WebServer.Limits()
      limits.headerTimeout = .milliseconds(500)
      try await withServer(limits: limits) { _, port in
        let closed = try await offThePool {
          let client = try RawClient(port: port)
          try client.write(Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n".utf8))
          return client.isClosedByServer()
        }
        #expect(closed)
      }
    }

    /// Over the limit of 100 header lines, and over SwiftNIO's 1,000 (a request that hung).
    @Test(arguments: [150, 1_100])
    func tooManyHeadersAreRefusedWith431(count: Int) async throws {
      try await withServer { _, port in
        let status = try await offThePool {
          var headers = ["Host": "127.0.0.1:\(port)"]
          for index in 0..<count { headers["X-F\(index)"] = "x" }
          return try RawClient(port: port).get("/", headers: headers).status
        }
        #expect(status == 431)
      }
    }

    @Test func aFloodOfRefusedRequestsLogsABoundedNumberOfLines() async throws {
      let lines = LockIsolated<[String]>([])
      let logger = Logger(label: "test") { _ in CapturingLogHandler(lines: lines) }
      try await withServer(logger: logger) { _, port in
        try await offThePool {
          let client = try RawClient(port: port)
          for _ in 0..<2_000 {
            _ = try client.get("/?token=wrong", headers: ["Host": "127.0.0.1:\(port)"])
          }
        }
      }
      let refusals = lines.value.filter { $0.hasPrefix("refused") }
      #expect(refusals.count <= 11, "\(refusals.count) lines")
      #expect(refusals.first == "refused the page: wrong or spent token")
    }

    @Test func theRefusalLogSaysHowManyItLeftOut() {
      let now = LockIsolated(ContinuousClock.now)
      let lines = LockIsolated<[String]>([])
      let log = RefusalLog(limit: 10, window: .seconds(60), now: { now.value }) { line in
        lines.withValue { $0.append(line) }
      }
      for _ in 0..<10_000 { log.refused("the page", reason: "no token or cookie") }
      #expect(lines.value.count == 10)
      now.withValue { $0 = $0.advanced(by: .seconds(61)) }
      log.refused("a socket", reason: "no token or cookie")
      #expect(
        lines.value.suffix(2) == [
          "refused 9990 more requests (at most 10 are logged a minute)",
          "refused a socket: no token or cookie",
        ])
    }

    // MARK: Finding 8: every interface

    @Test func onEveryInterfaceOtherMachinesAddressesAreServedButNotDNSNames() {
      for host in ["0.0.0.0", "::"] {
        let access = WebAccess(token: "t", host: host)
        for name in ["192.168.1.20:8765", "[fe80::1]:8765", "127.0.0.1:8765", "[::1]:8765"] {
          #expect(access.check(query: "token=t", host: name, origin: nil) == nil, "\(host) \(name)")
        }
        #expect(access.check(query: "token=t", host: "evil.example:8765", origin: nil) != nil)
      }
      // On loopback only, as before.
      let local = WebAccess(token: "t")
      #expect(local.check(query: "token=t", host: "192.168.1.20:8765", origin: nil) != nil)
    }

    /// Another machine's browser connects to one of this machine's addresses and names it in
    /// `Host`. Without a network interface, loopback stands in for the connection and a
    /// documentation address (192.0.2.55) for the name.
    @Test(arguments: ["0.0.0.0", "::"])
    func onEveryInterfaceAnotherMachinesBrowserGetsThePage(host: String) async throws {
      try await withServer(host: host) { server, port in
        let address = RawClient.networkAddress()
        let name = "\(address ?? "192.0.2.55"):\(port)"
        let (page, foreign) = try await offThePool {
          let connect = { try RawClient(port: port, address: address ?? "127.0.0.1") }
          return (
            try connect().get("/?token=\(server.access.token)", headers: ["Host": name]).status,
            try connect().get(
              "/?token=\(server.access.token)", headers: ["Host": "evil.example:\(port)"]
            ).status
          )
        }
        #expect(page == 200)
        #expect(foreign == 403)
        #expect(server.exposureWarning.contains("The traffic is plain HTTP"))
      }
    }

    @Test func theAddressPrintedForEveryInterfaceIsOneThatWorks() {
      let session = WebSession { Text("") }
      let v6 = WebServer(hub: WebHub(session: session), title: "T", host: "::", token: "t")
      #expect(v6.url(port: 80) == "http://[::1]:80/?token=t")
      #expect(v6.access.check(query: "token=t", host: "[::1]:80", origin: nil) == nil)
      let v4 = WebServer(hub: WebHub(session: session), title: "T", host: "0.0.0.0", token: "t")
      #expect(v4.url(port: 80) == "http://127.0.0.1:80/?token=t")
      #expect(v4.exposureWarning.contains("plain HTTP"))
      let local = WebServer(hub: WebHub(session: session), title: "T", token: "t")
      #expect(local.exposureWarning == "")
    }

    // MARK: Finding 10: headers and messages

    @Test func thePageHasStrictHeaders() async throws {
      try await withServer { server, port in
        let (page, head) = try await offThePool {
          let client = try RawClient(port: port)
          let page = try client.get(
            "/?token=\(server.access.token)", headers: ["Host": "127.0.0.1:\(port)"])
          return (page, client.lastHead.lowercased())
        }
        #expect(head.contains("referrer-policy: no-referrer"))
        let csp = try #require(
          head.components(separatedBy: "\r\n").first { $0.hasPrefix("content-security-policy:") })
        let scripts = try #require(
          csp.components(separatedBy: "; ").first { $0.hasPrefix("script-src") })
        #expect(!scripts.contains("unsafe"))
        #expect(csp.contains("base-uri 'none'"))
        #expect(csp.contains("form-action 'none'"))
        // The hash is the page's script's.
        let script = try #require(
          page.body.components(separatedBy: "<script>").last?.components(separatedBy: "</script>")
            .first)
        #expect(csp.contains("'sha256-\(SHA256.base64(of: Array(script.utf8)))'".lowercased()))
      }
    }

    @Test func sha256MatchesTheStandardVectors() {
      #expect(
        SHA256.base64(of: Array("abc".utf8)) == "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=")
      #expect(SHA256.base64(of: []) == "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=")
      let long = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
      #expect(SHA256.base64(of: long) == "JI1qYdIGOLjlwCaTDD5gOaM85Flk/yFn9uzt1BnbBsE=")
    }

    @Test func anUnknownHostIsRefusedInWords() async throws {
      let session = WebSession { Text("") }
      let server = WebServer(
        hub: WebHub(session: session), title: "T", host: "no-such-host.invalid")
      await #expect {
        try await server.run { _ in }
      } throws: { error in
        "\(error)" == #"cannot listen on "no-such-host.invalid": no such address or host name"#
      }
    }
  }

  /// Keeps the messages logged, as lines.
  struct CapturingLogHandler: LogHandler {
    let lines: LockIsolated<[String]>
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .info

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
      get { metadata[key] }
      set { metadata[key] = newValue }
    }

    func log(
      level: Logger.Level, message: Logger.Message, metadata: Logger.Metadata?, source: String,
      file: String, function: String, line: UInt
    ) {
      lines.withValue { $0.append("\(message)") }
    }
  }
#endif
