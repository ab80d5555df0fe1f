import Foundation

/// Draws one node of a resolved SwiftUI tree with the terminal's views.
///
/// Each kind of node the SwiftUI layer makes is drawn by the terminal view that does the same
/// job: a `VStack` node by ``VStack``, a `Toggle` node by ``Toggle`` bound to the node's
/// handler, a `sheet` node by a modal panel. SwiftUI's sizes are in points; the terminal's in
/// cells, about 8 points wide and 16 tall (``pointsPerColumn``, ``pointsPerRow``).
///
/// A node's identity, the path of view positions the SwiftUI layer gave it, is its identity
/// here too: focus, text-field cursors and `.task`s stay with the same view across frames.
struct NodeView: View, PrimitiveView {
  let node: ViewNode

  /// Points to a terminal column.
  static let pointsPerColumn = 8.0
  /// Points to a terminal row.
  static let pointsPerRow = 16.0

  var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    switch node.kind {
    // Containers of views.
    case "Root", "Screen", "Tab", "ToolbarItem", "ForEach", "NavigationView", "GeometryReader",
      "onChange":
      return children(&context)
    case "VStack":
      let spacing = node[attribute: "spacing"].map { Self.rows(fromPoints: $0) } ?? 0
      return resolve(
        VStack(alignment: horizontalAlignment(node[attribute: "alignment"]), spacing: spacing) {
          NodesView(nodes: node.children)
        }, &context)
    case "HStack":
      let spacing = node[attribute: "spacing"].map { Self.columns(fromPoints: $0) } ?? 1
      return resolve(
        HStack(alignment: verticalAlignment(node[attribute: "alignment"]), spacing: spacing) {
          NodesView(nodes: node.children)
        }, &context)
    case "ZStack":
      return resolve(ZStack { NodesView(nodes: node.children) }, &context)
    case "Spacer":
      return resolve(Spacer(minLength: 0), &context)
    case "Divider":
      return resolve(Divider(), &context)
    case "Text":
      return resolve(text(node), &context)
    case "Image":
      return resolve(Text(SymbolGlyph.glyph(for: node)), &context)
    case "Label":
      // Its icon, then its title, on one line.
      return resolve(HStack(spacing: 1) { NodesView(nodes: node.children) }, &context)
    case "Color", "Shape", "LinearGradient", "AngularGradient":
      return resolve(FillView(node: node), &context)
    case "ProgressIndicator":
      return []
    case "Canvas":
      return resolve(CanvasView(node: node), &context)
    // Our large digits (the Pomodoro's clock): blocks of cells here, large text on a page.
    case "BigText":
      let text = node[attribute: "text"] ?? ""
      let rows = BigText.rows(text, scale: node[attribute: "scale"].flatMap { Int($0) } ?? 1)
      // Lines of their own width, as `Text`s are: the digits take no more room than they need.
      return resolve(
        VStack(spacing: 0) {
          ForEach(Array(rows.enumerated()), id: \.offset) { Text($0.element) }
        }
        .modified { RoleNode(.bigText(text), child: $0) }, &context)
    // A scroll view scrolls its content, stacked as SwiftUI stacks it (centred); across, a
    // terminal has no room to scroll, so a row is shown as it fits.
    case "ScrollView" where node[attribute: "axes"] != "horizontal":
      return resolve(ScrollView { VStack { NodesView(nodes: node.children) } }, &context)
    case "ScrollView":
      return resolve(HStack { NodesView(nodes: node.children) }, &context)
    // Lists and forms: grouped rows; a list with a selection is a list box.
    case "List" where node.handlers["select"] != nil || node.handlers["toggle"] != nil:
      return resolve(SelectableListView(node: node), &context)
    case "List", "Form":
      // A list of one `ForEach` builds only the rows in sight, as SwiftUI's does.
      if node.children.count == 1, let rows = node.children[0].lazyRows {
        return resolve(LazyListView(rows: rows), &context)
      }
      return resolve(
        // A list scrolls, but a field in it is what a screen focuses first.
        ScrollView(isList: true) {
          VStack(alignment: .leading) { NodesView(nodes: node.children) }
        }, &context)
    case "Section":
      return resolve(SectionView(node: node), &context)
    case "GroupBox":
      return resolve(GroupBoxView(node: node, color: .default), &context)
    // A tinted box draws its outline in the tint.
    case "tint" where node.children.count == 1 && node.children[0].kind == "GroupBox":
      let color = node[attribute: "tint"].flatMap(TextStyle.color) ?? .default
      return resolve(GroupBoxView(node: node.children[0], color: color), &context)
    case "LabeledContent":
      let label = node.children.filter { $0.identity.hasSuffix("/label") }
      let content = node.children.filter { !$0.identity.hasSuffix("/label") }
      return resolve(
        HStack {
          NodesView(nodes: label); Spacer(); NodesView(nodes: content).dim()
        }, &context)
    case "DisclosureGroup":
      return resolve(DisclosureView(node: node), &context)
    // Controls.
    case "Button", "NavigationLink", "EditButton", "Link", "Menu", "Toggle", "TextField",
      "SecureField", "Stepper", "Slider", "Picker", "DatePicker", "ProgressView":
      return resolve(ControlView(node: node), &context)
    // Navigation and presentation.
    case "NavigationStack":
      return resolve(StackView(node: node), &context)
    case "TabView":
      return resolve(TabsView(node: node), &context)
    case "toolbar":
      return resolve(ToolbarView(node: node), &context)
    case "navigationDestination":
      // The stack around pushes it (``StackView``); with no stack, SwiftUI shows nothing.
      return []
    case "focused":
      let node = self.node
      return resolve(
        FocusedView(content: NodesView(nodes: node.children)) {
          FocusBinding(
            isFocused: node[attribute: "isFocused"] == "true",
            focus: { node.perform("focus") }, release: { node.perform("release") })
        }, &context)
    case "lineLimit":
      let saved = context.lineLimit
      context.lineLimit = node[attribute: "number"].flatMap { Int($0) }
      defer { context.lineLimit = saved }
      return children(&context)
    case "navigationTitle":
      if context.navigationTitle == nil { context.navigationTitle = node[attribute: "title"] }
      return children(&context)
    // Layout modifiers.
    case "padding":
      return resolve(NodesView(nodes: node.children).padding(paddingInsets()), &context)
    case "frame":
      return resolve(FrameView(node: node), &context)
    case "border":
      return resolve(NodesView(nodes: node.children).border(.single), &context)
    case "hidden":
      return resolve(HiddenView(nodes: node.children), &context)
    case "opacity" where Double(node[attribute: "opacity"] ?? "1") == 0:
      // Transparent, but in its place, as SwiftUI lays it out.
      return resolve(HiddenView(nodes: node.children), &context)
    // Accessories: an overlay is drawn over its content; a background view under it, where
    // the content's own characters cover it, so a terminal shows only the content.
    case "overlay" where node.children.contains { $0.kind == "overlayContent" }:
      let content = node.children.filter { $0.kind != "overlayContent" }
      let overlay = node.children.filter { $0.kind == "overlayContent" }.flatMap(\.children)
      return resolve(
        ZStack(alignment: alignment(node[attribute: "alignment"])) {
          NodesView(nodes: content)
          NodesView(nodes: overlay)
        }, &context)
    case "backgroundContent":
      return []
    // An inset is a bar at its edge, as tall as its content up to half the height; the
    // content takes the rest (one view, not two siblings that a panel around them would frame
    // each).
    case "safeAreaInset":
      let content = node.children.filter { $0.kind != "safeAreaInsetContent" }
      let inset = node.children.filter { $0.kind == "safeAreaInsetContent" }.flatMap(\.children)
      let isTop = node[attribute: "edge"] == "top"
      let spacing = node[attribute: "spacing"].map { Self.rows(fromPoints: $0) } ?? 0
      // The bar spans the width, its content placed by the inset's alignment.
      let bar = NodesView(nodes: inset).frame(
        maxWidth: .max,
        alignment: Alignment(
          horizontal: horizontalAlignment(node[attribute: "alignment"]), vertical: .center)
      )
      .modified { InsetBarNode(child: $0) }
      return resolve(
        VStack(alignment: .leading, spacing: spacing) {
          if isTop { bar }
          // What an inset goes on (a list, a stack, a scroll view) fills the space SwiftUI
          // gives it.
          NodesView(nodes: content).frame(maxWidth: .max, maxHeight: .max, alignment: .topLeading)
          if !isTop { bar }
        }, &context)
    // Text and colour modifiers.
    case "bold", "italic", "underline", "strikethrough", "font", "fontWeight", "foregroundColor",
      "foregroundStyle", "background", "tint", "colorInvert":
      return resolve(NodesView(nodes: node.children).style(TextStyle.style(of: node)), &context)
    // Lifecycle.
    case "task":
      return task(&context)
    case "onAppear", "onDisappear":
      return appearance(&context)
    case "refreshable":
      return resolve(RefreshableView(node: node), &context)
    case "onSubmit":
      // Enter in a field of the content submits it.
      return resolve(
        NodesView(nodes: node.children).onKey(.enter) { node.perform("submit") }, &context)
    case "searchable":
      return resolve(SearchableView(node: node), &context)
    case "onKeyPress":
      return keyPress(&context)
    case "onTapGesture":
      return resolve(
        TapView(
          content: NodesView(nodes: node.children), highlightsWhenPressed: false, onPress: nil,
          action: { node.perform("action") }), &context)
    default:
      // Modifiers the terminal has no use for (animations, accessibility, keyboard types…)
      // leave their content as it is.
      return children(&context)
    }
  }

  private func children(_ context: inout ResolveContext) -> [LayoutNode] {
    context.resolve(NodesView(nodes: node.lazyRows?.allRows() ?? node.children), at: 0)
  }

  private func resolve(_ view: some View, _ context: inout ResolveContext) -> [LayoutNode] {
    context.resolve(view, at: 0)
  }

  /// Offers the keys its content does not take to the node's handler, as SwiftUI's key press.
  private func keyPress(_ context: inout ResolveContext) -> [LayoutNode] {
    guard let decide = node.handlers["key"]?.decide else { return children(&context) }
    return resolve(
      NodesView(nodes: node.children).onKeyPress { press in
        guard let swiftUIPress = swiftUIKeyPress(press) else { return false }
        return decide(swiftUIPress._nodeArgument)
      }, &context)
  }

  /// Starts the node's task while it is on screen; a task with an `id` restarts when it
  /// changes.
  private func task(_ context: inout ResolveContext) -> [LayoutNode] {
    let nodes = children(&context)
    guard let work = node.handlers["task"]?.work else { return nodes }
    var key = TaskKey(path: context.path, id: node[attribute: "id"].map(AnyHashable.init))
    while context.tasks[key] != nil { key = TaskKey(path: key.path &+ 1, id: key.id) }
    context.tasks[key] = ViewTask(priority: nil) { await work(nil) }
    return nodes
  }

  /// Runs `onAppear` when the view comes on screen and `onDisappear` when it leaves, as the
  /// start and the cancellation of a task tied to the view.
  private func appearance(_ context: inout ResolveContext) -> [LayoutNode] {
    let nodes = children(&context)
    let appear = node.handlers["appear"]
    let disappear = node.handlers["disappear"]
    var key = TaskKey(path: context.path, id: "appearance")
    while context.tasks[key] != nil { key = TaskKey(path: key.path &+ 1, id: key.id) }
    context.tasks[key] = ViewTask(priority: nil) {
      appear?.run(nil)
      // Waits until the task is cancelled: the stream ends only then (its continuation is
      // kept, since a stream whose continuation is gone ends at once).
      let (stream, continuation) = AsyncStream<Never>.makeStream()
      for await _ in stream {}
      continuation.finish()
      disappear?.run(nil)
    }
    return nodes
  }

  private func paddingInsets() -> EdgeInsets {
    if let insets = node[attribute: "insets"] {
      let values = insets.split(separator: " ").compactMap { Double($0) }
      guard values.count == 4 else { return EdgeInsets(.all, 1) }
      return EdgeInsets(
        top: Self.rows(values[0]), leading: Self.columns(values[1]),
        bottom: Self.rows(values[2]), trailing: Self.columns(values[3]))
    }
    let length = node[attribute: "length"].flatMap(Double.init)
    let edges = node[attribute: "edges"] ?? "all"
    // SwiftUI's default padding is about 16 points: one cell each way.
    let columns = length.map { Self.columns($0) } ?? 1
    let rows = length.map { Self.rows($0) } ?? 1
    func has(_ edge: String) -> Bool {
      edges == "all" || edges.contains(edge)
        || (edges == "horizontal" && (edge == "leading" || edge == "trailing"))
        || (edges == "vertical" && (edge == "top" || edge == "bottom"))
    }
    return EdgeInsets(
      top: has("top") ? rows : 0, leading: has("leading") ? columns : 0,
      bottom: has("bottom") ? rows : 0, trailing: has("trailing") ? columns : 0)
  }

  /// Columns for a length in points: at least one for any positive length.
  static func columns(_ points: Double) -> Int {
    points <= 0 ? 0 : max(1, Int((points / pointsPerColumn).rounded()))
  }

  /// Rows for a length in points: spacing under a row's height rounds to none.
  static func rows(_ points: Double) -> Int {
    points <= 0 ? 0 : Int((points / pointsPerRow).rounded())
  }

  static func columns(fromPoints text: String) -> Int { columns(Double(text) ?? 0) }
  static func rows(fromPoints text: String) -> Int { rows(Double(text) ?? 0) }
}

