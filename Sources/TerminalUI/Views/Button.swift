/// A labelled control that runs an action when clicked or when its key is pressed.
///
/// It is drawn as `[ Title ]`, reversed while the mouse button is held on it and while it has
/// focus (Tab reaches it; Enter or space then runs it).
/// ```swift
/// Button("Start", key: " ") { store.send(.triggerTapped) }
/// Button("Start", key: " ", onPress: { store.send(.triggerWillTap) }) {
///   store.send(.triggerTapped)
/// }
/// ```
package struct Button: View, PrimitiveView {
  let title: String
  let key: Key?
  let modifiers: KeyModifiers
  let onPress: (@MainActor () -> Void)?
  let action: @MainActor () -> Void
  /// Whether a title wider than the space given breaks between words (SwiftUI's buttons)
  /// rather than ending in `…`.
  var wraps = false

  /// A button labelled `title` that runs `action`.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - key: A key that triggers the button too (with `modifiers`).
  ///   - modifiers: The modifier keys to hold with `key`; none by default.
  ///   - onPress: Runs when the mouse button goes down on it, before `action`.
  ///   - wraps: Whether a title too wide for its space wraps between words.
  ///   - action: Runs when the button is clicked or its key pressed.
  package init(
    _ title: String, key: Key? = nil, modifiers: KeyModifiers = [], wraps: Bool = false,
    onPress: (@MainActor () -> Void)? = nil, action: @escaping @MainActor () -> Void
  ) {
    self.title = title
    self.key = key
    self.modifiers = modifiers
    self.wraps = wraps
    self.onPress = onPress
    self.action = action
  }

  package var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    let action = action
    let isFocused = context.registerFocusable { press in
      guard press == " " || press == KeyPress(.enter) else { return false }
      action()
      return true
    }
    let label = Text("[ \(title) ]")
    let role = Semantics.Kind.button(
      title: title, shortcut: key.map { KeyPress($0, modifiers: modifiers).description }, roles: [])
    let nodes = context.resolve(
      TapView(
        content: ButtonTitle(
          text: isFocused ? label.reverse() : label, title: title, wraps: wraps),
        highlightsWhenPressed: true,
        onPress: onPress, action: action
      )
      .onKeyPress { [key, modifiers] press in
        guard let key, press == KeyPress(key, modifiers: modifiers) else { return false }
        action()
        return true
      },
      at: 0)
    return nodes.map { RoleNode(role, isFocused: isFocused, child: $0) }
  }
}

/// A button's bracketed title: one line cut with `…`, or wrapped between words.
private struct ButtonTitle: View, PrimitiveView {
  let text: Text
  let title: String
  let wraps: Bool

  var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    let node = TextNode(spans: text.spans)
    node.wraps = wraps
    node.isWhole = !wraps
    // A bracket is never a line of its own: it stays with the word beside it.
    if wraps { node.wrapSource = "[\u{A0}\(title)\u{A0}]" }
    return [node]
  }
}
