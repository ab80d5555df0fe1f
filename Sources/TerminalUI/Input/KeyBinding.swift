/// Keys and what they do, written once and used for handling them, for the key line at the
/// bottom of a screen (``KeyHints``) and for the help overlay, so that the three agree.
///
/// ```swift
/// let start = KeyBinding("start", keys: " ")
/// let quit = KeyBinding("quit", keys: "q")
/// let move = KeyBinding("move", keys: KeyPress(.up), KeyPress(.down), label: "↑↓")
/// ```
package struct KeyBinding: Hashable, Sendable {
  /// What the keys do, in a word or two: "start", "quit".
  package var title: String
  /// The key presses that do it.
  package var keys: [KeyPress]
  /// How the keys are written in hints: "space", "ctrl+c", "1-4".
  package var label: String

  /// Keys that do `title`, written as `label` (by default, the keys joined by "/").
  package init(_ title: String, keys: KeyPress..., label: String? = nil) {
    self.init(title, keys: keys, label: label)
  }

  /// Keys that do `title`, written as `label` (by default, the keys joined by "/").
  package init(_ title: String, keys: [KeyPress], label: String? = nil) {
    self.title = title
    self.keys = keys
    self.label = label ?? keys.map(\.description).joined(separator: "/")
  }

  /// Whether `press` is one of the keys.
  package func matches(_ press: KeyPress) -> Bool { keys.contains(press) }

  /// The binding as a hint: `space start`.
  package var hint: String { "\(label) \(title)" }
}

extension View {
  /// Runs `action` when one of `binding`'s keys is pressed while this view is on screen.
  ///
  /// ```swift
  /// let refresh = KeyBinding("refresh", keys: "r")
  /// FactView(store: store).onKey(refresh) { store.send(.refreshTapped) }
  /// ```
  package func onKey(_ binding: KeyBinding, perform action: @escaping @MainActor () -> Void)
    -> some View
  {
    onKeyPress { press in
      guard binding.matches(press) else { return false }
      action()
      return true
    }
  }
}
