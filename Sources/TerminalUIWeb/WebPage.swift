import Foundation

/// The one page the web host serves: markup, style and our script, shipped as a resource.
package enum WebPage {
  /// The page, titled `title`.
  package static func html(title: String) -> String {
    let template = Bundle.module.url(forResource: "page", withExtension: "html")
      .flatMap { try? String(contentsOf: $0, encoding: .utf8) }
    // The resource is part of the build: without it the build is broken, not the input.
    guard let template else { preconditionFailure("TerminalUIWeb's page.html resource is missing") }
    return template.replacingOccurrences(
      of: "<title>TITLE</title>", with: "<title>\(HTMLNode.escape(title))</title>")
  }
}
