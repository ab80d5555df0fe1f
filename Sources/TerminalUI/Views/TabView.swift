/// Screens behind a bar of tabs, one shown at a time, the shown one bound to state.
///
/// ```swift
/// TabView(selection: $store.tab) {
///   Tab("Timer", value: .timer) { TimerView(store: store) }
///   Tab("Stats", value: .stats) { StatsView(store: store) }
/// }
/// ```
/// The bar reads ` Timer │ Stats `, the chosen tab bold. Tab reaches the bar; while it has focus,
/// ←/→ (h/l) change tabs. A click on a title chooses it. When the titles do not fit, the bar
/// shows the chosen one with its place: `‹ Stats 2/3 ›`.
package struct TabView<Value: Hashable>: View, PrimitiveView {
  let selection: Binding<Value>
  let tabs: [Tab<Value>]

  /// Tabs whose shown one is `selection`.
  package init(selection: Binding<Value>, @TabBuilder<Value> content: () -> [Tab<Value>]) {
    self.selection = selection
    self.tabs = content()
  }

  package var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    let id = context.path
    let selection = selection
    let values = tabs.map(\.value)
    let chosen = values.firstIndex(of: selection.wrappedValue)
    let choose: @MainActor (Int) -> Void = { index in
      guard values.indices.contains(index), selection.wrappedValue != values[index] else { return }
      selection.wrappedValue = values[index]
    }
    let isFocused = context.registerFocusable { press in
      guard press.modifiers.isEmpty else { return false }
      switch press.key {
      case .left, .character("h"): choose(max(0, (chosen ?? 0) - 1))
      case .right, .character("l"): choose(min(values.count - 1, (chosen ?? -1) + 1))
      default: return false
      }
      return true
    }
    let focus = context.focus
    let bar = TabBarNode(
      titles: tabs.map(\.title), chosen: chosen, isFocused: isFocused, id: id,
      choose: { index in
        focus.focus(id)
        choose(index)
      })
    // Only the chosen tab is built: the others' tasks stop while they are hidden.
    guard let chosen,
      let content = context.resolveSingle(tabs[chosen].content(), at: chosen.hashValue)
    else { return [bar] }
    return [StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: [bar, content])]
  }
}

/// A tab of a ``TabView``: its title, the value that chooses it, and its screen.
package struct Tab<Value: Hashable> {
  let title: String
  let value: Value
  let content: @MainActor () -> AnyView

  /// A tab titled `title`, shown while the selection is `value`.
  package init<Content: View>(
    _ title: String, value: Value, @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    self.title = title
    self.value = value
    self.content = { AnyView(content()) }
  }
}

/// Collects a ``TabView``'s tabs.
@resultBuilder
package enum TabBuilder<Value: Hashable> {
  package static func buildExpression(_ tab: Tab<Value>) -> [Tab<Value>] { [tab] }
  package static func buildBlock(_ tabs: [Tab<Value>]...) -> [Tab<Value>] { tabs.flatMap { $0 } }
  package static func buildOptional(_ tabs: [Tab<Value>]?) -> [Tab<Value>] { tabs ?? [] }
  package static func buildEither(first tabs: [Tab<Value>]) -> [Tab<Value>] { tabs }
  package static func buildEither(second tabs: [Tab<Value>]) -> [Tab<Value>] { tabs }
  package static func buildArray(_ tabs: [[Tab<Value>]]) -> [Tab<Value>] { tabs.flatMap { $0 } }
}

/// The bar of titles, each a click target, or the chosen one alone when they do not fit.
final class TabBarNode: LayoutNode {
  static let separator = " │ "
  let titles: [String]
  let chosen: Int?
  let isFocused: Bool
  let id: Int
  let choose: @MainActor (Int) -> Void
  private let fullWidth: Int

  init(
    titles: [String], chosen: Int?, isFocused: Bool, id: Int,
    choose: @escaping @MainActor (Int) -> Void
  ) {
    self.titles = titles
    self.chosen = chosen
    self.isFocused = isFocused
    self.id = id
    self.choose = choose
    fullWidth = titles.reduce(0) { $0 + DisplayWidth.of($1) + 2 } + titles.count - 1
  }

  override func measure(_ proposal: Size) -> Size {
    Size(width: proposal.width, height: 1).clamped(to: proposal)
  }

  override func isFlexible(_ axis: Axis) -> Bool { axis == .horizontal }

  override func draw(in rect: Rect, _ context: DrawContext) {
    guard rect.width > 0, rect.height > 0 else { return }
    let emphasis = Style(attributes: isFocused ? [.bold, .reverse] : [.bold, .underline])
    if fullWidth <= rect.width {
      var x = rect.minX
      for (index, title) in titles.enumerated() {
        if index > 0 {
          let dim = context.style.merging(Style(attributes: .dim))
          x += context.buffer.write("│", at: Point(x: x, y: rect.minY), style: dim)
        }
        let cell = " \(title) "
        let width = DisplayWidth.of(cell)
        let style = index == chosen ? context.style.merging(emphasis) : context.style
        context.buffer.write(cell, at: Point(x: x, y: rect.minY), style: style)
        addTarget(Rect(x: x, y: rect.minY, width: width, height: 1), index, context)
        x += width
      }
      return
    }
    // Too narrow for every title: the chosen one, its place, and arrows to step through them.
    let index = chosen ?? 0
    // The place gives way to the title when there is no room for both.
    let counted = " \(index + 1)/\(titles.count) ›"
    let place = rect.width - 2 - DisplayWidth.of(counted) >= 3 ? counted : " ›"
    let placeWidth = DisplayWidth.of(place)
    context.buffer.write("‹ ", at: rect.origin, style: context.style, limit: rect.maxX)
    let titleStart = rect.minX + 2
    let titleLimit = max(titleStart, rect.maxX - placeWidth)
    var end = titleStart
    if let title = titles.indices.contains(index) ? titles[index] : nil {
      let fits = DisplayWidth.of(title) <= titleLimit - titleStart
      end += context.buffer.write(
        title, at: Point(x: titleStart, y: rect.minY), style: context.style.merging(emphasis),
        limit: fits ? titleLimit : titleLimit - 1)
      if !fits, titleLimit > titleStart {
        end += context.buffer.write(
          "…", at: Point(x: end, y: rect.minY), style: context.style.merging(emphasis))
      }
    }
    context.buffer.write(
      place, at: Point(x: end, y: rect.minY), style: context.style, limit: rect.maxX)
    addTarget(Rect(x: rect.minX, y: rect.minY, width: 1, height: 1), index - 1, context)
    addTarget(Rect(x: end + placeWidth - 1, y: rect.minY, width: 1, height: 1), index + 1, context)
  }

  private func addTarget(_ rect: Rect, _ index: Int, _ context: DrawContext) {
    guard titles.indices.contains(index) else { return }
    var hasher = Hasher()
    hasher.combine(id)
    hasher.combine(index)
    context.tapRegions.append(
      TapRegion(
        id: hasher.finalize(), rect: rect, onPress: nil, action: { [choose] in choose(index) }))
  }
}
