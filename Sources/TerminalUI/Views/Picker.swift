/// A choice of one value among a few, bound to state, drawn inline as radio buttons or as a menu
/// that opens below its title.
///
/// ```swift
/// Picker("Sound", selection: $store.sound, options: Sound.allCases) { $0.name }
/// Picker("Sound", selection: $store.sound, options: Sound.allCases) { $0.name }
///   .pickerStyle(.menu)
/// ```
/// Inline (the default), it reads `Sound (•) Bell ( ) Chime`: while focused, ←/→ (h/l) choose,
/// and a click on an option chooses it. As a menu it reads `Sound [Bell ▾]`: Enter, space or ↓
/// opens the options, ↑/↓ (k/j) move through them, Enter chooses and Esc closes without
/// choosing; a click opens it, and a click on an option chooses it.
package struct Picker<Value: Hashable>: View, PrimitiveView {
  let title: String
  let selection: Binding<Value>
  let options: [Value]
  let label: @MainActor (Value) -> String
  var style = PickerStyle.inline

  /// A picker labelled `title` for `selection`, offering `options`, each named by `label`.
  package init(
    _ title: String, selection: Binding<Value>, options: [Value],
    label: @escaping @MainActor (Value) -> String
  ) {
    self.title = title
    self.selection = selection
    self.options = options
    self.label = label
  }

  /// This picker drawn in `style`.
  package func pickerStyle(_ style: PickerStyle) -> Picker {
    var picker = self
    picker.style = style
    return picker
  }

  package var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    let id = context.path
    let menu = context.focus.state(for: id) { PickerMenuState() }
    let selection = selection
    let options = options
    let chosen = options.firstIndex(of: selection.wrappedValue)
    let choose: @MainActor (Int) -> Void = { index in
      guard options.indices.contains(index) else { return }
      menu.isOpen = false
      if selection.wrappedValue != options[index] { selection.wrappedValue = options[index] }
    }
    let style = style
    let isFocused = context.registerFocusable { press in
      guard press.modifiers.isEmpty else { return false }
      switch style {
      case .inline:
        return Self.handleInline(press.key, chosen: chosen, count: options.count, choose: choose)
      case .menu:
        return menu.handle(press.key, chosen: chosen, count: options.count, choose: choose)
      }
    }
    // A menu left open closes when focus goes elsewhere.
    if !isFocused { menu.isOpen = false }
    let focus = context.focus
    var title = Text(self.title)
    if isFocused { title = title.reverse() }
    let names = options.map(label)
    // On a web page, a native choice (`<select>`) that sends the chosen option's index.
    let role = Semantics.Kind.picker(title: self.title, options: names, selected: chosen)
    let actions = Semantics.Actions(
      focus: { focus.focus(id) }, setText: { text in Int(text).map(choose) })
    let nodes: [LayoutNode]
    switch style {
    case .inline:
      let row = HStack {
        title
        ForEach(Array(names.enumerated()), id: \.offset) { index, name in
          (Text(index == chosen ? "(•) " : "( ) ") + Text(name))
            .onTap {
              focus.focus(id); choose(index)
            }
        }
      }
      nodes = context.resolve(row, at: 0)
    case .menu:
      let current = chosen.map { names[$0] } ?? ""
      let column = VStack(alignment: .leading) {
        HStack {
          title
          Text("[\(current) \(menu.isOpen ? "▴" : "▾")]")
            .onTap {
              focus.focus(id)
              menu.open(at: chosen)
            }
        }
        if menu.isOpen {
          ForEach(Array(names.enumerated()), id: \.offset) { index, name in
            let marker = index == chosen ? "✓ " : "  "
            let line = Text(marker + name)
            (index == menu.highlighted ? line.reverse() : line)
              .onTap { choose(index) }
          }
          .padding(.leading, 2)
        }
      }
      nodes = context.resolve(column, at: 0)
    }
    return nodes.map { RoleNode(role, isFocused: isFocused, actions: actions, child: $0) }
  }

  /// ←/→ (h/l) choose the option before or after the chosen one.
  private static func handleInline(
    _ key: Key, chosen: Int?, count: Int, choose: (Int) -> Void
  ) -> Bool {
    switch key {
    case .left, .character("h"): choose(max(0, (chosen ?? 0) - 1))
    case .right, .character("l"): choose(min(count - 1, (chosen ?? -1) + 1))
    default: return false
    }
    return true
  }
}

extension Picker where Value: CustomStringConvertible {
  /// A picker labelled `title` for `selection`, offering `options` by their descriptions.
  ///
  /// ```swift
  /// Picker("Minutes", selection: $store.minutes, options: [15, 25, 50])
  /// ```
  package init(_ title: String, selection: Binding<Value>, options: [Value]) {
    self.init(title, selection: selection, options: options) { $0.description }
  }
}

/// How a ``Picker`` is drawn.
package enum PickerStyle: Hashable, Sendable {
  /// Every option on one line, as radio buttons: `Sound (•) Bell ( ) Chime`.
  case inline
  /// The chosen option, `Sound [Bell ▾]`, opening into the list of options below.
  case menu
}

/// Whether a menu picker is open, and which option its cursor is on.
@MainActor
final class PickerMenuState {
  var isOpen = false
  var highlighted = 0

  func open(at chosen: Int?) {
    isOpen = true
    highlighted = chosen ?? 0
  }

  /// Handles a key of a focused menu picker; returns whether it was the menu's.
  func handle(_ key: Key, chosen: Int?, count: Int, choose: (Int) -> Void) -> Bool {
    guard isOpen else {
      switch key {
      case .enter, .character(" "), .down: open(at: chosen)
      default: return false
      }
      return true
    }
    switch key {
    case .down, .character("j"): highlighted = min(count - 1, highlighted + 1)
    case .up, .character("k"): highlighted = max(0, highlighted - 1)
    case .home: highlighted = 0
    case .end: highlighted = max(0, count - 1)
    case .enter, .character(" "): choose(highlighted)
    case .escape: isOpen = false
    default: return false
    }
    return true
  }
}
