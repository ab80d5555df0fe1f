import Foundation

/// Why a number fact could not be fetched; each case names the URL involved.
///
/// ```swift
/// catch let error as HTTPFactError { print(error) }
/// // "http://numbersapi.com/42 answered with HTTP status 503"
/// ```
package enum HTTPFactError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The base URL is not an absolute http(s) URL with a host.
  case invalidBaseURL(String, reason: String)
  /// The server answered with a status outside 200...299.
  case badStatus(url: String, code: Int)
  /// No complete answer came within the timeout.
  case timedOut(url: String, seconds: Double)
  /// The server answered 2xx with nothing but whitespace.
  case emptyBody(url: String)
  /// The request failed before an answer (no route, refused, DNS…).
  case requestFailed(url: String, reason: String)
  /// The answer was larger than any fact (`HTTPFactFetcher.maximumAnswerBytes`); reading
  /// stopped there.
  case tooLarge(url: String, limitBytes: Int)

  package var description: String {
    switch self {
    case .invalidBaseURL(let text, let reason):
      return "invalid fact server URL \"\(text)\": \(reason)"
    case .badStatus(let url, let code):
      return "\(url) answered with HTTP status \(code)"
    case .timedOut(let url, let seconds):
      return "\(url) did not answer within \(seconds.formatted()) s"
    case .emptyBody(let url):
      return "\(url) answered with an empty fact"
    case .requestFailed(let url, let reason):
      return "cannot fetch \(url): \(reason)"
    case .tooLarge(let url, let limit):
      return "\(url) answered with more than \(limit / 1024) KB, which is not a number fact"
    }
  }
}
