import Foundation

/// Why the connection to gpsd failed or ended; each case names the address involved.
///
/// ```swift
/// catch let error as GPSDError { print(error) }
/// // "cannot connect to gpsd at 127.0.0.1:2947: connection refused (is gpsd running?)"
/// ```
package enum GPSDError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The address string is not `HOST:PORT` (or `[IPv6]:PORT`, or a bare host).
  case invalidAddress(String, reason: String)
  /// The host name did not resolve.
  case hostNotFound(host: String, reason: String)
  /// Nothing listens at the address.
  case connectionRefused(host: String, port: UInt16)
  /// The host did not answer within the connection timeout.
  case connectionTimedOut(host: String, port: UInt16)
  /// Connecting failed for another reason.
  case connectionFailed(host: String, port: UInt16, reason: String)
  /// gpsd closed the connection.
  case connectionClosed(host: String, port: UInt16)
  /// Reading from the connection failed.
  case readFailed(host: String, port: UInt16, reason: String)

  package var description: String {
    switch self {
    case .invalidAddress(let address, let reason):
      return "invalid gpsd address \"\(address)\": \(reason) "
        + "(expected HOST:PORT, e.g. 127.0.0.1:2947)"
    case .hostNotFound(let host, let reason):
      return "cannot find the gpsd host \"\(host)\": \(reason)"
    case .connectionRefused(let host, let port):
      return "cannot connect to gpsd at \(Self.format(host, port)): connection refused "
        + "(is gpsd running?)"
    case .connectionTimedOut(let host, let port):
      return "cannot connect to gpsd at \(Self.format(host, port)): no answer (timed out)"
    case .connectionFailed(let host, let port, let reason):
      return "cannot connect to gpsd at \(Self.format(host, port)): \(reason)"
    case .connectionClosed(let host, let port):
      return "gpsd at \(Self.format(host, port)) closed the connection"
    case .readFailed(let host, let port, let reason):
      return "reading from gpsd at \(Self.format(host, port)) failed: \(reason)"
    }
  }

  static func format(_ host: String, _ port: UInt16) -> String {
    host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
  }
}