/// A group box: its content in a rounded border titled with its label, opaque as SwiftUI's
/// box is (drawn over other views, as an overlay, it hides them).
struct GroupBoxView: View {
  let node: ViewNode
  let color: Color

  var body: some View {
    let label = node.children.filter { $0.identity.hasSuffix("/label") }
    let content = node.children.filter { !$0.identity.hasSuffix("/label") }
    let title = label.map(\.text).joined(separator: " ")
    // A box without a label has no title in its edge.
    VStack(alignment: .leading) { NodesView(nodes: content) }
      .padding(.horizontal, 1)
      .border(.rounded, title: title.isEmpty ? nil : title, color: color)
      .background(.default)
  }
}

/// A node's text as a terminal ``Text`` with its runs' styles.
@MainActor
func text(_ node: ViewNode) -> some View {
  let string = node[attribute: "text"] ?? ""
  let runs = node.children.isEmpty ? [node] : node.children
  // One style for the whole text when its runs agree, the first run's otherwise: a cell grid
  // wraps a text as a whole.
  return WrappingText(string: string).style(TextStyle.style(of: runs[0]))
}

/// SwiftUI's `Text`: it breaks between words when the space given is narrower than a line.
struct WrappingText: View, PrimitiveView {
  let string: String

  var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    let node = TextNode(spans: Text(string).spans)
    node.wraps = true
    node.lineLimit = context.lineLimit
    return [node]
  }
}

