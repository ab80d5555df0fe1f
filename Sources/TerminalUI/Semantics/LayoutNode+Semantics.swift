extension RoleNode {
  func semantics() -> [Semantics] {
    var element = Semantics(kind, isFocused: isFocused, actions: actions)
    switch kind {
    case .button, .toggle:
      // The tap region inside is the button's: its action is the element's.
      let tap = child.firstTap
      element.actions = Semantics.Actions(activate: tap?.action, focus: tap?.onPress)
    case .dialog:
      element.children = child.semantics()
    default:
      break
    }
    return [element]
  }
}

extension TextNode {
  func semantics() -> [Semantics] {
    let runs = lines.enumerated().flatMap { index, line in
      (index == 0 ? [] : [Semantics.TextRun(string: "\n", style: .init(.plain))])
        + line.map { Semantics.TextRun(string: String($0.string), style: .init($0.style)) }
    }
    return [Semantics(.text(runs))]
  }
}

extension StackNode {
  func semantics() -> [Semantics] {
    [
      Semantics(
        .stack(axis, spacing: spacing, alignment: crossPlacement),
        children: children.flatMap { $0.semantics() })
    ]
  }
}

extension LayerNode {
  func semantics() -> [Semantics] {
    [Semantics(.layers, children: layers.flatMap { $0.semantics() })]
  }
}

extension TapNode {
  func semantics() -> [Semantics] {
    var children = child.semantics()
    // A tap on plain content (`.onTap`): the content becomes clickable, as a button would.
    if children.count == 1, children[0].actions.activate == nil {
      children[0].actions.activate = action
      children[0].actions.focus = onPress
    }
    return children
  }
}

extension TextFieldNode {
  func semantics() -> [Semantics] {
    [
      Semantics(
        .textField(title: title, value: value, placeholder: placeholder, isSecure: isSecure),
        isFocused: isFocused, actions: Semantics.Actions(setText: setText))
    ]
  }
}

extension ListNode {
  func semantics() -> [Semantics] {
    let rows = self.rows.enumerated().map { slot, row in
      let index = firstRow + slot
      return Semantics(
        .row(index: index, isSelected: index == selected), children: row?.semantics() ?? [],
        actions: Semantics.Actions(
          activate: { [onTap = self.onTap] in onTap(index) },
          focus: { [onPress = self.onPress] in onPress(index) }))
    }
    return [Semantics(.list(selectsMany: false), isFocused: isFocused, children: rows)]
  }
}

extension SelectableListNode {
  func semantics() -> [Semantics] {
    // A list box of the rows built: a click on one focuses the list and selects it (or, in a
    // list that selects many, adds it to the selection or takes it out).
    let rows = self.rows.enumerated().map { slot, row in
      let index = firstRow + slot
      return Semantics(
        .row(index: index, isSelected: row.isSelected), children: row.node.semantics(),
        actions: Semantics.Actions(focus: { [onPress = self.onPress] in onPress(index) }))
    }
    return [Semantics(.list(selectsMany: selectsMany), isFocused: isFocused, children: rows)]
  }
}

extension LazyListNode {
  func semantics() -> [Semantics] {
    // The rows built, in a column, as a list of every row is.
    let column = StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: rows)
    return [Semantics(.scroll, isFocused: isFocused, children: column.semantics())]
  }
}

extension ModalNode {
  func semantics() -> [Semantics] {
    // The screen behind a panel takes no input, as in the terminal.
    let content = panel.semantics()
    return base.semantics().map { $0.withoutActions() } + [
      Semantics(.dialog(title: content.lazy.compactMap(\.heading).first), children: content)
    ]
  }
}

extension BreadcrumbNode {
  func semantics() -> [Semantics] {
    [
      Semantics(
        .breadcrumbs(titles, canGoBack: back != nil), actions: Semantics.Actions(activate: back))
    ]
  }
}

extension BorderNode {
  func semantics() -> [Semantics] {
    let content = child.semantics()
    // A hint in the border ("esc closes") is a key, not a title.
    guard isHint, let title else { return [Semantics(.box(title: title), children: content)] }
    return [Semantics(.box(title: nil), children: content + [Semantics(.keyHints([title]))])]
  }
}

extension CanvasNode {
  /// The canvas painted at the size it was last drawn (or 40 × 10 cells before that): its
  /// lines as lines, not as the dots a terminal shows.
  func semantics() -> [Semantics] {
    var canvas = CanvasContext(size: drawnSize ?? Size(width: 40, height: 10))
    paint(&canvas)
    let labels = canvas.labels.map {
      Semantics.CanvasLabel(point: Point(x: $0.point.x * 2, y: $0.point.y * 4), text: $0.text)
    }
    return [
      Semantics(
        .canvas(
          width: canvas.dotSize.width, height: canvas.dotSize.height, lines: canvas.strokes,
          dots: canvas.points, labels: labels))
    ]
  }
}

extension BarChartNode {
  func semantics() -> [Semantics] {
    [Semantics(.barChart(bars.map { Semantics.Bar(label: $0.label, value: $0.value) }))]
  }
}

extension SparklineNode {
  func semantics() -> [Semantics] { [Semantics(.sparkline(values))] }
}

