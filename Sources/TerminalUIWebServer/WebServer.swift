#if Web
  import Foundation
  import Hummingbird
  import HummingbirdWebSocket
  import Logging
  import NIOCore
  import TerminalUIWeb

  /// Serves a ``WebHub``'s session to browsers: one page and one WebSocket, on 127.0.0.1 by
  /// default, both behind the random token in the URL; the socket also checks `Origin`.
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

    /// A server for `hub` on `host` and `port` (0: a free port the system picks).
    public init(
      hub: WebHub, title: String, host: String = "127.0.0.1", port: Int = 0,
      token: String? = nil, logger: Logger = Logger(label: "web")
    ) {
      self.hub = hub
      self.title = title
      self.host = host
      self.port = port
      self.access = WebAccess(token: token, host: host)
      self.logger = logger
    }

    /// The page's address with the token, once the server listens on `port`.
    public func url(port: Int) -> String {
      let name = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
      return "http://\(name):\(port)/?token=\(access.token)"
    }

    /// Serves until SIGINT or SIGTERM (or `stop` is set), calling `onStart` with the address
    /// once listening.
    public func run(
      stopOn stop: (@Sendable () async -> Void)? = nil,
      onStart: @escaping @Sendable (String) async -> Void
    ) async throws {
      let app = makeApplication(onStart: onStart)
      guard let stop else { return try await app.runService() }
      // Stopped from inside (a view quit): the same graceful shutdown a signal starts.
      try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { try await app.runService() }
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

    func makeApplication(onStart: @escaping @Sendable (String) async -> Void)
      -> some ApplicationProtocol
    {
      let router = Router()
      let page = WebPage.html(title: title)
      router.get("/") { [access, logger] request, _ -> Response in
        if let reason = access.check(
          query: request.uri.query, host: request.head.authority,
          origin: nil)
        {
          logger.warning("refused the page: \(reason)")
          throw HTTPError(.forbidden)
        }
        return Response(
          status: .ok,
          headers: [
            .contentType: "text/html; charset=utf-8", .cacheControl: "no-store",
            .contentSecurityPolicy:
              "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
              + "connect-src 'self'; img-src 'self' data:; frame-ancestors 'none'",
            .xContentTypeOptions: "nosniff",
          ],
          body: ResponseBody(byteBuffer: ByteBuffer(string: page)))
      }
      let sockets = Router(context: BasicWebSocketRequestContext.self)
      sockets.ws("/socket") { [access, logger] request, _ in
        if let reason = access.check(
          query: request.uri.query, host: request.head.authority,
          origin: request.headers[.origin], isSocket: true)
        {
          logger.warning("refused a socket: \(reason)")
          throw HTTPError(.forbidden)
        }
        return .upgrade([:])
      } onUpgrade: { [hub, logger] inbound, outbound, _ in
        try await Self.serve(hub: hub, logger: logger, inbound: inbound, outbound: outbound)
      }
      return Application(
        router: router,
        server: .http1WebSocketUpgrade(
          webSocketRouter: sockets,
          configuration: .init(
            http1: .init(additionalChannelHandlers: [RefusedUpgradeStatus()]),
            ws: .init(maxFrameSize: ClientMessage.maximumSize))),
        configuration: .init(address: .hostname(host, port: port), serverName: nil),
        onServerRunning: { [self] channel in
          await onStart(url(port: channel.localAddress?.port ?? port))
        },
        logger: logger)
    }

    /// One page's socket: frames out, the page's messages in, until either side closes.
    static func serve(
      hub: WebHub, logger: Logger, inbound: WebSocketInboundStream,
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
              logger.warning("refused a message: \(reason)")
            }
          }
        }
        // Either side ending ends the page's connection.
        try await group.next()
        group.cancelAll()
      }
    }
  }
#endif
