extension View {
  /// Keeps a model's value and a view's ``FocusState`` equal, whichever changes: the pattern
  /// TCA uses to let a reducer move focus.
  ///
  /// When the model's value changes (the reducer set it), the focus state takes it and focus
  /// moves; when the focus state changes (Tab, a click), the model is set (a binding action).
  /// On first appearance the focus state takes the model's value.
  /// ```swift
  /// @Bindable var store: StoreOf<Login>
  /// @FocusState var focus: Login.State.Field?
  ///
  /// var body: some View {
  ///   form.bind($store.focus, to: $focus)
  /// }
  /// ```
  package func bind<Value: Hashable>(
    _ modelValue: Binding<Value>, to focusState: FocusState<Value>.Binding
  ) -> some View {
    BindView(content: self, model: modelValue, focusState: focusState)
  }
}

struct BindView<Content: View, Value: Hashable>: View, PrimitiveView {
  let content: Content
  let model: Binding<Value>
  let focusState: FocusState<Value>.Binding

  var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    // The focus state's view has been laid out (installing it) before its body made this.
    guard let kept = focusState.box.kept else { return context.resolve(content, at: 0) }
    let seen = context.focus.state(for: context.path) { BoundValue<Value>() }
    let modelValue = model.wrappedValue
    if seen.value != modelValue {
      // The model moved (or this is the first frame): the view follows, quietly.
      seen.value = modelValue
      kept.value = modelValue
    }
    let model = model
    kept.didSet = { newValue in
      seen.value = newValue
      if model.wrappedValue != newValue { model.wrappedValue = newValue }
    }
    return context.resolve(content, at: 0)
  }
}

/// The model's value as a ``View/bind(_:to:)`` last saw it.
@MainActor
final class BoundValue<Value> {
  var value: Value?
}
