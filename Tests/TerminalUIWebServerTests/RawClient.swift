#if Web
  import Foundation
  #if canImport(Glibc)
    import Glibc
  #endif

  /// A bare HTTP and WebSocket client over a TCP socket, so that the tests can send what a
  /// browser would not: wrong tokens, foreign `Host` and `Origin` headers, junk frames.
  final class RawClient: @unchecked Sendable {
    private let socket: Int32
    private var buffer: [UInt8] = []
    /// The head of the last response read: status line and headers.
    private(set) var lastHead = ""

    init(port: Int, address: String = "127.0.0.1") throws {
      socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      let host = address
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = in_port_t(UInt16(port).bigEndian)
      address.sin_addr.s_addr = inet_addr(host)
      let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      guard connected == 0 else { throw RawClientError.connection }
      // A test waits 10 s at most for an answer.
      var timeout = timeval(tv_sec: 10, tv_usec: 0)
      setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(socket) }

    func write(_ bytes: [UInt8]) throws {
      var sent = 0
      while sent < bytes.count {
        let count = bytes[sent...].withUnsafeBytes {
          Glibc.send(socket, $0.baseAddress, $0.count, 0)
        }
        guard count > 0 else { throw RawClientError.connection }
        sent += count
      }
    }

    private func fill() throws {
      var chunk = [UInt8](repeating: 0, count: 65536)
      let count = recv(socket, &chunk, chunk.count, 0)
      guard count > 0 else { throw RawClientError.closed }
      buffer += chunk[..<count]
    }

    private func read(_ count: Int) throws -> [UInt8] {
      while buffer.count < count { try fill() }
      defer { buffer.removeFirst(count) }
      return Array(buffer[..<count])
    }

    /// Sends a GET and reads the response's status and body.
    func get(_ target: String, headers: [String: String]) throws -> (status: Int, body: String) {
      try send("GET", target, headers: headers)
    }

    /// Sends a request and reads the response's status and body (by its `Content-Length`).
    func send(_ method: String, _ target: String, headers: [String: String], body: [UInt8] = [])
      throws -> (status: Int, body: String)
    {
      var request = "\(method) \(target) HTTP/1.1\r\n"
      for (name, value) in headers { request += "\(name): \(value)\r\n" }
      try write(Array((request + "\r\n").utf8) + body)
      while !String(decoding: buffer, as: UTF8.self).contains("\r\n\r\n") { try fill() }
      let text = String(decoding: buffer, as: UTF8.self)
      let head = text.components(separatedBy: "\r\n\r\n")[0]
      lastHead = head
      let status = Int(head.split(separator: " ")[1]) ?? 0
      let length =
        head.components(separatedBy: "\r\n")
        .first { $0.lowercased().hasPrefix("content-length:") }
        .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
      buffer.removeFirst(head.utf8.count + 4)
      return (status, String(decoding: try read(length), as: UTF8.self))
    }

    /// Asks for the WebSocket; returns the response's status (101 when upgraded).
    func upgrade(_ target: String, host: String, origin: String?, cookie: String? = nil) throws
      -> Int
    {
      var headers = [
        "Host": host, "Upgrade": "websocket", "Connection": "Upgrade",
        "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version": "13",
      ]
      headers["Origin"] = origin
      headers["Cookie"] = cookie
      return try get(target, headers: headers).status
    }

    /// Whether the server closes the connection (or resets it) before the 10-second read
    /// timeout, without answering.
    func isClosedByServer() -> Bool {
      var byte: UInt8 = 0
      while true {
        let count = recv(socket, &byte, 1, 0)
        if count == 0 { return true }
        if count < 0 { return errno == ECONNRESET }
      }
    }

    /// Sends a masked text frame, as browsers must.
    func sendText(_ text: String) throws {
      let payload = Array(text.utf8)
      var frame: [UInt8] = [0x81]
      switch payload.count {
      case ..<126: frame.append(0x80 | UInt8(payload.count))
      case ..<65536: frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
      default:
        frame.append(0x80 | 127)
        frame += (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
      }
      let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
      frame += mask
      frame += payload.enumerated().map { $1 ^ mask[$0 % 4] }
      try write(frame)
    }

    /// Reads the next text frame from the server.
    func receiveText() throws -> String {
      while true {
        let header = try read(2)
        var length = Int(header[1] & 0x7F)
        if length == 126 { length = try read(2).reduce(0) { $0 << 8 | Int($1) } }
        if length == 127 { length = try read(8).reduce(0) { $0 << 8 | Int($1) } }
        let payload = try read(length)
        switch header[0] & 0x0F {
        case 0x1: return String(decoding: payload, as: UTF8.self)
        case 0x8: throw RawClientError.closed
        default: continue  // pings
        }
      }
    }
  }

  extension RawClient {
    /// This machine's first IPv4 address that is not loopback, if it has one: the address
    /// another machine's browser would use.
    static func networkAddress() -> String? {
      var list: UnsafeMutablePointer<ifaddrs>?
      guard getifaddrs(&list) == 0 else { return nil }
      defer { freeifaddrs(list) }
      var entry = list
      while let current = entry {
        defer { entry = current.pointee.ifa_next }
        guard let address = current.pointee.ifa_addr,
          address.pointee.sa_family == sa_family_t(AF_INET)
        else { continue }
        var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
        let name = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { socket in
          var inner = socket.pointee.sin_addr
          return inet_ntop(AF_INET, &inner, &text, socklen_t(text.count)).map {
            String(cString: $0)
          }
        }
        if let name, !name.hasPrefix("127.") { return name }
      }
      return nil
    }

    /// A TCP port free on 127.0.0.1 now (the system picks it).
    static func freePort() -> Int {
      let probe = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      defer { close(probe) }
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          _ = bind(probe, $0, length)
          _ = getsockname(probe, $0, &length)
        }
      }
      return Int(UInt16(bigEndian: address.sin_port))
    }
  }

  /// Runs blocking socket or process calls on a thread of their own: blocking one of the few
  /// threads Swift's tasks share would starve the server under test, which runs on them too.
  func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Result { try work() }) }.start()
    }
  }

  enum RawClientError: Error {
    case connection
    case closed
  }
#endif
