import CaseStudiesLive
import ConcurrencyExtras
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

struct HTTPFactFetcherTests {
  /// Answers one request with `status` and `body`, recording the request line.
  func serve(status: String, body: String, requestLine: LockIsolated<String?>) throws
    -> FakeTCPServer
  {
    try FakeTCPServer { connection in
      let request = connection.read(through: "\r\n\r\n")
      requestLine.setValue(request?.components(separatedBy: "\r\n").first)
      try connection.write(
        "HTTP/1.1 \(status)\r\nContent-Type: text/plain\r\nContent-Length: \(body.utf8.count)\r\n"
          + "Connection: close\r\n\r\n\(body)")
    }
  }

  @Test func buildsTheURLFromTheBase() throws {
    #expect(try HTTPFactFetcher().url(for: 42).absoluteString == "http://numbersapi.com/42")
    let withPath = try HTTPFactFetcher(baseURL: "https://example.com/api/")
    #expect(withPath.url(for: -7).absoluteString == "https://example.com/api/-7")
  }

  @Test(arguments: ["numbersapi.com", "ftp://numbersapi.com", "http://", "http://x/?q=1", "", "::"])
  func rejectsBadBaseURLs(base: String) {
    #expect {
      try HTTPFactFetcher(baseURL: base)
    } throws: { error in
      guard case .invalidBaseURL(base, _) = error as? HTTPFactError else { return false }
      return "\(error)".hasPrefix("invalid fact server URL \"\(base)\"")
    }
  }

  @Test func fetchesTheFactAsText() async throws {
    let requestLine = LockIsolated<String?>(nil)
    let server = try serve(status: "200 OK", body: "42 is the answer.\n", requestLine: requestLine)
    let fetcher = try HTTPFactFetcher(baseURL: "http://127.0.0.1:\(server.port)/api")
    let fact = try await fetcher.fact(for: 42)
    try await server.finished()
    #expect(fact == "42 is the answer.")
    #expect(requestLine.value == "GET /api/42 HTTP/1.1")
  }

  @Test func reportsAnErrorStatusWithItsCode() async throws {
    let server = try serve(
      status: "503 Service Unavailable", body: "busy", requestLine: LockIsolated(nil))
    let fetcher = try HTTPFactFetcher(baseURL: "http://127.0.0.1:\(server.port)")
    let url = "http://127.0.0.1:\(server.port)/7"
    await #expect(throws: HTTPFactError.badStatus(url: url, code: 503)) {
      try await fetcher.fact(for: 7)
    }
    try await server.finished()
    #expect(
      "\(HTTPFactError.badStatus(url: url, code: 503))" == "\(url) answered with HTTP status 503")
  }

  @Test func reportsAnEmptyBody() async throws {
    let server = try serve(status: "200 OK", body: " \n", requestLine: LockIsolated(nil))
    let fetcher = try HTTPFactFetcher(baseURL: "http://127.0.0.1:\(server.port)")
    await #expect(throws: HTTPFactError.emptyBody(url: "http://127.0.0.1:\(server.port)/1")) {
      try await fetcher.fact(for: 1)
    }
    try await server.finished()
  }

  @Test func givesUpAfterTheTimeout() async throws {
    // The server reads the request and never answers; it ends when the client hangs up.
    let server = try FakeTCPServer { connection in
      _ = connection.read(through: "\r\n\r\n")
      _ = connection.waitForPeerToClose()
    }
    let fetcher = try HTTPFactFetcher(
      baseURL: "http://127.0.0.1:\(server.port)", timeout: .milliseconds(300))
    await #expect(
      throws: HTTPFactError.timedOut(url: "http://127.0.0.1:\(server.port)/5", seconds: 0.3)
    ) {
      try await fetcher.fact(for: 5)
    }
    try await server.finished()
  }

  @Test func reportsARefusedConnection() async throws {
    let (fd, port) = try FakeTCPServer.refusingPort()
    defer { close(fd) }
    let fetcher = try HTTPFactFetcher(baseURL: "http://127.0.0.1:\(port)")
    await #expect {
      try await fetcher.fact(for: 3)
    } throws: { error in
      guard case .requestFailed(let url, _) = error as? HTTPFactError else { return false }
      return url == "http://127.0.0.1:\(port)/3"
    }
  }

  /// Finding 9 of issue 39: a 400 MB answer was read whole (1.7 GB, 30 s). The fetcher now
  /// stops reading past its cap and says so in words, whether the server announces the size
  /// or streams without one.
  @Test(arguments: [true, false])
  func refusesAnAnswerLargerThanItsCap(announcesLength: Bool) async throws {
    let size = 4 * 1024 * 1024
    let server = try FakeTCPServer { connection in
      _ = connection.read(through: "\r\n\r\n")
      try connection.write(
        "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n"
          + (announcesLength ? "Content-Length: \(size)\r\n" : "")
          + "Connection: close\r\n\r\n")
      let chunk = String(repeating: "7", count: 64 * 1024)
      // The client hangs up once it has seen enough; writing then fails, which ends this.
      for _ in 0..<(size / chunk.utf8.count) { try connection.write(chunk) }
    }
    let fetcher = try HTTPFactFetcher(baseURL: "http://127.0.0.1:\(server.port)")
    let url = "http://127.0.0.1:\(server.port)/8"
    await #expect {
      try await fetcher.fact(for: 8)
    } throws: { error in
      "\(error)" == "\(url) answered with more than 64 KB, which is not a number fact"
    }
    try? await server.finished()
  }
}
