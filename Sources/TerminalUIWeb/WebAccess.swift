/// Who may open the page and its socket: a request that carries the session's random token,
/// addressed to this machine by a name we serve (no DNS rebinding), and for the socket, sent
/// by our own page (its `Origin`), as Jupyter does.
///
/// ```swift
/// let access = WebAccess()  // a new random token
/// access.check(query: "token=\(access.token)", host: "127.0.0.1:8765", origin: nil)  // nil
/// ```
package struct WebAccess: Sendable {
  /// The secret the URL carries: 128 random bits as hex.
  package let token: String
  /// The names the server answers to (the `Host` header's name, without the port).
  package let hostNames: Set<String>

  /// Access with `token` (a new random one by default) for a server listening on `host`.
  package init(token: String? = nil, host: String = "127.0.0.1") {
    self.token = token ?? Self.randomToken()
    hostNames = ["127.0.0.1", "localhost", "[::1]", host.lowercased()]
  }

  /// 16 bytes from the system's secure generator, as hex.
  static func randomToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<16).map { _ in
      let byte = UInt8.random(in: .min ... .max, using: &generator)
      return (byte < 16 ? "0" : "") + String(byte, radix: 16)
    }.joined()
  }

  /// Why a request is refused, or `nil` when it may go on.
  ///
  /// - Parameters:
  ///   - query: The request's query string (`token=…`).
  ///   - host: Its `Host` header.
  ///   - origin: Its `Origin` header; required when `isSocket`.
  ///   - isSocket: Whether it asks for the WebSocket.
  package func check(query: String?, host: String?, origin: String?, isSocket: Bool = false)
    -> String?
  {
    guard let host, hostNames.contains(Self.name(ofHost: host)) else {
      return "Host \((host ?? "none").prefix(80).debugDescription) is not this server"
    }
    let given = (query ?? "").split(separator: "&").first { $0.hasPrefix("token=") }?
      .dropFirst("token=".count)
    guard let given, Self.sameBytes(given.utf8, token.utf8) else {
      return "missing or wrong token"
    }
    if isSocket {
      guard let origin, origin.lowercased() == "http://" + host.lowercased() else {
        return "Origin \((origin ?? "none").prefix(80).debugDescription) is not this page"
      }
    }
    return nil
  }

  /// The name in a `Host` header, without its port (`[::1]:8080` → `[::1]`).
  static func name(ofHost host: String) -> String {
    let lowered = host.lowercased()
    if lowered.hasPrefix("[") {
      return lowered.firstIndex(of: "]").map { String(lowered[...$0]) } ?? lowered
    }
    return String(lowered.split(separator: ":", omittingEmptySubsequences: false)[0])
  }

  /// Compares in a time that does not tell how many leading bytes matched.
  static func sameBytes(_ lhs: some Collection<UInt8>, _ rhs: some Collection<UInt8>) -> Bool {
    guard lhs.count == rhs.count else { return false }
    return zip(lhs, rhs).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
  }
}