/// A terminal key press as SwiftUI's; `nil` for a key SwiftUI has no name for (F1…).
func swiftUIKeyPress(_ press: KeyPress) -> PortableSwiftUI.KeyPress? {
  let key: KeyEquivalent
  switch press.key {
  case .character(let character): key = KeyEquivalent(character)
  case .enter: key = .return
  case .tab: key = .tab
  case .backspace: key = .delete
  case .escape: key = .escape
  case .up: key = .upArrow
  case .down: key = .downArrow
  case .left: key = .leftArrow
  case .right: key = .rightArrow
  case .home: key = .home
  case .end: key = .end
  case .pageUp: key = .pageUp
  case .pageDown: key = .pageDown
  case .delete: key = .deleteForward
  case .insert, .function: return nil
  }
  var modifiers: EventModifiers = []
  if press.modifiers.contains(.shift) { modifiers.insert(.shift) }
  if press.modifiers.contains(.control) { modifiers.insert(.control) }
  if press.modifiers.contains(.alt) { modifiers.insert(.option) }
  return PortableSwiftUI.KeyPress(key, modifiers: modifiers)
}

/// Alignment names of the SwiftUI layer in the terminal's terms.
func horizontalAlignment(_ name: String?) -> HorizontalAlignment {
  switch name {
  case "leading": .leading
  case "trailing": .trailing
  default: .center
  }
}

