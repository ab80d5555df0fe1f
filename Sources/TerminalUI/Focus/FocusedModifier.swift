extension View {
  /// Ties the focus of the control in this view to `binding`: the control is focused while
  /// `binding` is `value`, and focusing it (Tab, a click) sets `binding` to `value`.
  ///
  /// Bind it to the store, and the reducer moves focus by setting state, as TCA's
  /// `bind(_:to:)` does with SwiftUI's `@FocusState`:
  /// ```swift
  /// VStack {
  ///   TextField("Name", text: $store.name).focused($store.focus, equals: .name)
  ///   TextField("Email", text: $store.email).focused($store.focus, equals: .email)
  /// }
  /// ```
  package func focused<Value: Hashable>(_ binding: Binding<Value?>, equals value: Value)
    -> some View
  {
    FocusedView(content: self) {
      FocusBinding(
        isFocused: binding.wrappedValue == value,
        focus: { if binding.wrappedValue != value { binding.wrappedValue = value } },
        release: { if binding.wrappedValue == value { binding.wrappedValue = nil } })
    }
  }

  /// Ties the focus of the control in this view to `condition`: focused while it is `true`.
  ///
  /// ```swift
  /// TextField("Search", text: $store.query).focused($store.isSearching)
  /// ```
  package func focused(_ condition: Binding<Bool>) -> some View {
    FocusedView(content: self) {
      FocusBinding(
        isFocused: condition.wrappedValue,
        focus: { if !condition.wrappedValue { condition.wrappedValue = true } },
        release: { if condition.wrappedValue { condition.wrappedValue = false } })
    }
  }
}

/// Hands a focus binding to the first focusable control inside its content.
struct FocusedView<Content: View>: View, PrimitiveView {
  let content: Content
  let binding: @MainActor () -> FocusBinding

  var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    let saved = context.pendingFocusBinding
    context.pendingFocusBinding = binding()
    defer { context.pendingFocusBinding = saved }
    return context.resolve(content, at: 0)
  }
}
