#if Web
  import HTTPTypes
  import NIOCore
  import NIOHTTPTypes

  /// Answers a refused WebSocket upgrade with 403, as the page is answered without its token.
  ///
  /// hummingbird-websocket answers every upgrade its router refuses with a fixed 400 (the
  /// router's own status is not used); the only upgrades ours refuses are those without the
  /// token, from another `Origin`, or to another path. Sits in the connection's pipeline after
  /// the HTTP codec, where it sees the answer (a malformed request's 400 is written below it).
  final class RefusedUpgradeStatus: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// Whether a request reached the pipeline, and whether it asked for an upgrade. After a
    /// refused upgrade, Hummingbird answers without reading the request it buffered: a 400
    /// written before any request is that answer.
    private var sawRequest = false
    private var askedForUpgrade = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
      if case .head(let request) = unwrapInboundIn(data) {
        sawRequest = true
        askedForUpgrade = request.headerFields[.upgrade] != nil
      }
      context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
      guard askedForUpgrade || !sawRequest, case .head(var response) = unwrapOutboundIn(data),
        response.status == .badRequest
      else {
        return context.write(data, promise: promise)
      }
      response.status = .forbidden
      context.write(wrapOutboundOut(.head(response)), promise: promise)
    }
  }
#endif
