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

  func write(to output: inout String) {
    switch self {
    case .text(let text):
      output += HTMLNode.escape(text)
    case .element(let element):
      output += "<" + element.tag
      for attribute in element.attributes {
        output += " " + attribute.name + "=\"" + HTMLNode.escape(attribute.value) + "\""
      }
      output += ">"
      guard !HTMLElement.voidTags.contains(element.tag) else { return }
      for child in element.children { child.write(to: &output) }
      output += "</" + element.tag + ">"
    }
  }

  /// `text` with the characters that HTML gives a meaning (in text and in quoted attribute
  /// values) written as entities.
  static func escape(_ text: String) -> String {
    guard text.contains(where: { "&<>\"'".contains($0) }) else { return text }
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
