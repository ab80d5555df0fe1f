import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Fetches a fact about a number from a numbers-API-style server: `GET {base}/{n}` → text.
///
/// ```swift
/// let fetcher = try HTTPFactFetcher(baseURL: "http://numbersapi.com", timeout: .seconds(5))
/// let fact = try await fetcher.fact(for: 42)
/// ```
package struct HTTPFactFetcher: Sendable {
  /// The public numbers API.
  package static let defaultBaseURL = "http://numbersapi.com"

  /// The largest answer read, in bytes: a fact is a sentence, and a server that sends more
  /// (400 MB took 1.7 GB and 30 s) is cut off there.
  package static let maximumAnswerBytes = 64 * 1024

  package let baseURL: URL
  package let timeout: Duration
  private let configuration: URLSessionConfiguration

  /// Checks `baseURL` is an absolute http(s) URL; the timeout bounds each whole request.
  ///
  /// ```swift
  /// let fetcher = try HTTPFactFetcher(baseURL: "http://127.0.0.1:8080/api")
  /// ```
  package init(
    baseURL: String = defaultBaseURL, timeout: Duration = .seconds(10)
  ) throws(HTTPFactError) {
    let text = baseURL.trimmingCharacters(in: .whitespaces)
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased() else {
      throw .invalidBaseURL(baseURL, reason: "it is not an absolute URL")
    }
    guard scheme == "http" || scheme == "https" else {
      throw .invalidBaseURL(baseURL, reason: "the scheme must be http or https, not \(scheme)")
    }
    guard let host = url.host(), !host.isEmpty else {
      throw .invalidBaseURL(baseURL, reason: "it has no host")
    }
    guard url.query() == nil, url.fragment() == nil else {
      throw .invalidBaseURL(baseURL, reason: "it must not have a query or fragment")
    }
    guard timeout > .zero else {
      throw .invalidBaseURL(baseURL, reason: "the timeout must be positive")
    }
    self.baseURL = url
    self.timeout = timeout
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = Self.seconds(timeout)
    configuration.timeoutIntervalForResource = Self.seconds(timeout)
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    self.configuration = configuration
  }

  /// The URL asked for `number`: the base URL with `/{number}` appended.
  ///
  /// ```swift
  /// try HTTPFactFetcher(baseURL: "http://numbersapi.com/").url(for: 7)  // …/7
  /// ```
  package func url(for number: Int) -> URL {
    var text = baseURL.absoluteString
    while text.hasSuffix("/") { text.removeLast() }
    return URL(string: "\(text)/\(number)")!
  }

  /// Fetches the fact about `number`, trimmed of surrounding whitespace.
  ///
  /// Throws `HTTPFactError`, or `CancellationError` when the calling task is cancelled.
  ///
  /// ```swift
  /// let fact = try await fetcher.fact(for: 42)
  /// ```
  package func fact(for number: Int) async throws -> String {
    let url = url(for: number)
    var request = URLRequest(url: url, timeoutInterval: Self.seconds(timeout))
    request.setValue("text/plain", forHTTPHeaderField: "Accept")
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await Self.download(request, configuration: configuration)
    } catch is AnswerTooLarge {
      throw HTTPFactError.tooLarge(url: url.absoluteString, limitBytes: Self.maximumAnswerBytes)
    } catch {
      try Task.checkCancellation()
      throw map(error, url: url)
    }
    guard let http = response as? HTTPURLResponse else {
      throw HTTPFactError.requestFailed(url: url.absoluteString, reason: "the answer is not HTTP")
    }
    guard (200...299).contains(http.statusCode) else {
      throw HTTPFactError.badStatus(url: url.absoluteString, code: http.statusCode)
    }
    let fact = String(decoding: data, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    guard !fact.isEmpty else { throw HTTPFactError.emptyBody(url: url.absoluteString) }
    return fact
  }

  /// The answer to `request`, read up to `maximumAnswerBytes`: a larger one (announced by its
  /// `Content-Length` or not) is cancelled as soon as it is known, with `AnswerTooLarge`.
  private static func download(_ request: URLRequest, configuration: URLSessionConfiguration)
    async throws -> (Data, URLResponse)
  {
    let collector = CappedCollector(limit: maximumAnswerBytes)
    let session = URLSession(configuration: configuration, delegate: collector, delegateQueue: nil)
    defer { session.finishTasksAndInvalidate() }
    let task = session.dataTask(with: request)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        collector.start(task, continuation: continuation)
      }
    } onCancel: {
      task.cancel()
    }
  }

  private func map(_ error: any Error, url: URL) -> any Error {
    guard let error = error as? URLError else {
      return HTTPFactError.requestFailed(url: url.absoluteString, reason: "\(error)")
    }
    switch error.code {
    case .timedOut:
      return HTTPFactError.timedOut(url: url.absoluteString, seconds: Self.seconds(timeout))
    case .cancelled:
      return CancellationError()
    default:
      return HTTPFactError.requestFailed(
        url: url.absoluteString, reason: error.localizedDescription)
    }
  }

  private static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}

/// The answer went past `HTTPFactFetcher.maximumAnswerBytes`.
struct AnswerTooLarge: Error {}

/// Collects one task's answer, cancelling it past `limit` bytes.
private final class CappedCollector: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  let limit: Int
  private let lock = NSLock()
  private var data = Data()
  private var response: URLResponse?
  private var isTooLarge = false
  private var continuation: CheckedContinuation<(Data, URLResponse), any Error>?

  init(limit: Int) { self.limit = limit }

  func start(
    _ task: URLSessionDataTask, continuation: CheckedContinuation<(Data, URLResponse), any Error>
  ) {
    lock.withLock { self.continuation = continuation }
    task.resume()
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    let tooLarge = response.expectedContentLength > Int64(limit)
    lock.withLock {
      self.response = response
      if tooLarge { isTooLarge = true }
    }
    completionHandler(tooLarge ? .cancel : .allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let tooLarge = lock.withLock {
      if !isTooLarge { self.data.append(data) }
      if self.data.count > limit { isTooLarge = true }
      return isTooLarge
    }
    if tooLarge { dataTask.cancel() }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    let (continuation, result):
      (CheckedContinuation<(Data, URLResponse), any Error>?, Result<(Data, URLResponse), any Error>) =
        lock.withLock {
          let continuation = self.continuation
          self.continuation = nil
          if isTooLarge { return (continuation, .failure(AnswerTooLarge())) }
          if let error { return (continuation, .failure(error)) }
          guard let response else { return (continuation, .failure(URLError(.badServerResponse))) }
          return (continuation, .success((data, response)))
        }
    continuation?.resume(with: result)
  }
}