extension ProgressBarNode {
  func semantics() -> [Semantics] { [Semantics(.progress(value))] }
}

extension KeyHintsNode {
  func semantics() -> [Semantics] { [Semantics(.keyHints(hints))] }
}

extension KeyHelpListNode {
  func semantics() -> [Semantics] {
    [Semantics(.keyHints(bindings.map { "\($0.label) \($0.title)" }))]
  }
}

extension ScrollNode {
  func semantics() -> [Semantics] {
    [Semantics(.scroll, isFocused: isFocused, children: child.semantics())]
  }
}

extension StyleNode {
  func semantics() -> [Semantics] {
    let style = Semantics.TextStyle(style)
    let children = child.semantics()
    return style == Semantics.TextStyle(.plain)
      ? children : [Semantics(.styled(style), children: children)]
  }
}

extension DividerNode {
  func semantics() -> [Semantics] { [Semantics(.divider)] }
}

extension SpacerNode {
  func semantics() -> [Semantics] { [Semantics(.spacer)] }
}

extension PaddingNode {
  func semantics() -> [Semantics] {
    let children = child.semantics()
    return insets == EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
      ? children : [Semantics(.padding(insets), children: children)]
  }
}

extension FrameNode {
  func semantics() -> [Semantics] {
    let frame = Semantics.Frame(
      minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight,
      horizontal: Semantics.Placement(alignment.horizontal),
      vertical: Semantics.Placement(alignment.vertical))
    return [Semantics(.frame(frame), children: child.semantics())]
  }
}

extension TableNode {
  func semantics() -> [Semantics] {
    [Semantics(.table(columns: layout.titles), children: rows.semantics())]
  }
}

extension TableRowNode {
  func semantics() -> [Semantics] { [Semantics(.tableRow(cells))] }
}

extension TabBarNode {
  func semantics() -> [Semantics] {
    let tabs = titles.enumerated().map { index, title in
      Semantics(
        .tab(title: title, isSelected: index == chosen),
        actions: Semantics.Actions(activate: { [choose = self.choose] in choose(index) }))
    }
    return [Semantics(.tabs, isFocused: isFocused, children: tabs)]
  }
}

extension SemanticsTransformNode {
  func semantics() -> [Semantics] { transform(child.semantics()) }
}

extension LayoutNodeBase {
  /// The first tap region in this subtree.
  fileprivate var firstTap: TapNode? {
    switch self {
    case let node as TapNode: return node
    case let node as RoleNode: return node.child.firstTap
    case let node as StyleNode: return node.child.firstTap
    case let node as PaddingNode: return node.child.firstTap
    case let node as FrameNode: return node.child.firstTap
    default: return nil
    }
  }
}

extension Semantics {
  /// This element and its children with nothing the user can do to them.
  fileprivate func withoutActions() -> Semantics {
    Semantics(kind, isFocused: false, children: children.map { $0.withoutActions() })
  }

  /// What titles a dialog holding this element: a navigation title, a panel's title, or
  /// else the first line of text.
  fileprivate var heading: String? {
    switch kind {
    case .breadcrumbs(let titles, _): return titles.last
    case .box(let title?): return title
    case .text(let runs):
      let line = runs.map(\.string).joined().split(separator: "\n").first
      return line.map { String($0.drop(while: \.isWhitespace)) }
    default: return children.lazy.compactMap(\.heading).first
    }
  }
}

extension Semantics.Placement {
  init(_ alignment: HorizontalAlignment) {
    switch alignment {
    case .leading: self = .start
    case .center: self = .center
    case .trailing: self = .end
    }
  }

  init(_ alignment: VerticalAlignment) {
    switch alignment {
    case .top: self = .start
    case .center: self = .center
    case .bottom: self = .end
    }
  }
}

extension Semantics.TextStyle {
  init(_ style: Style) {
    self.init(
      foreground: style.foreground.css, background: style.background.css,
      attributes: style.attributes)
  }
}

extension Color {
  /// The colour as CSS, or `nil` for the default; the 16 named colours as xterm draws them.
  var css: String? {
    switch kind {
    case .default:
      return nil
    case .named:
      return Self.namedCSS[Int(low & 15)]
    case .palette:
      let index = Int(low)
      if index < 16 { return Self.namedCSS[index] }
      if index >= 232 {
        let level = 8 + (index - 232) * 10
        return "rgb(\(level),\(level),\(level))"
      }
      let cube = index - 16
      func level(_ value: Int) -> Int { value == 0 ? 0 : 55 + value * 40 }
      return "rgb(\(level(cube / 36)),\(level(cube / 6 % 6)),\(level(cube % 6)))"
    case .rgb:
      let (red, green, blue) = components
      return "rgb(\(red),\(green),\(blue))"
    }
  }

  private static let namedCSS = [
    "#000000", "#cd0000", "#00cd00", "#cdcd00", "#0000ee", "#cd00cd", "#00cdcd", "#e5e5e5",
    "#7f7f7f", "#ff0000", "#00ff00", "#ffff00", "#5c5cff", "#ff00ff", "#00ffff", "#ffffff",
  ]
}