func verticalAlignment(_ name: String?) -> VerticalAlignment {
  switch name {
  case "top", "firstTextBaseline": .top
  case "bottom", "lastTextBaseline": .bottom
  default: .center
  }
}

func alignment(_ name: String?) -> Alignment {
  guard let name else { return .center }
  let horizontal: HorizontalAlignment =
    name.contains("leading") ? .leading : name.contains("trailing") ? .trailing : .center
  let vertical: VerticalAlignment =
    name.contains("top") ? .top : name.contains("bottom") ? .bottom : .center
  return Alignment(horizontal: horizontal, vertical: vertical)
}

/// Sibling nodes, drawn in order; a presentation among them (a sheet, an alert…) is drawn as a
/// modal panel over the others, which keep their tasks but lose their keys.
struct NodesView: View, PrimitiveView {
  let nodes: [ViewNode]

  static let presentationKinds: Set = [
    "sheet", "fullScreenCover", "popover", "Alert", "ConfirmationDialog",
  ]

  var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    guard let presented = nodes.last(where: { Self.presentationKinds.contains($0.kind) }) else {
      return resolveEach(nodes, &context)
    }
    let base = nodes.filter { !Self.presentationKinds.contains($0.kind) }
    let isDialog = presented.kind == "ConfirmationDialog"
    return context.resolve(
      ModalView(
        content: NodesView(nodes: base), panel: PresentationView(node: presented),
        alignment: isDialog ? .bottom : .center, margin: 1),
      at: 0)
  }

  private func resolveEach(_ nodes: [ViewNode], _ context: inout ResolveContext) -> [LayoutNode] {
    var result: [LayoutNode] = []
    for node in nodes {
      result += context.resolve(
        NodeView(node: node), at: node.identity.hashValue ^ node.kind.hashValue)
    }
    return result
  }
}
