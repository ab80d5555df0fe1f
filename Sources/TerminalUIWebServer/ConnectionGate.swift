#if Web
  import Foundation
  import NIOCore

  /// Keeps connections that have not sent a request from holding the server, as Hummingbird's
  /// and SwiftNIO's idle handlers do once a request arrives (they are not in the pipeline
  /// before): first in each connection's pipeline, it sees the raw bytes until the end of the
  /// first request's head.
  ///
  /// - A connection must send a whole head within `headerTimeout` (a slow-header client is
  ///   closed).
  /// - At most `maxWaiting` connections may wait for their head: a new one closes the oldest,
  ///   so idle connections opened by anyone on the network cannot keep a token holder out.
  /// - A head of more than `maxHeaderCount` lines or `maxHeadBytes` bytes is answered with
  ///   431 and closed (SwiftNIO's own limit on the first request left the connection hanging).
  final class ConnectionGate: @unchecked Sendable {
    let limits: WebServer.Limits
    private let lock = NSLock()
    /// The connections waiting for their first head, oldest first.
    private var waiting: [ObjectIdentifier: (order: Int, channel: any Channel)] = [:]
    private var nextOrder = 0

    init(limits: WebServer.Limits) { self.limits = limits }

    /// The number of connections waiting for their first head.
    var waitingCount: Int { lock.withLock { waiting.count } }

    func makeHandler() -> Handler { Handler(gate: self) }

    fileprivate func opened(_ channel: any Channel) {
      let evicted: (any Channel)? = lock.withLock {
        waiting[ObjectIdentifier(channel)] = (nextOrder, channel)
        nextOrder += 1
        guard waiting.count > limits.maxWaitingConnections,
          let oldest = waiting.min(by: { $0.value.order < $1.value.order })
        else { return nil }
        waiting[oldest.key] = nil
        return oldest.value.channel
      }
      evicted?.close(promise: nil)
    }

    fileprivate func done(_ channel: any Channel) {
      lock.withLock { waiting[ObjectIdentifier(channel)] = nil }
    }

    final class Handler: ChannelInboundHandler, RemovableChannelHandler {
      typealias InboundIn = ByteBuffer
      typealias InboundOut = ByteBuffer

      let gate: ConnectionGate
      private var timeout: Scheduled<Void>?
      private var headBytes = 0
      private var lines = 0
      /// The last bytes seen, to find "\r\n\r\n" across reads.
      private var tail: [UInt8] = []
      private var isDone = false

      init(gate: ConnectionGate) { self.gate = gate }

      func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { start(context) }
      }

      func channelActive(context: ChannelHandlerContext) {
        start(context)
        context.fireChannelActive()
      }

      private func start(_ context: ChannelHandlerContext) {
        guard timeout == nil, !isDone else { return }
        gate.opened(context.channel)
        let channel = context.channel
        timeout = context.eventLoop.scheduleTask(in: gate.limits.headerTimeout.timeAmount) {
          channel.close(promise: nil)
        }
      }

      func channelInactive(context: ChannelHandlerContext) {
        finish(context)
        context.fireChannelInactive()
      }

      func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !isDone else { return context.fireChannelRead(data) }
        let buffer = unwrapInboundIn(data)
        var ended = false
        for byte in buffer.readableBytesView {
          headBytes += 1
          tail.append(byte)
          if tail.count > 4 { tail.removeFirst() }
          if byte == 0x0A { lines += 1 }
          if tail == [0x0D, 0x0A, 0x0D, 0x0A] {
            ended = true
            break
          }
        }
        if lines > gate.limits.maxHeaderCount + 1 || headBytes > gate.limits.maxHeadBytes {
          refuse(context)
          return
        }
        if ended { finish(context) }
        context.fireChannelRead(data)
      }

      /// 431, and the connection closed.
      private func refuse(_ context: ChannelHandlerContext) {
        finish(context)
        let answer =
          "HTTP/1.1 431 Request Header Fields Too Large\r\nContent-Length: 0\r\n"
          + "Connection: close\r\n\r\n"
        let buffer = context.channel.allocator.buffer(string: answer)
        context.writeAndFlush(NIOAny(buffer)).whenComplete { _ in context.close(promise: nil) }
      }

      private func finish(_ context: ChannelHandlerContext) {
        guard !isDone else { return }
        isDone = true
        timeout?.cancel()
        timeout = nil
        gate.done(context.channel)
      }
    }
  }

  extension Duration {
    var timeAmount: TimeAmount {
      .nanoseconds(
        Int64(components.seconds) * 1_000_000_000 + Int64(components.attoseconds / 1_000_000_000))
    }
  }
#endif
