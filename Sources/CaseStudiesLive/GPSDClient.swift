import CaseStudiesCore
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Streams positions from a gpsd daemon over its JSON protocol (all socket code lives here).
///
/// It connects to `host:port`, sends `?WATCH={"enable":true,"json":true}`, and turns every TPV
/// report with a 2D or 3D fix into a `TrackPoint`; other reports are skipped. The stream
/// throws a `GPSDError` when connecting fails or gpsd hangs up, and cancelling the consuming
/// task closes the socket.
///
/// ```swift
/// let client = try GPSDClient(address: "127.0.0.1:2947")
/// for try await point in client.points() { print(point.latitude, point.longitude) }
/// ```
package struct GPSDClient: Sendable {
  /// The port gpsd listens on unless told otherwise.
  package static let defaultPort: UInt16 = 2947
  /// The line that asks gpsd to stream JSON reports.
  package static let watchCommand = #"?WATCH={"enable":true,"json":true}"# + "\n"

  package var host: String
  package var port: UInt16
  /// How long to wait for the TCP connection before failing with `connectionTimedOut`.
  package var connectTimeout: Duration

  package init(
    host: String = "127.0.0.1", port: UInt16 = defaultPort, connectTimeout: Duration = .seconds(5)
  ) {
    self.host = host
    self.port = port
    self.connectTimeout = connectTimeout
  }

  /// Reads `HOST:PORT`, `[IPv6]:PORT` or a bare host (port 2947).
  ///
  /// ```swift
  /// let client = try GPSDClient(address: "gps.local:2947")
  /// ```
  package init(address: String, connectTimeout: Duration = .seconds(5)) throws(GPSDError) {
    let text = address.trimmingCharacters(in: .whitespaces)
    func invalid(_ reason: String) -> GPSDError { .invalidAddress(address, reason: reason) }
    guard !text.isEmpty else { throw invalid("the address is empty") }
    var host: Substring
    var portText: Substring?
    if text.hasPrefix("[") {
      guard let close = text.firstIndex(of: "]") else { throw invalid("a \"]\" is missing") }
      host = text[text.index(after: text.startIndex)..<close]
      let rest = text[text.index(after: close)...]
      if !rest.isEmpty {
        guard rest.hasPrefix(":") else { throw invalid("expected \":PORT\" after \"]\"") }
        portText = rest.dropFirst()
      }
    } else if text.filter({ $0 == ":" }).count == 1, let colon = text.firstIndex(of: ":") {
      host = text[..<colon]
      portText = text[text.index(after: colon)...]
    } else {
      // No colon, or several: a bare host name or IPv6 address on the default port.
      host = Substring(text)
    }
    guard !host.isEmpty else { throw invalid("the host is missing") }
    guard !host.contains(where: \.isWhitespace) else { throw invalid("the host contains spaces") }
    var port = Self.defaultPort
    if let portText {
      guard let value = UInt16(portText), value > 0 else {
        throw invalid("\"\(portText)\" is not a port number (1-65535)")
      }
      port = value
    }
    self.init(host: String(host), port: port, connectTimeout: connectTimeout)
  }

  /// Connects and streams the positions gpsd reports, until cancelled or disconnected.
  ///
  /// ```swift
  /// for try await point in GPSDClient().points() { … }
  /// ```
  package func points() -> AsyncThrowingStream<TrackPoint, any Error> {
    let (stream, continuation) = AsyncThrowingStream.makeStream(of: TrackPoint.self)
    let wakeUp: WakeUpPipe
    do {
      wakeUp = try WakeUpPipe()
    } catch {
      continuation.finish(
        throwing: GPSDError.connectionFailed(host: host, port: port, reason: "\(error)"))
      return stream
    }
    let session = GPSDSession(
      host: host, port: port, connectTimeout: connectTimeout, wakeUp: wakeUp,
      continuation: continuation
    )
    continuation.onTermination = { _ in wakeUp.signal() }
    Thread.detachNewThread { session.run() }
    return stream
  }

  /// The position in one gpsd report line, or `nil` for other reports and fixes without one.
  ///
  /// ```swift
  /// GPSDClient.trackPoint(fromReport: #"{"class":"TPV","mode":3,"lat":37.5,"lon":127.0}"#)
  /// ```
  package static func trackPoint(fromReport line: String) -> TrackPoint? {
    struct Report: Decodable {
      var `class`: String
      var mode: Int?
      var lat: Double?
      var lon: Double?
      var alt: Double?
      var altMSL: Double?
      var altHAE: Double?
      var time: String?
    }
    guard let report = try? JSONDecoder().decode(Report.self, from: Data(line.utf8)),
      report.class == "TPV", let mode = report.mode, mode >= 2,
      let latitude = report.lat, let longitude = report.lon
    else { return nil }
    return TrackPoint(
      latitude: latitude,
      longitude: longitude,
      // gpsd 3.20 split `alt` into `altMSL` and `altHAE`; a 2D fix has no altitude at all.
      elevation: mode >= 3 ? (report.altMSL ?? report.alt ?? report.altHAE) : nil,
      time: report.time.flatMap(GPXTime.date(from:))
    )
  }
}

/// One connection's life on its own thread: connect, watch, read lines, until told to stop.
private struct GPSDSession: Sendable {
  let host: String
  let port: UInt16
  let connectTimeout: Duration
  let wakeUp: WakeUpPipe
  let continuation: AsyncThrowingStream<TrackPoint, any Error>.Continuation

