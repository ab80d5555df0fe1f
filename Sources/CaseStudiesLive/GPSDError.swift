import Foundation

/// Why the connection to gpsd failed or ended; each case names the address involved.
///
/// ```swift
/// catch let error as GPSDError { print(error) }
/// // "cannot connect to gpsd at 127.0.0.1:2947: connection refused (is gpsd running?)"
/// ```
public enum GPSDError: Error, Equatable, Sendable, CustomStringConvertible {
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

  public var description: String {
    switch self {
    case let .invalidAddress(address, reason):
      return "invalid gpsd address \"\(address)\": \(reason) "
        + "(expected HOST:PORT, e.g. 127.0.0.1:2947)"
    case let .hostNotFound(host, reason):
      return "cannot find the gpsd host \"\(host)\": \(reason)"
    case let .connectionRefused(host, port):
      return "cannot connect to gpsd at \(Self.format(host, port)): connection refused "
        + "(is gpsd running?)"
    case let .connectionTimedOut(host, port):
      return "cannot connect to gpsd at \(Self.format(host, port)): no answer (timed out)"
    case let .connectionFailed(host, port, reason):
      return "cannot connect to gpsd at \(Self.format(host, port)): \(reason)"
    case let .connectionClosed(host, port):
      return "gpsd at \(Self.format(host, port)) closed the connection"
    case let .readFailed(host, port, reason):
      return "reading from gpsd at \(Self.format(host, port)) failed: \(reason)"
    }
  }

  static func format(_ host: String, _ port: UInt16) -> String {
    host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
  }
}
