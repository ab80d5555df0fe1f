extension LayoutNode {
  /// What this node means (see ``Semantics``): padding and frames leave nothing of their own,
  /// so a node gives zero, one or several elements.
  ///
  /// Read after the node was drawn: lists and canvases learn their size while drawing.
  func semantics() -> [Semantics] {
    switch self {
    case let node as RoleNode:
      var element = Semantics(node.kind, isFocused: node.isFocused)
      switch node.kind {
      case .button, .toggle:
        // The tap region inside is the button's: its action is the element's.
        let tap = node.child.firstTap
        element.actions = Semantics.Actions(activate: tap?.action, focus: tap?.onPress)
      case .dialog:
        element.children = node.child.semantics()
      default:
        break
      }
      return [element]
    case let node as TextNode:
      let runs = node.lines.enumerated().flatMap { index, line in
        (index == 0 ? [] : [Semantics.TextRun(string: "\n", style: .init(.plain))])
          + line.map { Semantics.TextRun(string: String($0.string), style: .init($0.style)) }
      }
      return [Semantics(.text(runs))]
    case let node as StackNode:
      return [Semantics(.stack(node.axis), children: node.children.flatMap { $0.semantics() })]
    case let node as LayerNode:
      return [Semantics(.layers, children: node.layers.flatMap { $0.semantics() })]
    case let node as TapNode:
      var children = node.child.semantics()
      // A tap on plain content (`.onTap`): the content becomes clickable, as a button would.
      if children.count == 1, children[0].actions.activate == nil {
        children[0].actions.activate = node.action
        children[0].actions.focus = node.onPress
      }
      return children
    case let node as TextFieldNode:
      return [
        Semantics(
          .textField(
            title: node.title, value: node.value, placeholder: node.placeholder,
            isSecure: node.isSecure),
          isFocused: node.isFocused, actions: Semantics.Actions(setText: node.setText))
      ]
    case let node as ListNode:
      let rows = node.rows.enumerated().map { slot, row in
        let index = node.firstRow + slot
        return Semantics(
          .row(isSelected: index == node.selected), children: row?.semantics() ?? [],
          actions: Semantics.Actions(
            activate: { [onTap = node.onTap] in onTap(index) },
            focus: { [onPress = node.onPress] in onPress(index) }))
      }
      return [Semantics(.list, isFocused: node.isFocused, children: rows)]
    case let node as ModalNode:
      // The screen behind a panel takes no input, as in the terminal.
      return node.base.semantics().map { $0.withoutActions() } + [
        Semantics(.dialog(title: node.panel.borderTitle), children: node.panel.semantics())
      ]
    case let node as BreadcrumbNode:
      return [
        Semantics(
          .breadcrumbs(node.titles, canGoBack: node.back != nil),
          actions: Semantics.Actions(activate: node.back))
      ]
    case let node as BorderNode:
      return [Semantics(.box(title: node.title), children: node.child.semantics())]
    case let node as CanvasNode:
      return [node.canvasSemantics()]
    case let node as BarChartNode:
      let bars = node.bars.map { Semantics.Bar(label: $0.label, value: $0.value) }
      return [Semantics(.barChart(bars))]
    case let node as SparklineNode:
      return [Semantics(.sparkline(node.values))]
    case let node as ProgressBarNode:
      return [Semantics(.progress(node.value))]
    case let node as KeyHintsNode:
      return [Semantics(.keyHints(node.hints))]
    case let node as ScrollNode:
      return [Semantics(.scroll, isFocused: node.isFocused, children: node.child.semantics())]
    case let node as StyleNode:
      let style = Semantics.TextStyle(node.style)
      let children = node.child.semantics()
      return style == Semantics.TextStyle(.plain)
        ? children : [Semantics(.styled(style), children: children)]
    case is DividerNode:
      return [Semantics(.divider)]
    case is SpacerNode:
      return [Semantics(.spacer)]
    case let node as PaddingNode:
      return node.child.semantics()
    case let node as FrameNode:
      return node.child.semantics()
    default:
      return []
    }
  }

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

  /// The title of the outermost border in this subtree: a panel's title.
  fileprivate var borderTitle: String? {
    switch self {
    case let node as BorderNode: return node.title
    case let node as RoleNode: return node.child.borderTitle
    case let node as StyleNode: return node.child.borderTitle
    case let node as PaddingNode: return node.child.borderTitle
    case let node as FrameNode: return node.child.borderTitle
    default: return nil
    }
  }
}

extension Semantics {
  /// This element and its children with nothing the user can do to them.
  fileprivate func withoutActions() -> Semantics {
    Semantics(kind, isFocused: false, children: children.map { $0.withoutActions() })
  }
}

extension CanvasNode {
  /// The canvas painted at the size it was last drawn (or 40 × 10 cells before that): its
  /// lines as lines, not as the dots a terminal shows.
  fileprivate func canvasSemantics() -> Semantics {
    var canvas = CanvasContext(size: drawnSize ?? Size(width: 40, height: 10))
    paint(&canvas)
    let labels = canvas.labels.map {
      Semantics.CanvasLabel(point: Point(x: $0.point.x * 2, y: $0.point.y * 4), text: $0.text)
    }
    return Semantics(
      .canvas(
        width: canvas.dotSize.width, height: canvas.dotSize.height, lines: canvas.strokes,
        dots: canvas.points, labels: labels))
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
