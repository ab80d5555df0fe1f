/// A check box bound to a flag: `[x] Title` or `[ ] Title`. Space or Enter flips it while it
/// is focused, and a click flips it.
///
/// ```swift
/// Toggle("Sound", isOn: $store.isSoundOn)
/// ```
package struct Toggle: View, PrimitiveView {
  let title: String
  let isOn: Binding<Bool>

  /// A check box labelled `title` for `isOn`.
  package init(_ title: String, isOn: Binding<Bool>) {
    self.title = title
    self.isOn = isOn
  }

  package var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    let id = context.path
    let isOn = isOn
    let flip: @MainActor () -> Void = { isOn.wrappedValue.toggle() }
    let isFocused = context.registerFocusable { press in
      guard press == " " || press == KeyPress(.enter) else { return false }
      flip()
      return true
    }
    var label = Text(isOn.wrappedValue ? "[x] " : "[ ] ") + Text(title)
    if isFocused { label = label.reverse() }
    let focus = context.focus
    let tap = TapNode(
      id: id, highlightsWhenPressed: false, onPress: { focus.focus(id) }, action: flip,
      child: TextNode(spans: label.spans))
    return [
      RoleNode(.toggle(title: title, isOn: isOn.wrappedValue), isFocused: isFocused, child: tap)
    ]
  }
}
