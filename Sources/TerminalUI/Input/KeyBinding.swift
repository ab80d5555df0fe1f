/// Keys and what they do, written once and used for handling them, for the key line at the
/// bottom of a screen (``KeyHints``) and for the help overlay, so that the three agree.
///
/// ```swift
/// let start = KeyBinding("start", keys: " ")
/// let quit = KeyBinding("quit", keys: "q")
/// let move = KeyBinding("move", keys: KeyPress(.up), KeyPress(.down), label: "↑↓")
/// ```
public struct KeyBinding: Hashable, Sendable {
  /// What the keys do, in a word or two: "start", "quit".
  public var title: String
  /// The key presses that do it.
  public var keys: [KeyPress]
  /// How the keys are written in hints: "space", "ctrl+c", "1-4".
  public var label: String

  /// Keys that do `title`, written as `label` (by default, the keys joined by "/").
  public init(_ title: String, keys: KeyPress..., label: String? = nil) {
    self.init(title, keys: keys, label: label)
  }

  /// Keys that do `title`, written as `label` (by default, the keys joined by "/").
  public init(_ title: String, keys: [KeyPress], label: String? = nil) {
    self.title = title
    self.keys = keys
    self.label = label ?? keys.map(\.description).joined(separator: "/")
  }

  /// Whether `press` is one of the keys.
  public func matches(_ press: KeyPress) -> Bool { keys.contains(press) }

  /// The binding as a hint: `space start`.
  public var hint: String { "\(label) \(title)" }
}

extension View {
  /// Runs `action` when one of `binding`'s keys is pressed while this view is on screen.
  ///
  /// ```swift
  /// let refresh = KeyBinding("refresh", keys: "r")
  /// FactView(store: store).onKey(refresh) { store.send(.refreshTapped) }
  /// ```
  public func onKey(_ binding: KeyBinding, perform action: @escaping @MainActor () -> Void)
    -> some View
  {
    onKeyPress { press in
      guard binding.matches(press) else { return false }
      action()
      return true
    }
  }
}
