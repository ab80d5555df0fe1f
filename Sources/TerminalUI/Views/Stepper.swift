/// A number changed a step at a time: `Title [-] 25 [+]`. While focused, `-`/`+` or the left
/// and right arrows change it; the buttons take clicks. The value stays within `bounds`.
///
/// ```swift
/// Stepper("Minutes", value: $store.minutes, in: 1...90)
/// ```
package struct Stepper: View, PrimitiveView {
  let title: String
  let value: Binding<Int>
  let bounds: ClosedRange<Int>
  let step: Int

  /// A stepper labelled `title` for `value`, kept within `bounds`, moving by `step`.
  package init(
    _ title: String, value: Binding<Int>, in bounds: ClosedRange<Int> = Int.min...Int.max,
    step: Int = 1
  ) {
    self.title = title
    self.value = value
    self.bounds = bounds
    self.step = step
  }

  package var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    let id = context.path
    let value = value
    let bounds = bounds
    let step = step
    let change: @MainActor (Int) -> Void = { direction in
      let current = value.wrappedValue
      let next =
        direction > 0
        ? (current > bounds.upperBound - step ? bounds.upperBound : current + step)
        : (current < bounds.lowerBound + step ? bounds.lowerBound : current - step)
      if next != current { value.wrappedValue = next }
    }
    let isFocused = context.registerFocusable { press in
      switch (press.key, press.modifiers) {
      case (.character("+"), _), (.right, []): change(1)
      case (.character("-"), []), (.left, []): change(-1)
      default: return false
      }
      return true
    }
    let focus = context.focus
    var label = Text(title)
    if isFocused { label = label.reverse() }
    let row = HStack {
      label
      Button("-") {
        focus.focus(id); change(-1)
      }
      Text("\(value.wrappedValue)").bold().keptWhole()
      Button("+") {
        focus.focus(id); change(1)
      }
    }
    return context.resolve(row, at: 0)
  }
}
