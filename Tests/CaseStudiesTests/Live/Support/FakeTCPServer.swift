import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A TCP server on 127.0.0.1 with an ephemeral port that serves exactly one connection.
///
/// The handler runs on its own thread with blocking I/O. Every wait is bounded (accept, reads
/// and writes give up after `timeout`), so a broken test fails instead of hanging, and the
/// server stops by itself after the one connection.
final class FakeTCPServer: Sendable {
  let port: UInt16
  private let outcome: AsyncStream<Result<Void, any Error>>

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  init(
    timeout: Duration = .seconds(10),
    handler: @escaping @Sendable (FakeConnection) throws -> Void
  ) throws {
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
    guard listener >= 0 else { throw Failure(description: "socket: \(errno)") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { sockaddrPointer in
        bind(listener, sockaddrPointer, length) == 0 && listen(listener, 1) == 0
          && getsockname(listener, sockaddrPointer, &length) == 0
      }
    }
    guard bound else {
      close(listener)
      throw Failure(description: "bind/listen: \(errno)")
    }
    port = UInt16(bigEndian: address.sin_port)
    let (stream, continuation) = AsyncStream.makeStream(of: Result<Void, any Error>.self)
    outcome = stream
    let milliseconds = Int32(timeout.components.seconds * 1000)
    Thread.detachNewThread {
      defer { close(listener) }
      var ready = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
      guard poll(&ready, 1, milliseconds) == 1 else {
        continuation.yield(.failure(Failure(description: "no client connected")))
        continuation.finish()
        return
      }
      let fd = accept(listener, nil, nil)
      guard fd >= 0 else {
        continuation.yield(.failure(Failure(description: "accept: \(errno)")))
        continuation.finish()
        return
      }
      var limit = timeval(tv_sec: Int(timeout.components.seconds), tv_usec: 0)
      setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
      setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
      let connection = FakeConnection(fd: fd)
      continuation.yield(Result { try handler(connection) })
      close(fd)
      continuation.finish()
    }
  }

  /// Waits for the handler to return and rethrows what it threw.
  func finished() async throws {
    for await result in outcome { return try result.get() }
    throw Failure(description: "the server ended without a result")
  }

  /// A port on 127.0.0.1 that is bound but not listening, so connecting is refused; keep the
  /// returned descriptor open for as long as the port must stay refused.
  static func refusingPort() throws -> (fd: Int32, port: UInt16) {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
      }
    }
    guard fd >= 0, bound else { throw Failure(description: "bind: \(errno)") }
    return (fd, UInt16(bigEndian: address.sin_port))
  }
}

/// The accepted socket, with blocking helpers for test handlers.
struct FakeConnection: Sendable {
  let fd: Int32

  /// Bytes up to and including `delimiter`, or `nil` if the peer closes or times out first.
  func read(through delimiter: String) -> String? {
    var bytes: [UInt8] = []
    let end = Array(delimiter.utf8)
    var byte: UInt8 = 0
    while !bytes.ends(with: end) {
      guard recv(fd, &byte, 1, 0) == 1 else { return nil }
      bytes.append(byte)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  func write(_ text: String) throws {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let sent = bytes.withUnsafeBytes {
        send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard sent > 0 else { throw FakeTCPServer.Failure(description: "send: \(errno)") }
      bytes = bytes.dropFirst(sent)
    }
  }

  /// Reads and discards until the peer closes; `false` if it did not within the timeout.
  func waitForPeerToClose() -> Bool {
    var buffer = [UInt8](repeating: 0, count: 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      if count == 0 { return true }
      if count < 0 { return errno == ECONNRESET }
    }
  }
}

extension Array where Element: Equatable {
  fileprivate func ends(with suffix: [Element]) -> Bool {
    count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
  }
}
