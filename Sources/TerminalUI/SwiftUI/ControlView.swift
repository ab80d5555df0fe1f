/// Draws a control node of a SwiftUI tree (a button, a toggle, a field, a stepper, a picker…)
/// with the terminal control that does the same job, bound to the node's handlers.
///
/// A disabled control (the node says `disabled`, and has no handlers) is drawn dim and takes
/// no focus.
struct ControlView: View, PrimitiveView {
  let node: ViewNode

  var body: Never { bodyNeverCalled() }

  private var isDisabled: Bool { node[attribute: "disabled"] == "true" }

  /// The label's nodes: a control's children that are not its options or pushed screens.
  private var labelNodes: [ViewNode] {
    switch node.kind {
    case "Picker", "Menu":
      return node.children.filter { $0.identity.hasSuffix("/label") }
    default:
      return node.children.filter { $0.kind != "Screen" }
    }
  }

  private var label: String { labelText(labelNodes) }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    let node = self.node
    switch node.kind {
    case "Button", "Link", "EditButton":
      let title = node[attribute: "title"] ?? label
      return button(title.isEmpty ? "·" : title, context: &context) { node.perform() }
    case "NavigationLink":
      return button(label + " ›", context: &context) { node.perform() }
    case "Menu":
      return menu(&context)
    case "Toggle":
      guard !isDisabled else {
        return dim("[\(node[attribute: "isOn"] == "true" ? "x" : " ")] \(label)", &context)
      }
      let isOn = Binding<Bool>(
        get: { node[attribute: "isOn"] == "true" }, set: { _ in node.perform() })
      return context.resolve(Toggle(label, isOn: isOn), at: 0)
    case "TextField", "SecureField":
      let text = Binding<String>(
        get: { node[attribute: "text"] ?? "" }, set: { node.perform("set", $0) })
      let prompt = node[attribute: "prompt"] ?? label
      if node.kind == "SecureField" {
        return context.resolve(SecureField(label, text: text, prompt: prompt), at: 0)
      }
      return context.resolve(TextField(label, text: text, prompt: prompt), at: 0)
    case "Stepper":
      return context.resolve(StepperRow(node: node, label: label), at: 0)
    case "Slider":
      // On a web page, a native range input whose value comes back whole.
      guard let kind = sliderKind() else {
        return context.resolve(StepperRow(node: node, label: label), at: 0)
      }
      let actions = Semantics.Actions(setText: { node.perform("set", $0) })
      return context.resolve(
        StepperRow(node: node, label: label).modified {
          RoleNode(kind, actions: actions, child: $0)
        }, at: 0)
    case "Picker":
      let options = node.children.filter { !$0.identity.hasSuffix("/label") }.map(\.text)
      let selection = Binding<String>(
        get: { node[attribute: "selection"] ?? "" }, set: { node.perform("set", $0) })
      guard !options.isEmpty else { return dim(label, &context) }
      return context.resolve(
        Picker(label, selection: selection, options: options) { $0 }, at: 0)
    case "DatePicker":
      let text = Binding<String>(
        get: { node[attribute: "selection"] ?? "" }, set: { node.perform("set", $0) })
      return context.resolve(TextField(label, text: text), at: 0)
    case "ProgressView":
      if let fraction = node[attribute: "fraction"].flatMap(Double.init) {
        return context.resolve(
          HStack {
            if !label.isEmpty { Text(label) }
            ProgressBar(value: fraction)
          }, at: 0)
      }
      return context.resolve(Spinner(label), at: 0)
    default:
      return dim(label, &context)
    }
  }

  /// A slider's value, range and step as a web page's range input shows them.
  private func sliderKind() -> Semantics.Kind? {
    let bounds = (node[attribute: "range"] ?? "").components(separatedBy: "...")
      .compactMap(Double.init)
    guard let value = node[attribute: "value"].flatMap(Double.init), bounds.count == 2,
      bounds[0] <= bounds[1]
    else { return nil }
    let step = node[attribute: "step"].flatMap(Double.init) ?? (bounds[1] - bounds[0]) / 10
    return .slider(title: label, value: value, bounds: bounds[0]...bounds[1], step: step)
  }

  /// A button, disabled where the node is or has nothing to run (a menu's label runs the
  /// menu's own toggle, not a handler: `needsHandler` false).
  private func button(
    _ title: String, context: inout ResolveContext, needsHandler: Bool = true,
    action: @escaping @MainActor () -> Void
  ) -> [LayoutNode] {
    guard !isDisabled, !needsHandler || !node.handlers.isEmpty else {
      // A page shows a disabled button.
      return context.resolve(
        Text("[ \(title) ]").dim().modified {
          RoleNode(.button(title: title, shortcut: nil, roles: []), child: $0)
        }, at: 0)
    }
    // A title too wide wraps, as SwiftUI's does, rather than losing its end.
    return context.resolve(Button(title, wraps: true, action: action), at: 0)
  }

  private func dim(_ title: String, _ context: inout ResolveContext) -> [LayoutNode] {
    context.resolve(Text(title).dim(), at: 0)
  }

  /// A menu: its label as a button that opens its items below it (Enter, space or a click);
  /// Esc closes it, and so does choosing an item. The label keeps its place, and so its focus,
  /// whether the menu is open or not.
  private func menu(_ context: inout ResolveContext) -> [LayoutNode] {
    guard !isDisabled else {
      return button(label + " ▾", context: &context, needsHandler: false) {}
    }
    let state = context.focus.state(for: context.path) { MenuState() }
    let requestFrame = context.requestFrame
    let toggle: @MainActor () -> Void = {
      state.isOpen.toggle()
      requestFrame()
    }
    let close: @MainActor () -> Void = {
      state.isOpen = false
      requestFrame()
    }
    let items = node.children.filter { !$0.identity.hasSuffix("/label") }.map { item in
      // An item's action closes the menu after it runs.
      guard let action = item.handlers["action"] else { return item }
      var item = item
      item.handlers["action"] = ViewNode.Handler { argument in
        action.run(argument)
        close()
      }
      return item
    }
    // The label at the same position open or closed, so that it keeps focus.
    let labelNodes = context.resolve(
      Button(label + (state.isOpen ? " ▴" : " ▾"), action: toggle), at: 0)
    guard state.isOpen else { return labelNodes }
    let itemNodes = context.resolve(NodesView(nodes: items).padding(.leading, 2), at: 1)
    context.keyHandlers.append(
      KeyHandler { press in
        guard press == KeyPress(.escape) else { return false }
        close()
        return true
      })
    return [
      StackNode(
        axis: .vertical, alignment: .leading, spacing: 0, children: labelNodes + itemNodes)
    ]
  }
}

