/// One change that turns the page's last frame into the next: the page applies it to the node
/// at `path` (child indices from the root, `[]` for the root itself).
///
/// ```swift
/// let patches = HTMLPatch.changes(from: lastFrame, to: frame)
/// HTMLPatch.message(patches)  // [["text","0.1.0","24:59"]]
/// ```
package enum HTMLPatch: Equatable, Sendable {
  /// Replaces the node with new HTML.
  case replace(path: [Int], html: String)
  /// Sets a text node's text.
  case text(path: [Int], text: String)
  /// Sets an element's attributes (those it no longer has are removed).
  case attributes(path: [Int], [HTMLElement.Attribute])

  /// The patches that turn `old` into `new`, or one that replaces the whole page when there is
  /// no last frame. Elements of the same tag with as many children are patched in place;
  /// anything else is replaced.
  package static func changes(from old: HTMLNode?, to new: HTMLNode) -> [HTMLPatch] {
    guard let old else { return [.replace(path: [], html: new.html)] }
    var patches: [HTMLPatch] = []
    diff(old, new, path: [], into: &patches)
    return patches
  }

  private static func diff(
    _ old: HTMLNode, _ new: HTMLNode, path: [Int], into patches: inout [HTMLPatch]
  ) {
    guard old != new else { return }
    switch (old, new) {
    case (.text, .text(let text)):
      patches.append(.text(path: path, text: text))
    case (.element(let before), .element(let after))
    where before.tag == after.tag && before.children.count == after.children.count:
      let mark = patches.count
      if before.attributes != after.attributes {
        patches.append(.attributes(path: path, after.attributes))
      }
      for index in after.children.indices {
        diff(before.children[index], after.children[index], path: path + [index], into: &patches)
      }
      // Many small changes to one element: one replacement is shorter. The element is written
      // only as far as it could be (at each level of a deep tree, a whole subtree's HTML
      // would cost more than the frame's other work).
      guard patches.count - mark > 1 else { return }
      let size = patches[mark...].reduce(0) { $0 + $1.json.utf8.count }
      if let html = new.html(limit: size - 21) {
        patches.replaceSubrange(mark..., with: [.replace(path: path, html: html)])
      }
    default:
      patches.append(.replace(path: path, html: new.html))
    }
  }

  /// The patches as the message the page reads: a JSON array of `[op, path, value]`.
  package static func message(_ patches: [HTMLPatch]) -> String {
    "[" + patches.map(\.json).joined(separator: ",") + "]"
  }

  var json: String {
    switch self {
    case .replace(let path, let html):
      return "[\"html\",\(Self.path(path)),\(JSON.string(html))]"
    case .text(let path, let text):
      return "[\"text\",\(Self.path(path)),\(JSON.string(text))]"
    case .attributes(let path, let attributes):
      let pairs = attributes.map { JSON.string($0.name) + ":" + JSON.string($0.value) }
      return "[\"attrs\",\(Self.path(path)),{\(pairs.joined(separator: ","))}]"
    }
  }

  private static func path(_ path: [Int]) -> String {
    JSON.string(path.map(String.init).joined(separator: "."))
  }
}
