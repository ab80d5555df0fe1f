#if Web
  import Foundation
  import HTTPTypes
  import Hummingbird
  import HummingbirdCore
  import HummingbirdWebSocket
  import Logging
  import NIOCore
  import TerminalUIWeb

  /// Serves a ``WebHub``'s session to browsers: one page and one WebSocket, on 127.0.0.1 by
  /// default, both behind the random token in the URL (traded for an `HttpOnly` cookie on the
  /// first visit); the socket also checks `Origin`. Connections that send no request are
  /// closed after `Limits.headerTimeout`, idle ones after `Limits.idleTimeout`, and at most
  /// `Limits.maxWaitingConnections` wait at once; refusals are logged at most
  /// `Limits.refusalLogLines` a minute.
  ///
  /// ```swift
  /// let server = WebServer(hub: WebHub(session: session), title: "Pomodoro")
  /// try await server.run { url in print("Open \(url)") }  // until Ctrl-C or SIGTERM
  /// ```
  public struct WebServer: Sendable {
    let hub: WebHub
    let title: String
    let host: String
    let port: Int
    let access: WebAccess
    let logger: Logger
    let limits: Limits
    let refusals: RefusalLog

    /// What the server allows a client before it closes the connection.
    public struct Limits: Sendable {
      /// How long a new connection has to send a whole request head.
      public var headerTimeout: Duration = .seconds(10)
      /// How long a connection may stay idle between requests.
      public var idleTimeout: Duration = .seconds(30)
      /// How many connections may wait for their first request at once; one more closes the
      /// oldest.
      public var maxWaitingConnections = 64
      /// The most header lines a request may have (SwiftNIO's default is 1,000).
      public var maxHeaderCount = 100
      /// The most bytes a request head may have.
      public var maxHeadBytes = 16 * 1024
      /// How many refused requests are logged a minute; the rest are counted.
      public var refusalLogLines = 10

      public init() {}
    }

    /// A server for `hub` on `host` and `port` (0: a free port the system picks).
    public init(
      hub: WebHub, title: String, host: String = "127.0.0.1", port: Int = 0,
      token: String? = nil, logger: Logger = Logger(label: "web"), limits: Limits = Limits()
    ) {
      self.hub = hub
      self.title = title
      self.host = host
      self.port = port
      self.access = WebAccess(token: token, host: host)
      self.logger = logger
      self.limits = limits
      self.refusals = RefusalLog(limit: limits.refusalLogLines) { line in
        logger.warning("\(line)")
      }
    }

    /// The host name to put in the page's address: the server's own, or for a server on every
    /// interface, this machine's loopback address (which it answers on too).
    var addressHost: String {
      switch host.lowercased() {
      case "0.0.0.0": "127.0.0.1"
      case "::", "[::]", "0:0:0:0:0:0:0:0": "[::1]"
      default: host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
      }
    }

    /// The page's address with the token, once the server listens on `port`.
    public func url(port: Int) -> String {
      url(port: port, token: access.token)
    }

    /// The page's address with `token`.
    func url(port: Int, token: String) -> String {
      "http://\(addressHost):\(port)/?token=\(token)"
    }

    /// The page's address with a token that works once, for the browser `xdg-open` starts.
    func oneTimeURL(port: Int) -> String {
      url(port: port, token: access.issueOneTimeToken())
    }

    /// Serves until SIGINT or SIGTERM (or `stop` is set), calling `onStart` with the address
    /// once listening.
    public func run(
      stopOn stop: (@Sendable () async -> Void)? = nil,
      onStart: @escaping @Sendable (String) async -> Void
    ) async throws {
      let app = makeApplication(onStart: onStart)
      guard let stop else { return try await listening { try await app.runService() } }
      // Stopped from inside (a view quit): the same graceful shutdown a signal starts.
      try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { try await listening { try await app.runService() } }
        group.addTask {
          await stop()
          throw CancellationError()
        }
        do {
          try await group.next()
        } catch is CancellationError {}
        group.cancelAll()
      }
    }

    /// Runs `body`, putting a failure to listen in words (a bad `--host` was reported as
    /// `SocketAddressError.UnknownHost`).
    private func listening(_ body: () async throws -> Void) async throws {
      do {
        try await body()
      } catch is SocketAddressError.UnknownHost {
        throw WebServerError.cannotListen(
          host: host, port: port, reason: "no such address or host name")
      } catch let error as SocketAddressError {
        throw WebServerError.cannotListen(host: host, port: port, reason: Self.words(error))
      } catch let error as IOError {
        throw WebServerError.cannotListen(host: host, port: port, reason: error.description)
      }
    }

    static func words(_ error: SocketAddressError) -> String {
      switch error {
      case .unknown: "no such address or host name"
      case .unsupported: "its kind of address is not supported"
      case .unixDomainSocketPathTooLong: "the socket path is too long"
      case .failedToParseIPString(let text): "\(text.debugDescription) is not an IP address"
      default: "\(error)"
      }
    }

    /// The headers of every answer: no referrer leaks the address, nothing is cached.
    static let commonHeaders: HTTPFields = [
      .cacheControl: "no-store", .xContentTypeOptions: "nosniff",
      HTTPField.Name("Referrer-Policy")!: "no-referrer",
    ]

    func makeApplication(onStart: @escaping @Sendable (String) async -> Void)
      -> some ApplicationProtocol
    {
      let router = Router()
      let page = WebPage.html(title: title)
      router.get("/") { [access, refusals] request, _ -> Response in
        let host = request.head.authority
        switch access.admit(
          query: request.uri.query, host: host, origin: nil, cookie: request.headers[.cookie])
        {
        case .refused(let reason):
          refusals.refused("the page", reason: reason)
          var headers = Self.commonHeaders
          headers[.contentType] = "text/html; charset=utf-8"
          headers[.contentSecurityPolicy] = "default-src 'none'; style-src 'unsafe-inline'"
          return Response(
            status: .forbidden, headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(string: WebPage.refusal(title: title))))
        case .admitted(let setsCookie):
          var headers = Self.commonHeaders
          headers[.contentType] = "text/html; charset=utf-8"
          headers[.contentSecurityPolicy] = WebPage.contentSecurityPolicy
          if setsCookie, let host { headers[.setCookie] = access.setCookie(host: host) }
          return Response(
            status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: page)))
        }
      }
      let sockets = Router(context: BasicWebSocketRequestContext.self)
      sockets.ws("/socket") { [access, refusals] request, _ in
        if case .refused(let reason) = access.admit(
          query: request.uri.query, host: request.head.authority,
          origin: request.headers[.origin], cookie: request.headers[.cookie], isSocket: true)
        {
          refusals.refused("a socket", reason: reason)
          throw HTTPError(.forbidden)
        }
        return .upgrade([:])
      } onUpgrade: { [hub, refusals] inbound, outbound, _ in
        try await Self.serve(hub: hub, refusals: refusals, inbound: inbound, outbound: outbound)
      }
      let gate = ConnectionGate(limits: limits)
      let webSocketResponder = sockets.buildResponder()
      let http1 = HTTP1Channel.Configuration(
        additionalChannelHandlers: [RefusedUpgradeStatus()],
        idleTimeout: limits.idleTimeout.timeAmount,
        httpDecoderConfiguration: .init(
          maxHeaderFieldSize: limits.maxHeadBytes, maxHeaderListSize: limits.maxHeadBytes,
          maxHeaderFieldCount: limits.maxHeaderCount))
      return Application(
        router: router,
        server: HTTPServerBuilder { responder in
          GatedChannel(
            inner: HTTP1WebSocketUpgradeChannel(
              responder: responder, webSocketResponder: webSocketResponder,
              configuration: .init(http1: http1, ws: .init(maxFrameSize: ClientMessage.maximumSize))
            ),
            gate: gate, refusals: refusals)
        },
        configuration: .init(address: .hostname(host, port: port), serverName: nil),
        onServerRunning: { [self] channel in
          await onStart(url(port: channel.localAddress?.port ?? port))
        },
        logger: logger)
    }

    /// One page's socket: frames out, the page's messages in, until either side closes.
    static func serve(
      hub: WebHub, refusals: RefusalLog, inbound: WebSocketInboundStream,
      outbound: WebSocketOutboundWriter
    ) async throws {
      let (id, messages) = await hub.connect()
      defer { Task { @MainActor in hub.disconnect(id) } }
      try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask {
          for await message in messages { try await outbound.write(.text(message)) }
        }
        group.addTask {
          for try await message in inbound.messages(maxSize: ClientMessage.maximumSize) {
            let bytes: [UInt8]
            switch message {
            case .text(let text): bytes = Array(text.utf8)
            case .binary(let buffer): bytes = Array(buffer.readableBytesView)
            }
            if let reason = await hub.receive(bytes) {
              refusals.refused("a message", reason: reason)
            }
          }
        }
        // Either side ending ends the page's connection.
        try await group.next()
        group.cancelAll()
      }
    }
  }

  /// Why the server could not run, in words.
  public enum WebServerError: Error, CustomStringConvertible {
    /// The address given (`--host`) cannot be listened on.
    case cannotListen(host: String, port: Int, reason: String)

    public var description: String {
      switch self {
      case .cannotListen(let host, let port, let reason):
        "cannot listen on \(host.debugDescription)\(port == 0 ? "" : " port \(port)"): \(reason)"
      }
    }
  }

  /// A connection's pipeline with the `ConnectionGate` first, then Hummingbird's.
  struct GatedChannel<Inner: ServerChildChannel>: ServerChildChannel {
    typealias Value = Inner.Value
    let inner: Inner
    let gate: ConnectionGate
    let refusals: RefusalLog

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
      do {
        try channel.pipeline.syncOperations.addHandler(gate.makeHandler(), position: .first)
      } catch {
        return channel.eventLoop.makeFailedFuture(error)
      }
      return inner.setup(channel: channel, logger: logger)
    }

    func handle(value: Value, logger: Logger) async {
      // A connection the gate closed before its request makes hummingbird-websocket log an
      // error; 1,100 idle connections made 1,100 lines. They go to the rate-limited log.
      var quiet = logger
      quiet.handler = ClosedConnectionFilter(inner: logger.handler, refusals: refusals)
      await inner.handle(value: value, logger: quiet)
    }
  }

  /// Passes every message on but hummingbird-websocket's "Error handling upgrade result",
  /// which a connection closed before it sent a whole request causes, and which is counted in
  /// the refusal log instead.
  struct ClosedConnectionFilter: LogHandler {
    var inner: any LogHandler
    let refusals: RefusalLog

    var metadata: Logger.Metadata {
      get { inner.metadata }
      set { inner.metadata = newValue }
    }

    var logLevel: Logger.Level {
      get { inner.logLevel }
      set { inner.logLevel = newValue }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
      get { inner[metadataKey: key] }
      set { inner[metadataKey: key] = newValue }
    }

    func log(
      level: Logger.Level, message: Logger.Message, metadata: Logger.Metadata?, source: String,
      file: String, function: String, line: UInt
    ) {
      if message.description == "Error handling upgrade result" {
        refusals.refused("a connection", reason: "closed before it sent a whole request")
        return
      }
      inner.log(
        level: level, message: message, metadata: metadata, source: source, file: file,
        function: function, line: line)
    }
  }
#endif
