import ComposableArchitecture

/// A stack of screens driven by a store's `StackState`, as TCA's SwiftUI
/// `NavigationStack(path:root:destination:)`: the top screen is shown under a title bar of
/// breadcrumbs (each screen's ``View/navigationTitle(_:)``), and Esc (or a click on `‹`) goes
/// back by sending `.popFrom(id:)` through the store.
///
/// ```swift
/// NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
///   RootView(store: store)
/// } destination: { store in
///   switch store.case {
///   case .detail(let store): DetailView(store: store)
///   }
/// }
/// ```
/// The screens beneath the top keep their tasks running, as in SwiftUI, but not their keys.
package struct NavigationStack<State, Action, Root: View, Destination: View>: View, PrimitiveView {
  let path: Binding<Store<StackState<State>, StackAction<State, Action>>>
  let root: Root
  let destination: @MainActor (Store<State, Action>) -> Destination

  /// A stack showing `root` under the screens `destination` builds for `path`'s elements.
  package init(
    path: Binding<Store<StackState<State>, StackAction<State, Action>>>,
    @ViewBuilder root: () -> Root,
    @ViewBuilder destination: @escaping @MainActor (Store<State, Action>) -> Destination
  ) {
    self.path = path
    self.root = root()
    self.destination = destination
  }

  package var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    let store = path.wrappedValue
    let ids = store.state.ids
    var titles: [String] = []
    var top: LayoutNode?
    for level in 0...ids.count {
      let isTop = level == ids.count
      let mark = context.inputMark
      let savedTitle = context.navigationTitle
      context.navigationTitle = nil
      let node: LayoutNode?
      if level == 0 {
        node = context.resolveSingle(root, at: 0)
      } else {
        let id = ids[level - 1]
        var hasher = Hasher()
        hasher.combine(id)
        let element = store.scope(state: \.[navigationElement: id], action: \.[id: id])
        node = element.flatMap { context.resolveSingle(destination($0), at: hasher.finalize()) }
      }
      titles.append(context.navigationTitle ?? (level == 0 ? "Home" : "…"))
      context.navigationTitle = savedTitle
      if isTop {
        top = node
      } else {
        // A screen beneath the top: its tasks go on, its keys and focus do not.
        context.dropInput(since: mark)
      }
    }
    var back: (@MainActor () -> Void)?
    if let id = ids.last { back = { store.send(.popFrom(id: id)) } }
    if let back { context.keyHandlers.append(.back(back)) }
    let bar = BreadcrumbNode(titles: titles, tapID: context.path, back: back)
    return [
      StackNode(
        axis: .vertical, alignment: .leading, spacing: 0, children: [bar] + (top.map { [$0] } ?? [])
      )
    ]
  }
}

extension KeyHandler {
  /// Esc or Alt-← goes back a screen.
  static func back(_ back: @escaping @MainActor () -> Void) -> KeyHandler {
    KeyHandler { press in
      guard press == KeyPress(.escape) || press == KeyPress(.left, modifiers: .alt) else {
        return false
      }
      back()
      return true
    }
  }
}

extension StackState {
  /// The element with `id`, read-only: what a stack's screen is scoped to.
  subscript(navigationElement id: StackElementID) -> Element? { self[id: id] }
}

extension View {
  /// The title of this screen in the ``NavigationStack`` it is shown in.
  ///
  /// ```swift
  /// DetailView(store: store).navigationTitle("Detail")
  /// ```
  package func navigationTitle(_ title: String) -> some View {
    HandlerView(content: self) { context in
      if context.navigationTitle == nil { context.navigationTitle = title }
    }
  }
}

/// The title bar of a stack: `‹ Home › Detail`, the first crumbs giving way to `…` when the
/// line is short, the back arrow clickable.
final class BreadcrumbNode: LayoutNode {
  let titles: [String]
  let tapID: Int
  let back: (@MainActor () -> Void)?

  init(titles: [String], tapID: Int, back: (@MainActor () -> Void)?) {
    self.titles = titles
    self.tapID = tapID
    self.back = back
  }

  private var prefix: String { back == nil ? "" : "‹ " }

  /// The crumbs that fit in `width` cells, the last ones first.
  private func line(width: Int) -> String {
    var shown = titles.last ?? ""
    for title in titles.dropLast().reversed() {
      let candidate = "\(title) › \(shown)"
      if DisplayWidth.of(prefix + candidate) > width {
        return prefix + "… › " + shown
      }
      shown = candidate
    }
    return prefix + shown
  }

  override func measure(_ proposal: Size) -> Size {
    Size(width: DisplayWidth.of(line(width: proposal.width)), height: 1).clamped(to: proposal)
  }

  override func isFlexible(_ axis: Axis) -> Bool { axis == .horizontal }

  override func draw(in rect: Rect, _ context: DrawContext) {
    guard rect.height > 0 else { return }
    let line = line(width: rect.width)
    context.buffer.write(
      line, at: rect.origin, style: context.style.merging(Style(attributes: .bold)),
      limit: rect.maxX)
    if let back {
      context.tapRegions.append(
        TapRegion(
          id: tapID, rect: Rect(x: rect.minX, y: rect.minY, width: 2, height: 1), onPress: nil,
          action: back))
    }
  }
}
