import Foundation

/// The one page the web host serves: markup, style and our script, shipped as a resource.
package enum WebPage {
  /// The page, titled `title`.
  /// The page's `Content-Security-Policy`: its one script by its hash, no other script, no
  /// `<base>`, no form submission, no framing, and connections to this server only.
  package static let contentSecurityPolicy =
    "default-src 'none'; script-src 'sha256-\(scriptHash)'; style-src 'unsafe-inline'; "
    + "connect-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; "
    + "form-action 'none'"

  /// The SHA-256 of the page's script, in base64.
  package static let scriptHash: String = {
    let page = html(title: "")
    guard let start = page.range(of: "<script>"),
      let end = page.range(of: "</script>", range: start.upperBound..<page.endIndex)
    else { preconditionFailure("TerminalUIWeb's page.html has no script") }
    return SHA256.base64(of: Array(page[start.upperBound..<end.lowerBound].utf8))
  }()

  package static func html(title: String) -> String {
    let template = Bundle.module.url(forResource: "page", withExtension: "html")
      .flatMap { try? String(contentsOf: $0, encoding: .utf8) }
    // The resource is part of the build: without it the build is broken, not the input.
    guard let template else { preconditionFailure("TerminalUIWeb's page.html resource is missing") }
    return template.replacingOccurrences(
      of: "<title>TITLE</title>", with: "<title>\(HTMLNode.escape(title))</title>")
  }
}
