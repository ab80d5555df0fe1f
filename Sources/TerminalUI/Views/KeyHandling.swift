extension View {
  /// Runs `action` when `key` is pressed with exactly `modifiers` while this view is on screen.
  ///
  /// When several views on screen handle the same key, the innermost one wins.
  /// ```swift
  /// CounterView(store: store)
  ///   .onKey("+") { store.send(.incrementTapped) }
  ///   .onKey(.up) { store.send(.incrementTapped) }
  ///   .onKey("r", modifiers: .control) { store.send(.resetTapped) }
  /// ```
  package func onKey(
    _ key: Key, modifiers: KeyModifiers = [], perform action: @escaping @MainActor () -> Void
  ) -> some View {
    let expected = KeyPress(key, modifiers: modifiers)
    return onKeyPress { press in
      guard press == expected else { return false }
      action()
      return true
    }
  }

  /// Offers every key press to `handler`, which returns whether it handled it (e.g. a text
  /// field taking typed characters).
  ///
  /// ```swift
  /// .onKeyPress { press in
  ///   guard case .character(let c) = press.key, c.isNumber else { return false }
  ///   store.send(.digitTyped(c))
  ///   return true
  /// }
  /// ```
  package func onKeyPress(_ handler: @escaping @MainActor (KeyPress) -> Bool) -> some View {
    HandlerView(content: self) { context in
      context.keyHandlers.append(KeyHandler(handle: handler))
    }
  }

  /// Runs `action` with text pasted while this view is on screen.
  ///
  /// ```swift
  /// .onPaste { text in store.send(.pasted(text)) }
  /// ```
  package func onPaste(perform action: @escaping @MainActor (String) -> Void) -> some View {
    HandlerView(content: self) { context in context.pasteHandlers.append(action) }
  }
}

/// Registers something with the resolve context after its content (so inner views register
/// first) and draws its content unchanged.
struct HandlerView<Content: View>: View, PrimitiveView {
  let content: Content
  let register: @MainActor (inout ResolveContext) -> Void

  var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    let nodes = context.resolve(content, at: 0)
    register(&context)
    return nodes
  }
}
