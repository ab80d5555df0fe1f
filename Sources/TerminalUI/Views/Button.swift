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

  /// A button labelled `title` that runs `action`.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - key: A key that triggers the button too (with `modifiers`).
  ///   - modifiers: The modifier keys to hold with `key`; none by default.
  ///   - onPress: Runs when the mouse button goes down on it, before `action`.
  ///   - action: Runs when the button is clicked or its key pressed.
  package init(
    _ title: String, key: Key? = nil, modifiers: KeyModifiers = [],
    onPress: (@MainActor () -> Void)? = nil, action: @escaping @MainActor () -> Void
  ) {
    self.title = title
    self.key = key
    self.modifiers = modifiers
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
        content: isFocused ? label.reverse() : label, highlightsWhenPressed: true,
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