  /// Reports are single lines of a few hundred bytes; a longer "line" means a confused peer.
  private static let maximumLineLength = 1 << 20

  private enum Stop: Error {
    case cancelled
    case failed(GPSDError)
  }

  func run() {
    defer { wakeUp.close() }
    var socket: Int32 = -1
    defer {
      // shutdown first: gpsd sees the end even if a child process spawned meanwhile (a hook, a
      // test's program) still holds a copy of the descriptor.
      if socket >= 0 {
        _ = shutdown(socket, Int32(SHUT_RDWR))
        _ = close(socket)
      }
    }
    do {
      socket = try connect()
      try send(GPSDClient.watchCommand, on: socket)
      try readReports(from: socket)
    } catch {
      switch error {
      case .cancelled: continuation.finish()
      case .failed(let failure): continuation.finish(throwing: failure)
      }
    }
  }

  /// Tries each resolved address in turn with a non-blocking connect bounded by the timeout.
  private func connect() throws(Stop) -> Int32 {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    var list: UnsafeMutablePointer<addrinfo>?
    let status = getaddrinfo(host, String(port), &hints, &list)
    guard status == 0, let first = list else {
      throw .failed(.hostNotFound(host: host, reason: String(cString: gai_strerror(status))))
    }
    defer { freeaddrinfo(list) }
    var lastErrno: Int32 = ECONNREFUSED
    var entry: UnsafeMutablePointer<addrinfo>? = first
    while let info = entry?.pointee {
      entry = info.ai_next
      let kind = Int32(SOCK_STREAM.rawValue | SOCK_NONBLOCK.rawValue | SOCK_CLOEXEC.rawValue)
      let fd = socket(info.ai_family, kind, info.ai_protocol)
      guard fd >= 0 else {
        lastErrno = errno
        continue
      }
      var failure: Int32 = 0
      if Glibc.connect(fd, info.ai_addr, info.ai_addrlen) != 0 {
        failure = errno
      }
      if failure == EINPROGRESS {
        let ready: Bool
        do {
          ready = try wait(for: fd, events: POLLOUT, timeout: connectTimeout)
        } catch {
          _ = close(fd)
          throw error
        }
        guard ready else {
          _ = close(fd)
          throw .failed(.connectionTimedOut(host: host, port: port))
        }
        var length = socklen_t(MemoryLayout<Int32>.size)
        _ = getsockopt(fd, SOL_SOCKET, SO_ERROR, &failure, &length)
      }
      if failure == 0 { return fd }
      lastErrno = failure
      _ = close(fd)
    }
    if lastErrno == ECONNREFUSED {
      throw .failed(.connectionRefused(host: host, port: port))
    }
    if lastErrno == ETIMEDOUT {
      throw .failed(.connectionTimedOut(host: host, port: port))
    }
    throw .failed(
      .connectionFailed(host: host, port: port, reason: String(cString: strerror(lastErrno))))
  }

  /// Waits until `fd` is ready for `events`; `false` on timeout, `Stop.cancelled` when woken.
  private func wait(for fd: Int32, events: Int32, timeout: Duration?) throws(Stop) -> Bool {
    var fds = [
      pollfd(fd: fd, events: Int16(events), revents: 0),
      pollfd(fd: wakeUp.readEnd, events: Int16(POLLIN), revents: 0),
    ]
    let milliseconds = timeout.map { timeout in
      let (seconds, attoseconds) = timeout.components
      return Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    }
    while true {
      let count = poll(&fds, nfds_t(fds.count), milliseconds ?? -1)
      if count < 0 {
        if errno == EINTR { continue }
        throw .failed(.readFailed(host: host, port: port, reason: String(cString: strerror(errno))))
      }
      if fds[1].revents != 0 { throw .cancelled }
      return count > 0
    }
  }

  private func send(_ text: String, on fd: Int32) throws(Stop) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let sent = bytes.withUnsafeBytes { buffer in
        Glibc.send(fd, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL))
      }
      if sent > 0 {
        bytes = bytes.dropFirst(sent)
      } else if sent < 0 && (errno == EAGAIN || errno == EINTR) {
        _ = try wait(for: fd, events: POLLOUT, timeout: nil)
      } else if sent < 0 && (errno == EPIPE || errno == ECONNRESET) {
        throw .failed(.connectionClosed(host: host, port: port))
      } else {
        throw .failed(.readFailed(host: host, port: port, reason: String(cString: strerror(errno))))
      }
    }
  }

  private func readReports(from fd: Int32) throws(Stop) {
    var pending: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      _ = try wait(for: fd, events: POLLIN, timeout: nil)
      let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      if count == 0 || (count < 0 && errno == ECONNRESET) {
        throw .failed(.connectionClosed(host: host, port: port))
      }
      if count < 0 {
        if errno == EAGAIN || errno == EINTR { continue }
        throw .failed(.readFailed(host: host, port: port, reason: String(cString: strerror(errno))))
      }
      pending.append(contentsOf: chunk[..<count])
      while let newline = pending.firstIndex(of: 0x0A) {
        let line = String(decoding: pending[..<newline], as: UTF8.self)
        pending.removeSubrange(...newline)
        if let point = GPSDClient.trackPoint(fromReport: line) {
          continuation.yield(point)
        }
      }
      if pending.count > Self.maximumLineLength { pending.removeAll() }
    }
  }
}