/// Whether a menu is open, kept between frames.
@MainActor
final class MenuState {
  var isOpen = false
}

/// A stepper or a slider: `Label  [ - ] value [ + ]`, with a bar for a slider.
struct StepperRow: View {
  let node: ViewNode
  let label: String

  var body: some View {
    HStack {
      // A label too wide wraps, as SwiftUI's does, leaving the buttons whole.
      if !label.isEmpty { WrappingText(string: label) }
      Button("-") { node.perform("decrement") }
      if let value = node[attribute: "value"] {
        if node.kind == "Slider", let fraction = sliderFraction(value) {
          ProgressBar(value: fraction, width: 10)
        } else {
          Text(value).keptWhole()
        }
      }
      Button("+") { node.perform("increment") }
    }
  }

  /// Where a slider's value sits in its range, from 0 to 1.
  private func sliderFraction(_ value: String) -> Double? {
    guard let value = Double(value), let range = node[attribute: "range"] else { return nil }
    let bounds = range.components(separatedBy: "...").compactMap(Double.init)
    guard bounds.count == 2, bounds[1] > bounds[0] else { return nil }
    return (value - bounds[0]) / (bounds[1] - bounds[0])
  }
}

/// The text of a label made of nodes: texts and images' glyphs, in order.
func labelText(_ nodes: [ViewNode]) -> String {
  nodes.map { node -> String in
    switch node.kind {
    case "Text": node[attribute: "text"] ?? ""
    case "Image": SymbolGlyph.glyph(for: node)
    case "Screen": ""
    default: labelText(node.children)
    }
  }
  .filter { !$0.isEmpty }
  .joined(separator: " ")
}
