/// What turning a view tree into layout nodes collects: each view's identity (a path of
/// structural positions), key and paste handlers, and the `.task`s of the views on screen.
@MainActor
struct ResolveContext {
  /// A hash of the view's structural position: where it sits among its siblings, which branch
  /// of a condition it is in, and any explicit `.id`.
  var path: Int = 0
  /// Key handlers, innermost first: a view's handler wins over its ancestors'.
  var keyHandlers: [KeyHandler] = []
  var pasteHandlers: [@MainActor (String) -> Void] = []
  var tasks: [TaskKey: ViewTask] = [:]
  /// Whether the frame is being rendered for plain line output (no terminal).
  var isPlain = false
  /// The size of the whole screen, for ``ScreenSizeReader``.
  var screenSize = Size(width: 0, height: 0)
  /// Which control has focus, and the state controls keep between frames.
  var focus = FocusEngine()
  /// The controls that can take focus, in layout order.
  var focusables: [Focusable] = []
  /// A binding from `.focused(…)` waiting for the first control inside it.
  var pendingFocusBinding: FocusBinding?
  /// The title the innermost `.navigationTitle(…)` gave, for the ``NavigationStack`` around.
  var navigationTitle: String?
  /// The `lineLimit` of the texts being resolved.
  var lineLimit: Int?
  /// Asks for a new frame: state the frame did not read through Observation changed (a
  /// hosted SwiftUI view's `@State`, an open menu).
  var requestFrame: @MainActor () -> Void = {}

  /// Resolves `view` at the child position `component`.
  mutating func resolve<V: View>(_ view: V, at component: Int) -> [LayoutNode] {
    let parent = path
    var hasher = Hasher()
    hasher.combine(parent)
    hasher.combine(component)
    path = hasher.finalize()
    defer { path = parent }
    return resolve(view)
  }

  /// Resolves `view` at the current position.
  mutating func resolve<V: View>(_ view: V) -> [LayoutNode] {
    if let primitive = view as? any PrimitiveView {
      return primitive.makeNodes(in: &self)
    }
    // A composite view's type is part of its identity, so that showing a different screen
    // in the same place starts its tasks afresh.
    let parent = path
    var hasher = Hasher()
    hasher.combine(parent)
    hasher.combine(ObjectIdentifier(V.self))
    path = hasher.finalize()
    defer { path = parent }
    installProperties(of: view)
    return resolve(view.body)
  }

  /// How many key handlers, paste handlers and focusable controls are registered so far.
  var inputMark: (keys: Int, pastes: Int, focusables: Int) {
    (keyHandlers.count, pasteHandlers.count, focusables.count)
  }

  /// Forgets the key handlers, paste handlers and focusable controls registered since `mark`:
  /// views that stay on screen (their tasks run) but must not take input, such as the screen
  /// behind a modal panel or beneath the top of a navigation stack.
  mutating func dropInput(since mark: (keys: Int, pastes: Int, focusables: Int)) {
    keyHandlers.removeSubrange(mark.keys...)
    pasteHandlers.removeSubrange(mark.pastes...)
    focusables.removeSubrange(mark.focusables...)
  }

  /// Registers the control at the current position as able to take focus, with what it does
  /// with keys and pastes while focused, and returns whether it is focused.
  mutating func registerFocusable(
    takesFocusFirst: Bool = false, paste: (@MainActor (String) -> Void)? = nil,
    handleKey: @escaping @MainActor (KeyPress) -> Bool
  ) -> Bool {
    let binding = pendingFocusBinding
    pendingFocusBinding = nil
    let isFocused = focus.isFocused(path, binding: binding)
    focusables.append(
      Focusable(
        id: path, isFocused: isFocused, takesFocusFirst: takesFocusFirst, binding: binding,
        handleKey: handleKey, paste: paste))
    return isFocused
  }

  /// Resolves `view` into a single node (siblings are stacked vertically), or `nil` when it
  /// draws nothing.
  mutating func resolveSingle<V: View>(_ view: V, at component: Int) -> LayoutNode? {
    let nodes = resolve(view, at: component)
    switch nodes.count {
    case 0: return nil
    case 1: return nodes[0]
    default: return StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: nodes)
    }
  }
}

/// A key handler registered by `.onKey` or `.onKeyPress`: returns whether it handled the key.
struct KeyHandler {
  let handle: @MainActor (KeyPress) -> Bool
}

/// The identity of a running `.task`: the view's position and the task's `id`.
struct TaskKey: Hashable {
  let path: Int
  let id: AnyHashable?
}

/// A `.task` registered by a view on screen.
struct ViewTask {
  let priority: TaskPriority?
  let action: @MainActor @Sendable () async -> Void
}
