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

  /// The page answered with 403 to a browser without the page's token: what is missing and
  /// where to find it, in words.
  package static func refusal(title: String) -> String {
    let name = HTMLNode.escape(title)
    return """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(name): token needed</title>
      <style>:root { color-scheme: light dark; font: 17px/1.5 system-ui, sans-serif; }
      body { max-width: 36rem; margin: 2rem auto; padding: 0 1rem; } code { overflow-wrap: anywhere; }</style>
      </head><body>
      <h1>\(name) needs its token</h1>
      <p>This page opens only with the token the app printed when it started. Open the address
      it printed, which ends in <code>?token=…</code>, or start the app again (for example
      <code>swift run --traits Web pomodoro --web</code>) and open the new address.</p>
      <p>The token stays valid while the app runs; a browser that opened the page once keeps
      a cookie for it.</p>
      </body></html>
      """
  }

  package static func html(title: String) -> String {
    let template = Bundle.module.url(forResource: "page", withExtension: "html")
      .flatMap { try? String(contentsOf: $0, encoding: .utf8) }
    // The resource is part of the build: without it the build is broken, not the input.
    guard let template else { preconditionFailure("TerminalUIWeb's page.html resource is missing") }
    return template.replacingOccurrences(
      of: "<title>TITLE</title>", with: "<title>\(HTMLNode.escape(title))</title>")
  }
}
