import TerminalUI

/// Draws a frame's ``Semantics`` as semantic HTML: real buttons, fields, list boxes, dialogs
/// and navigation, with roles and labels for screen readers, and SVG for drawings.
///
/// Each element the user can act on gets an `id` made of its position in the tree (`a0-2-1`),
/// so that the same control keeps its id from frame to frame; ``actions`` maps those ids to
/// what the views do.
/// ```swift
/// var renderer = HTMLRenderer()
/// let page = renderer.render(host.renderSemantics())
/// renderer.actions["a0-1"]?.activate?()  // what a click on that button does
/// ```
@MainActor
package struct HTMLRenderer {
  /// What each element with an id does, for this frame.
  package private(set) var actions: [String: Semantics.Actions] = [:]

  package init() {}

  /// The frame as the page's root element.
  package mutating func render(_ frame: [Semantics]) -> HTMLNode {
    actions = [:]
    let children = frame.enumerated().map { render($1, path: "a\($0)") }
    return .element(
      HTMLElement(tag: "div", attributes: [.init("class", "v root")], children: children))
  }

  private mutating func render(_ node: Semantics, path: String) -> HTMLNode {
    let children = node.children.enumerated().map { render($1, path: "\(path)-\($0)") }
    var attributes: [HTMLElement.Attribute] = []
    let actionable =
      node.actions.activate != nil || node.actions.focus != nil || node.actions.setText != nil
    if actionable {
      actions[path] = node.actions
      attributes.append(.init("id", path))
    }
    if node.isFocused { attributes.append(.init("data-focused", "")) }
    func element(_ tag: String, _ extra: [HTMLElement.Attribute] = [], _ content: [HTMLNode])
      -> HTMLNode
    {
      .element(HTMLElement(tag: tag, attributes: attributes + extra, children: content))
    }
    switch node.kind {
    case .stack(let axis):
      return element("div", [.init("class", axis == .horizontal ? "h" : "v")], children)
    case .layers:
      return element("div", [.init("class", "z")], children)
    case .text(let runs):
      let content = Self.text(runs)
      // Text the user can click (`.onTap`) is a button to the keyboard and screen readers.
      let extra: [HTMLElement.Attribute] =
        node.actions.activate == nil ? [] : [.init("role", "button"), .init("tabindex", "0")]
      return element("span", [.init("class", "t")] + extra, content)
    case .bigText(let string):
      return element("div", [.init("class", "big"), .init("role", "status")], [.text(string)])
    case .button(let title, let shortcut):
      let extra: [HTMLElement.Attribute] =
        shortcut.map { [.init("aria-keyshortcuts", $0)] } ?? []
      return element("button", extra, [.text(title)])
    case .toggle(let title, let isOn):
      return element(
        "button", [.init("role", "switch"), .init("aria-checked", isOn ? "true" : "false")],
        [.text(title)])
    case .textField(let title, let value, let placeholder, let isSecure):
      return element(
        "input",
        [
          .init("type", isSecure ? "password" : "text"), .init("aria-label", title),
          .init("placeholder", placeholder), .init("value", value),
        ], [])
    case .list:
      return element("ul", [.init("role", "listbox"), .init("tabindex", "0")], children)
    case .row(let isSelected):
      return element(
        "li", [.init("role", "option"), .init("aria-selected", isSelected ? "true" : "false")],
        children)
    case .dialog(let title):
      let label: [HTMLElement.Attribute] = title.map { [.init("aria-label", $0)] } ?? []
      return element("dialog", [.init("open", ""), .init("aria-modal", "true")] + label, children)
    case .breadcrumbs(let titles, let canGoBack):
      // The back control is the element's action; the crumbs are plain text.
      attributes.removeAll { $0.name == "id" }
      var content: [HTMLNode] = []
      if canGoBack {
        content.append(
          .element(
            HTMLElement(
              tag: "button", attributes: [.init("id", path), .init("aria-label", "Back")],
              children: [.text("‹")])))
      }
      let crumbs = titles.enumerated().map { index, title in
        let current: [HTMLElement.Attribute] =
          index == titles.count - 1 ? [.init("aria-current", "page")] : []
        return HTMLNode.element(
          HTMLElement(tag: "li", attributes: current, children: [.text(title)]))
      }
      content.append(.element(HTMLElement(tag: "ol", attributes: [], children: crumbs)))
      return element("nav", [.init("aria-label", "Breadcrumb")], content)
    case .box(let title):
      guard let title else { return element("div", [.init("class", "box")], children) }
      let heading = HTMLNode.element(
        HTMLElement(tag: "h2", attributes: [], children: [.text(title)]))
      return element(
        "section", [.init("class", "box"), .init("aria-label", title)], [heading] + children)
    case .canvas(let width, let height, let lines, let dots, let labels):
      // Lines through the dots' centres, so that they cover the dots the terminal sets.
      var content: [HTMLNode] = lines.map { line in
        let points = line.map { "\(Double($0.x) + 0.5),\(Double($0.y) + 0.5)" }
        return .svg("polyline", [("points", points.joined(separator: " "))])
      }
      let path = dots.map { "M\($0.x) \($0.y)h1v1h-1z" }.joined()
      if !path.isEmpty { content.append(.svg("path", [("d", path)])) }
      for label in labels {
        content.append(
          .svg("text", [("x", "\(label.point.x)"), ("y", "\(label.point.y + 3)")], label.text))
      }
      return element(
        "svg",
        [
          .init("class", "canvas"), .init("role", "img"), .init("aria-label", "Drawing"),
          .init("viewBox", "0 0 \(width) \(height)"),
        ], content)
    case .barChart(let bars):
      let top = bars.map(\.value).max() ?? 0
      // Whole numbers without a decimal point, as the terminal's chart writes them.
      func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
      }
      var content: [HTMLNode] = []
      for (index, bar) in bars.enumerated() {
        let y = index * 10
        let width = top > 0 ? Int((max(0, bar.value) / top * 60).rounded()) : 0
        let value = format(bar.value)
        content.append(.svg("text", [("x", "0"), ("y", "\(y + 7)")], bar.label))
        content.append(
          .svg("rect", [("x", "25"), ("y", "\(y + 1)"), ("width", "\(width)"), ("height", "7")]))
        content.append(.svg("text", [("x", "\(27 + width)"), ("y", "\(y + 7)")], value))
      }
      let label = bars.map { "\($0.label) \(format($0.value))" }.joined(separator: ", ")
      return element(
        "svg",
        [
          .init("class", "chart"), .init("role", "img"), .init("aria-label", label),
          .init("viewBox", "0 0 100 \(bars.count * 10)"),
        ], content)
    case .sparkline(let values):
      let top = values.max() ?? 0
      let points = values.enumerated().map { index, value in
        "\(index),\(top > 0 ? Int(((1 - max(0, value) / top) * 8).rounded()) : 8)"
      }
      return element(
        "svg",
        [
          .init("class", "spark"), .init("role", "img"),
          .init("aria-label", values.map { "\($0)" }.joined(separator: ", ")),
          .init("viewBox", "0 0 \(max(1, values.count - 1)) 8"),
        ], [.svg("polyline", [("points", points.joined(separator: " "))])])
    case .progress(let value):
      return element("progress", [.init("value", "\(value)"), .init("max", "1")], [])
    case .keyHints(let hints):
      return element("p", [.init("class", "keys")], [.text(hints.joined(separator: " · "))])
    case .scroll:
      return element("div", [.init("class", "scroll")], children)
    case .styled(let style):
      return element("div", Self.attributes(style), children)
    case .divider:
      return element("hr", [], [])
    case .spacer:
      return element("div", [.init("class", "spacer")], [])
    }
  }

  /// Runs of text: plain runs as text, styled ones as spans; runs of one style are joined,
  /// so that no two text nodes touch (the page's parser would merge them).
  private static func text(_ runs: [Semantics.TextRun]) -> [HTMLNode] {
    var merged: [Semantics.TextRun] = []
    for run in runs where !run.string.isEmpty {
      if let last = merged.last, last.style == run.style {
        merged[merged.count - 1].string += run.string
      } else {
        merged.append(run)
      }
    }
    return merged.map { run in
      let attributes = attributes(run.style)
      return attributes.isEmpty
        ? .text(run.string)
        : .element(HTMLElement(tag: "span", attributes: attributes, children: [.text(run.string)]))
    }
  }

  /// A style as a class list (one letter per attribute) and inline colours.
  private static func attributes(_ style: Semantics.TextStyle) -> [HTMLElement.Attribute] {
    let letters: [(Style.Attributes, String)] = [
      (.bold, "b"), (.dim, "d"), (.italic, "i"), (.underline, "u"), (.reverse, "r"),
      (.strikethrough, "s"),
    ]
    var attributes: [HTMLElement.Attribute] = []
    let classes = letters.filter { style.attributes.contains($0.0) }.map(\.1)
    if !classes.isEmpty { attributes.append(.init("class", classes.joined(separator: " "))) }
    var css: [String] = []
    if let foreground = style.foreground { css.append("color:\(foreground)") }
    if let background = style.background { css.append("background:\(background)") }
    if !css.isEmpty { attributes.append(.init("style", css.joined(separator: ";"))) }
    return attributes
  }
}

extension HTMLElement.Attribute {
  init(_ name: String, _ value: String) {
    self.init(name: name, value: value)
  }
}

extension HTMLNode {
  /// An SVG child element.
  fileprivate static func svg(
    _ tag: String, _ attributes: [(String, String)], _ text: String? = nil
  ) -> HTMLNode {
    .element(
      HTMLElement(
        tag: tag, attributes: attributes.map { HTMLElement.Attribute($0.0, $0.1) },
        children: text.map { [.text($0)] } ?? []))
  }
}
