extension View {
  /// Opens a panel listing `bindings` when `?` is pressed (and no focused control or inner
  /// view takes it); Esc or `?` closes it. Give it the same bindings as the screen's
  /// ``KeyHints`` line, so that the two agree.
  ///
  /// ```swift
  /// TimerScreen(store: store)
  ///   .keyHelp(TimerScreen.keys(for: store.state))
  /// ```
  public func keyHelp(_ bindings: [KeyBinding]) -> some View {
    KeyHelpView(content: self, bindings: bindings)
  }
}

/// The key help around a screen: closed, it listens for `?`; open, it is a modal panel.
struct KeyHelpView<Content: View>: View, PrimitiveView {
  let content: Content
  let bindings: [KeyBinding]

  var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    let state = context.focus.state(for: context.path) { KeyHelpState() }
    let close: @MainActor () -> Void = { state.isShown = false }
    let panel = state.isShown ? KeyHelpPanel(bindings: bindings, close: close) : nil
    let nodes = context.resolve(
      ModalView(content: content, panel: panel, alignment: .center, margin: 1), at: 0)
    if !state.isShown {
      context.keyHandlers.append(
        KeyHandler { press in
          guard press == "?" else { return false }
          state.isShown = true
          return true
        })
    }
    return nodes
  }
}

/// Whether a screen's key help is open, kept between frames.
@MainActor
final class KeyHelpState {
  var isShown = false
}

/// The list of keys: each binding's keys, aligned, and what they do.
struct KeyHelpPanel: View {
  let bindings: [KeyBinding]
  let close: @MainActor () -> Void

  var body: some View {
    let width = bindings.map { DisplayWidth.of($0.label) }.max() ?? 0
    VStack(alignment: .leading) {
      ForEach(bindings.indices, id: \.self) { index in
        let binding = bindings[index]
        let padding = String(repeating: " ", count: width - DisplayWidth.of(binding.label))
        Text(binding.label + padding).bold() + Text("  " + binding.title)
      }
      Text("esc or ? closes").dim()
    }
    .padding(.horizontal, 1)
    .border(.rounded, title: "Keys")
    .onKeyPress { press in
      guard press == KeyPress(.escape) || press == "?" else { return false }
      close()
      return true
    }
  }
}
