/// A piece of a web page: an element with attributes and children, or text. Frames are
/// built as these trees, compared (``HTMLPatch``), and written out as HTML.
///
/// ```swift
/// let node = HTMLNode.element("button", ["id": "a0"], [.text("Start")])
/// node.html  // <button id="a0">Start</button>
/// ```
package enum HTMLNode: Equatable, Sendable {
  case element(HTMLElement)
  case text(String)

  package static func element(
    _ tag: String, _ attributes: KeyValuePairs<String, String> = [:], _ children: [HTMLNode] = []
  ) -> HTMLNode {
    .element(
      HTMLElement(
        tag: tag, attributes: attributes.map { HTMLElement.Attribute(name: $0, value: $1) },
        children: children))
  }

  /// The node written as HTML.
  package var html: String {
    var output = ""
    write(to: &output)
    return output
  }

  /// The node written as HTML if that takes at most `limit` bytes of UTF-8, else `nil`; stops
  /// writing as soon as it is longer.
  func html(limit: Int) -> String? {
    var output = ""
    return write(to: &output, limit: limit) ? output : nil
  }

  func write(to output: inout String) {
    _ = write(to: &output, limit: .max)
  }

  /// Writes the node; returns `false`, leaving the output part-written, once it is longer
  /// than `limit` bytes.
  private func write(to output: inout String, limit: Int) -> Bool {
    switch self {
    case .text(let text):
      output += HTMLNode.escape(text)
    case .element(let element):
      output += "<" + element.tag
      for attribute in element.attributes {
        output += " " + attribute.name + "=\"" + HTMLNode.escape(attribute.value) + "\""
      }
      output += ">"
      guard !HTMLElement.voidTags.contains(element.tag) else { break }
      for child in element.children {
        guard child.write(to: &output, limit: limit) else { return false }
      }
      output += "</" + element.tag + ">"
    }
    return output.utf8.count <= limit
  }

  /// `text` with the characters that HTML gives a meaning (in text and in quoted attribute
  /// values) written as entities.
  static func escape(_ text: String) -> String {
    // Most text has none: a scan of its bytes, not of its characters.
    guard text.utf8.contains(where: { [38, 60, 62, 34, 39].contains($0) }) else { return text }
    var escaped = ""
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}

/// An element of a page: its tag, attributes in order, and children.
package struct HTMLElement: Equatable, Sendable {
  package struct Attribute: Equatable, Sendable {
    package var name: String
    package var value: String
  }

  package var tag: String
  package var attributes: [Attribute]
  package var children: [HTMLNode]

  /// Elements that have no end tag and no children.
  static let voidTags: Set<String> = ["input", "hr", "br"]
}
