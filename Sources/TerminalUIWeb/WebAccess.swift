import Foundation

/// Who may open the page and its socket, as Jupyter decides: a request addressed to this
/// machine by a name we serve (no DNS rebinding), carrying a credential, and for the socket,
/// sent by our own page (its `Origin`).
///
/// The credentials:
/// - the **token** printed in the address (`/?token=…`), for the person at the terminal: it
///   opens the page as often as needed;
/// - **one-time tokens** (`issueOneTimeToken()`), for the address handed to the browser
///   (`xdg-open`): the first request that uses one spends it;
/// - the **cookie** a page request with a token gets back (`HttpOnly; SameSite=Strict`), which
///   the page and its socket use from then on, so that the page can take the token out of the
///   address bar and the history (`history.replaceState`).
///
/// ```swift
/// let access = WebAccess()  // a new random token
/// access.admit(query: "token=\(access.token)", host: "127.0.0.1:8765", origin: nil, cookie: nil)
/// // .admitted(setsCookie: true)
/// ```
package struct WebAccess: Sendable {
  /// The secret the printed URL carries: 128 random bits as hex.
  package let token: String
  /// The secret of the cookie a token is traded for.
  package let cookieSecret: String
  /// The names the server answers to (the `Host` header's name, without the port).
  package let hostNames: Set<String>
  /// Whether any IP address is a name we answer to: the server listens on every interface
  /// (`0.0.0.0`, `::`), so another machine's browser names us by one of our addresses. A
  /// rebinding attack needs a DNS name, which this does not let through.
  package let acceptsAnyAddress: Bool
  private let oneTimeTokens = OneTimeTokens()

  /// Whether the server listens on every interface.
  package static func isWildcard(_ host: String) -> Bool {
    ["0.0.0.0", "::", "[::]", "0:0:0:0:0:0:0:0"].contains(host.lowercased())
  }

  /// Whether `host` is this machine's loopback address or name.
  package static func isLoopback(_ host: String) -> Bool {
    let name = host.lowercased()
    return name == "localhost" || name == "::1" || name == "[::1]" || name.hasPrefix("127.")
  }

  /// Access with `token` (a new random one by default) for a server listening on `host`.
  package init(token: String? = nil, host: String = "127.0.0.1") {
    self.token = token ?? Self.randomToken()
    cookieSecret = Self.randomToken()
    let lowered = host.lowercased()
    let bracketed = lowered.contains(":") && !lowered.hasPrefix("[") ? "[\(lowered)]" : lowered
    var names: Set<String> = ["127.0.0.1", "localhost", "[::1]", bracketed]
    acceptsAnyAddress = Self.isWildcard(host)
    if acceptsAnyAddress, let name = Self.machineName() {
      names.insert(name)
      names.insert(name + ".local")
    }
    hostNames = names
  }

  /// 16 bytes from the system's secure generator, as hex.
  static func randomToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<16).map { _ in
      let byte = UInt8.random(in: .min ... .max, using: &generator)
      return (byte < 16 ? "0" : "") + String(byte, radix: 16)
    }.joined()
  }

  /// A token that opens the page once, for an address another program (the browser started
  /// by `xdg-open`) is handed.
  package func issueOneTimeToken() -> String {
    let token = Self.randomToken()
    oneTimeTokens.add(token)
    return token
  }

  /// What becomes of a request.
  package enum Admission: Equatable, Sendable {
    /// Refused, for this reason (for the log).
    case refused(String)
    /// Let in; `setsCookie` when it came with a token, to be traded for the cookie.
    case admitted(setsCookie: Bool)
  }

  /// Decides a request.
  ///
  /// - Parameters:
  ///   - query: The request's query string (`token=…`).
  ///   - host: Its `Host` header.
  ///   - origin: Its `Origin` header; required when `isSocket`.
  ///   - cookie: Its `Cookie` header.
  ///   - isSocket: Whether it asks for the WebSocket.
  package func admit(
    query: String?, host: String?, origin: String?, cookie: String?, isSocket: Bool = false
  ) -> Admission {
    guard let host, isServed(name: Self.name(ofHost: host)) else {
      return .refused("Host \((host ?? "none").prefix(80).debugDescription) is not this server")
    }
    if isSocket {
      guard let origin, origin.lowercased() == "http://" + host.lowercased() else {
        return .refused(
          "Origin \((origin ?? "none").prefix(80).debugDescription) is not this page")
      }
    }
    let given = (query ?? "").split(separator: "&").first { $0.hasPrefix("token=") }?
      .dropFirst("token=".count)
    if let given {
      if Self.sameBytes(given.utf8, token.utf8) { return .admitted(setsCookie: !isSocket) }
      if !isSocket, oneTimeTokens.spend(String(given)) { return .admitted(setsCookie: true) }
    }
    if let value = Self.cookie(named: cookieName(host: host), in: cookie),
      Self.sameBytes(value.utf8, cookieSecret.utf8)
    {
      return .admitted(setsCookie: false)
    }
    return .refused(given == nil ? "no token or cookie" : "wrong or spent token")
  }

  /// Why a request is refused, or `nil` when it may go on.
  package func check(
    query: String?, host: String?, origin: String?, cookie: String? = nil, isSocket: Bool = false
  ) -> String? {
    if case .refused(let reason) = admit(
      query: query, host: host, origin: origin, cookie: cookie, isSocket: isSocket)
    {
      return reason
    }
    return nil
  }

  /// The cookie's name for a server reached as `host`: browsers keep cookies per host name,
  /// not per port, so two apps on 127.0.0.1 need names of their own.
  package func cookieName(host: String) -> String {
    let port = host.split(separator: ":").last.map(String.init) ?? ""
    let digits = port.allSatisfy(\.isNumber) && !host.hasSuffix("]") ? port : "80"
    return "tui-\(digits)"
  }

  /// The `Set-Cookie` header's value that trades a token for the cookie: the page's script
  /// cannot read it (`HttpOnly`), and no other site's page sends it (`SameSite=Strict`).
  package func setCookie(host: String) -> String {
    "\(cookieName(host: host))=\(cookieSecret); Path=/; HttpOnly; SameSite=Strict"
  }

  /// Whether `name` (as in a `Host` header, without the port) names this server.
  func isServed(name: String) -> Bool {
    if hostNames.contains(name) { return true }
    guard acceptsAnyAddress else { return false }
    return Self.isIPAddress(name)
  }

  /// Whether `name` is an IPv4 address or a bracketed IPv6 one.
  static func isIPAddress(_ name: String) -> Bool {
    if name.hasPrefix("[") && name.hasSuffix("]") {
      let inner = name.dropFirst().dropLast()
      return !inner.isEmpty && inner.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
    }
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 4
      && parts.allSatisfy { part in
        !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isNumber) && Int(part)! <= 255
      }
  }

  /// The value of the cookie `name` in a `Cookie` header.
  static func cookie(named name: String, in header: String?) -> Substring? {
    guard let header else { return nil }
    for pair in header.split(separator: ";") {
      let trimmed = pair.drop { $0 == " " }
      if trimmed.hasPrefix(name + "=") { return trimmed.dropFirst(name.count + 1) }
    }
    return nil
  }

  /// This machine's name, for a server on every interface.
  static func machineName() -> String? {
    let name = ProcessInfo.processInfo.hostName.lowercased()
    return name.isEmpty ? nil : name
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

/// The one-time tokens not yet spent.
private final class OneTimeTokens: @unchecked Sendable {
  private let lock = NSLock()
  private var tokens: Set<String> = []

  func add(_ token: String) { lock.withLock { _ = tokens.insert(token) } }

  /// Spends `token`: `true` the first time only.
  func spend(_ token: String) -> Bool {
    lock.withLock { tokens.remove(token) != nil }
  }
}
