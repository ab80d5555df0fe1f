import TerminalUI

/// Draws a frame's ``Semantics`` as a web page: stacks, frames, padding and spacers as CSS
/// flex layout (not terminal cells), real buttons, fields, list boxes, tabs, tables, dialogs
/// and navigation, with roles and labels for screen readers, and SVG for drawings.
///
/// Each element the user can act on gets an `id` from its structural identity: what it is and
/// its label or key, inside the list, row or dialog that holds it (`b-Save`, `k-space`,
/// `dialog.k-1`, `list.r3`). Stacks, frames and styles around it do not count, so the id stays when the
/// layout around it changes, and a click sent for one control never reaches another.
/// ``actions`` maps those ids to what the views do.
/// ```swift
/// var renderer = HTMLRenderer()
/// let page = renderer.render(host.renderSemantics())
/// renderer.actions["b-Start"]?.activate?()  // what a click on that button does
/// ```
@MainActor
package struct HTMLRenderer {
  /// What each element with an id does, for this frame.
  package private(set) var actions: [String: Semantics.Actions] = [:]
  /// The ids given in this frame, to tell controls with the same label apart.
  private var used: Set<String> = []

  package init() {}

  /// The frame as the page's root element.
  package mutating func render(_ frame: [Semantics]) -> HTMLNode {
    actions = [:]
    used = []
    let children = frame.map { render($0, scope: "") }
    return .element(
      HTMLElement(tag: "div", attributes: [.init("class", "root")], children: children))
  }

  /// The id of an element that is `key` inside `scope`; the second control with the same key
  /// in a scope gets `~2`, and so on.
  private mutating func id(_ key: String, scope: String) -> String {
    let base = scope + key
    var id = base
    var count = 1
    while used.contains(id) {
      count += 1
      id = "\(base)~\(count)"
    }
    used.insert(id)
    return id
  }

  /// A label as part of an id: at most 24 characters, spaces as `_`.
  private static func slug(_ label: String) -> String {
    String(label.prefix(24).map { $0.isWhitespace ? "_" : $0 })
  }

  /// The identity key of an element, or `nil` for one that takes no part in identity.
  /// The text an element shows, its children's included, for an id.
  private static func textContent(_ node: Semantics) -> String {
    let own: String
    switch node.kind {
    case .text(let runs): own = runs.map(\.string).joined()
    case .button(let title, _, _): own = title
    default: own = ""
    }
    return own + node.children.map(textContent).joined()
  }

  private static func key(_ node: Semantics) -> String? {
    switch node.kind {
    // A button with a key is known by its key, whatever its label says now (Start, Pause).
    case .button(let title, let shortcut, _): shortcut.map { "k-" + slug($0) } ?? "b-" + slug(title)
    case .toggle(let title, _): "t-" + slug(title)
    case .textField(let title, _, _, _): "f-" + slug(title)
    case .picker(let title, _, _): "p-" + slug(title)
    case .slider(let title, _, _, _): "s-" + slug(title)
    case .row(let index, _): "r\(index)"
    case .tab(let title, _): "tab-" + slug(title)
    case .breadcrumbs: "back"
    case .list: "list"
    case .tabs: "tabs"
    case .dialog: "dialog"
    case .text(let runs): "x-" + slug(runs.map(\.string).joined())
    default: nil
    }
  }

  private mutating func render(_ node: Semantics, scope: String) -> HTMLNode {
    var attributes: [HTMLElement.Attribute] = []
    let actionable =
      node.actions.activate != nil || node.actions.focus != nil || node.actions.setText != nil
    // Lists, rows and dialogs scope the controls inside them.
    var inner = scope
    switch node.kind {
    case .list, .row, .dialog, .tabs:
      inner = id(Self.key(node)!, scope: scope) + "."
    default:
      break
    }
    // Anything else the user can click (a tapped stack, a key hint) is known by its text.
    if actionable {
      let key = Self.key(node) ?? "x-" + Self.slug(Self.textContent(node))
      let id: String
      if case .row = node.kind {
        id = String(inner.dropLast())
      } else {
        id = self.id(key, scope: scope)
      }
      actions[id] = node.actions
      attributes.append(.init("id", id))
    }
    if node.isFocused { attributes.append(.init("data-focused", "")) }
    let children = node.children.map { render($0, scope: inner) }
    return element(for: node, attributes: attributes, children: children)
  }

  private func element(
    for node: Semantics, attributes: [HTMLElement.Attribute], children: [HTMLNode]
  ) -> HTMLNode {
    var attributes = attributes
    func element(_ tag: String, _ extra: [HTMLElement.Attribute] = [], _ content: [HTMLNode])
      -> HTMLNode
    {
      .element(HTMLElement(tag: tag, attributes: attributes + extra, children: content))
    }
    let fills = Self.fills(node)
    let fillClasses = (fills.width ? " fw" : "") + (fills.height ? " fh" : "")
    switch node.kind {
    case .stack(let axis, let spacing, let alignment):
      var extra: [HTMLElement.Attribute] = [
        .init("class", (axis == .horizontal ? "h x" : "v x") + alignment.letter + fillClasses)
      ]
      // The terminal's spacing in cells, as space: a cell is half an em wide, a row an em.
      if spacing > 0 {
        extra.append(.init("style", "gap:\(Self.length(spacing, axis == .vertical))"))
      }
      return element("div", extra, children)
    case .layers:
      return element("div", [.init("class", "z" + fillClasses)], children)
    case .hidden:
      return element("div", [.init("class", "hidden" + fillClasses)], children)
    case .text(let runs):
      let content = Self.text(runs)
      // Text the user can click (`.onTap`) is a button to the keyboard and screen readers.
      let extra: [HTMLElement.Attribute] =
        node.actions.activate == nil ? [] : [.init("role", "button"), .init("tabindex", "0")]
      return element("span", [.init("class", "t")] + extra, content)
    case .bigText(let string):
      return element("div", [.init("class", "big"), .init("role", "status")], [.text(string)])
    case .button(let title, let shortcut, let roles):
      var extra: [HTMLElement.Attribute] = []
      var keys = shortcut.map { [$0] } ?? []
      var classes: [String] = []
      if roles.contains(.defaultAction) {
        classes.append("default")
        keys.append("Enter")
      }
      if roles.contains(.cancelAction) {
        classes.append("cancel")
        keys.append("Escape")
      }
      if roles.contains(.destructive) { classes.append("destructive") }
      if !classes.isEmpty { extra.append(.init("class", classes.joined(separator: " "))) }
      if !keys.isEmpty { extra.append(.init("aria-keyshortcuts", keys.joined(separator: " "))) }
      // A button that does nothing now (disabled, or behind a dialog) says so.
      if node.actions.activate == nil { extra.append(.init("disabled", "")) }
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
    case .picker(let title, let options, let selected):
      let choices = options.enumerated().map { index, option in
        HTMLNode.element(
          HTMLElement(
            tag: "option",
            attributes: [.init("value", "\(index)")]
              + (index == selected ? [.init("selected", "")] : []),
            children: [.text(option)]))
      }
      return element("select", Self.label(title), choices)
    case .slider(let title, let value, let bounds, let step):
      return element(
        "input",
        [
          .init("type", "range"), .init("min", Self.number(bounds.lowerBound)),
          .init("max", Self.number(bounds.upperBound)), .init("step", Self.number(step)),
          .init("value", Self.number(value)),
        ] + Self.label(title), [])
    case .list(let selectsMany):
      return element(
        "ul",
        [.init("role", "listbox")]
          + (selectsMany ? [.init("aria-multiselectable", "true")] : [])
          + [.init("tabindex", "0"), .init("class", "fw")], children)
    case .row(_, let isSelected):
      return element(
        "li", [.init("role", "option"), .init("aria-selected", isSelected ? "true" : "false")],
        children)
    case .dialog(let title):
      // Opened as a modal dialog by the page's script (`showModal`), over an inert page.
      let label: [HTMLElement.Attribute] = title.map { [.init("aria-label", $0)] } ?? []
      return element("dialog", [.init("aria-modal", "true")] + label, children)
    case .breadcrumbs(let titles, let canGoBack):
      // The back control is the element's action; the crumbs are plain text.
      let id = attributes.first { $0.name == "id" }
      attributes.removeAll { $0.name == "id" }
      var content: [HTMLNode] = []
      if canGoBack {
        content.append(
          .element(
            HTMLElement(
              tag: "button", attributes: (id.map { [$0] } ?? []) + [.init("aria-label", "Back")],
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
      guard let title else {
        return element("div", [.init("class", "box" + fillClasses)], children)
      }
      let heading = HTMLNode.element(
        HTMLElement(tag: "h2", attributes: [], children: [.text(title)]))
      return element(
        "section", [.init("class", "box" + fillClasses), .init("aria-label", title)],
        [heading] + children)
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
      let format = Self.number
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
      // Each hint its own piece, so that the line wraps between hints on a narrow screen.
      let pieces = hints.map { hint in
        HTMLNode.element(HTMLElement(tag: "span", attributes: [], children: [.text(hint)]))
      }
      return element("p", [.init("class", "keys")], pieces)
    case .scroll:
      return element("div", [.init("class", "scroll" + fillClasses)], children)
    case .styled(let style):
      var extra = Self.attributes(style)
      if !fillClasses.isEmpty {
        if let index = extra.firstIndex(where: { $0.name == "class" }) {
          extra[index].value += fillClasses
        } else {
          extra.insert(.init("class", String(fillClasses.dropFirst())), at: 0)
        }
      }
      return element("div", extra, children)
    case .frame(let frame):
      var style: [String] = []
      func size(_ property: String, _ cells: Int?, vertical: Bool) {
        guard let cells, cells != Int.max else { return }
        style.append("\(property):\(Self.length(cells, vertical))")
      }
      size("min-width", frame.minWidth, vertical: false)
      size("max-width", frame.maxWidth, vertical: false)
      size("min-height", frame.minHeight, vertical: true)
      size("max-height", frame.maxHeight, vertical: true)
      if let width = frame.maxWidth, width != Int.max, width == frame.minWidth {
        style.removeAll { $0.hasPrefix("min-width") }
        style.append("width:\(Self.length(width, false))")
      }
      // A frame is a column whose child sits where the alignment says.
      var extra: [HTMLElement.Attribute] = [
        .init(
          "class",
          "f x\(frame.horizontal.letter) m\(frame.vertical.letter)" + fillClasses)
      ]
      if !style.isEmpty { extra.append(.init("style", style.joined(separator: ";"))) }
      return element("div", extra, children)
    case .padding(let insets):
      let padding = [
        Self.length(insets.top, true), Self.length(insets.trailing, false),
        Self.length(insets.bottom, true), Self.length(insets.leading, false),
      ]
      var extra: [HTMLElement.Attribute] = [
        .init("style", "padding:" + padding.joined(separator: " "))
      ]
      if !fillClasses.isEmpty {
        extra.insert(.init("class", String(fillClasses.dropFirst())), at: 0)
      }
      return element("div", extra, children)
    case .table(let columns):
      let header = columns.map { title in
        HTMLNode.element(
          HTMLElement(
            tag: "span", attributes: [.init("role", "columnheader")], children: [.text(title)]))
      }
      let head = HTMLNode.element(
        HTMLElement(
          tag: "div", attributes: [.init("role", "row"), .init("class", "tr th")], children: header)
      )
      return element(
        "div",
        [
          .init("role", "table"), .init("class", "table fw"),
          .init("style", "--n:\(max(1, columns.count))"),
        ],
        [head] + children)
    case .tableRow(let cells):
      let content = cells.map { cell in
        HTMLNode.element(
          HTMLElement(tag: "span", attributes: [.init("role", "cell")], children: [.text(cell)]))
      }
      return element("div", [.init("role", "row"), .init("class", "tr")], content)
    case .tabs:
      return element("div", [.init("role", "tablist")], children)
    case .tab(let title, let isSelected):
      return element(
        "button", [.init("role", "tab"), .init("aria-selected", isSelected ? "true" : "false")],
        [.text(title)])
    case .divider:
      return element("hr", [], [])
    case .spacer:
      return element("div", [.init("class", "spacer")], [])
    }
  }

  /// Whether an element grows to fill its container's width and height, as a flexible frame,
  /// a spacer or a list does in SwiftUI: wrappers around it grow with it.
  private static func fills(_ node: Semantics) -> (width: Bool, height: Bool) {
    switch node.kind {
    case .frame(let frame):
      let inner = node.children.map(fills)
      // A bounded frame stops what fills inside it from filling around it.
      return (
        frame.maxWidth == Int.max || (frame.maxWidth == nil && inner.contains { $0.width }),
        frame.maxHeight == Int.max || (frame.maxHeight == nil && inner.contains { $0.height })
      )
    case .list, .table, .canvas:
      return (true, false)
    case .stack, .layers, .styled, .padding, .box, .scroll:
      let inner = node.children.map(fills)
      return (inner.contains { $0.width }, inner.contains { $0.height })
    default:
      return (false, false)
    }
  }

  /// A control's name for screen readers, where it has one.
  private static func label(_ title: String) -> [HTMLElement.Attribute] {
    title.isEmpty ? [] : [.init("aria-label", title)]
  }

  /// A number as an attribute: whole numbers without a decimal point.
  private static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// A length of `cells` as CSS: a row is an em high, a column half an em wide.
  private static func length(_ cells: Int, _ vertical: Bool) -> String {
    guard cells != 0 else { return "0" }
    return vertical ? "\(cells)em" : "\(cells / 2)\(cells.isMultiple(of: 2) ? "" : ".5")em"
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

  /// A style as a class list (one letter per attribute) and inline colours. Reversed text
  /// swaps its colours, the page's own where the view gives none (`Canvas`, which follows the
  /// light or dark scheme). Without a colour of its own it is on the colour it inherits
  /// (`currentColor`: a `.foregroundColor` around `.colorInvert()`), its letters painted in
  /// the background's.
  private static func attributes(_ style: Semantics.TextStyle) -> [HTMLElement.Attribute] {
    let letters: [(Style.Attributes, String)] = [
      (.bold, "b"), (.dim, "d"), (.italic, "i"), (.underline, "u"), (.strikethrough, "s"),
    ]
    var attributes: [HTMLElement.Attribute] = []
    let classes = letters.filter { style.attributes.contains($0.0) }.map(\.1)
    if !classes.isEmpty { attributes.append(.init("class", classes.joined(separator: " "))) }
    var foreground = style.foreground
    var background = style.background
    var css: [String] = []
    if style.attributes.contains(.reverse) {
      if let color = foreground {
        (foreground, background) = (background ?? "Canvas", color)
      } else {
        // `color` stays the inherited one, which `currentColor` reads.
        css.append("-webkit-text-fill-color:\(background ?? "Canvas")")
        background = "currentColor"
      }
    }
    if let foreground { css.append("color:\(foreground)") }
    if let background { css.append("background:\(background)") }
    if !css.isEmpty { attributes.append(.init("style", css.joined(separator: ";"))) }
    return attributes
  }
}

extension Semantics.Placement {
  /// The letter of the page's classes for it: `xs`, `xc`, `xe` place content across a flex
  /// container, `ms`, `mc`, `me` along it.
  fileprivate var letter: String {
    switch self {
    case .start: "s"
    case .center: "c"
    case .end: "e"
    }
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
