/// A `NavigationStack` node: the top screen under a title bar of breadcrumbs (each screen's
/// navigation title), Esc or a click on `‹` going back.
///
/// The screens are the stack's own (its path) and, above them, the screens that links to
/// views pushed from the top one. A screen beneath the top has disappeared, as on iOS: it
/// names its breadcrumb, but its keys are dropped and its `.task`s and `onAppear` work end
/// (`onDisappear` runs), to start again when it is back on top.
struct StackView: View, PrimitiveView {
  let node: ViewNode

  var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    var screens = node.children.map { screen in
      (screen: screen, back: Optional(node), label: String?.none)
    }
    screens[0].back = nil
    while let (link, pushed) = Self.pushedScreen(in: screens[screens.count - 1].screen) {
      screens.append(
        (pushed, pushed, link.kind == "NavigationLink" ? labelText(link.children) : nil))
    }
    var titles: [String] = []
    var top: LayoutNode?
    for (level, entry) in screens.enumerated() {
      let mark = context.inputMark
      let tasksBeneath = context.tasks
      let savedTitle = context.navigationTitle
      context.navigationTitle = nil
      let drawn = context.resolveSingle(NodeView(node: entry.screen), at: level)
      // A screen without a title of its own is named by the link that pushed it.
      titles.append(
        entry.screen[attribute: "title"] ?? context.navigationTitle ?? entry.label
          ?? (level == 0 ? "" : "…"))
      context.navigationTitle = savedTitle
      if level == screens.count - 1 {
        top = drawn
      } else {
        context.dropInput(since: mark)
        context.tasks = tasksBeneath
      }
    }
    var back: (@MainActor () -> Void)?
    if let owner = screens.last?.back {
      // A stack pops its path; a screen a link pushed dismisses itself.
      let handler = owner.kind == "NavigationStack" ? "pop" : "dismiss"
      back = { owner.perform(handler) }
    }
    if let back { context.keyHandlers.append(.back(back)) }
    var children: [LayoutNode] = []
    if titles.contains(where: { !$0.isEmpty }) || back != nil {
      children.append(BreadcrumbNode(titles: titles, tapID: context.path, back: back))
    }
    if let top { children.append(top) }
    return [StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: children)]
  }

  /// The link to a view that is active in `screen`, and the screen it pushed (not looking
  /// into nested stacks, which show their own). A presented `navigationDestination` pushes a
  /// screen of its content, which its dismissal pops.
  static func pushedScreen(in screen: ViewNode) -> (link: ViewNode, screen: ViewNode)? {
    for child in screen.children where child.kind != "NavigationStack" {
      if child.kind == "navigationDestination" {
        let pushed = ViewNode(
          "Screen", children: child.children, handlers: child.handlers, identity: child.identity)
        return (child, pushed)
      }
      if child.kind == "NavigationLink",
        let pushed = child.children.first(where: { $0.kind == "Screen" })
      {
        return (child, pushed)
      }
      if let found = pushedScreen(in: child) { return found }
    }
    return nil
  }
}

/// A `TabView` node: a bar of the tabs' labels over the chosen tab. Tab reaches the bar;
/// while it has focus, ←/→ change tabs; a click on a label chooses it.
struct TabsView: View, PrimitiveView {
  let node: ViewNode

  var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    let id = context.path
    let node = self.node
    let tabs = node.children
    guard !tabs.isEmpty else { return [] }
    let chosen = min(Int(node[attribute: "selection"] ?? "0") ?? 0, tabs.count - 1)
    let choose: @MainActor (Int) -> Void = { index in
      guard tabs.indices.contains(index), index != chosen else { return }
      node.perform("set", "\(index)")
    }
    let isFocused = context.registerFocusable { press in
      guard press.modifiers.isEmpty else { return false }
      switch press.key {
      case .left, .character("h"): choose(max(0, chosen - 1))
      case .right, .character("l"): choose(min(tabs.count - 1, chosen + 1))
      default: return false
      }
      return true
    }
    let focus = context.focus
    let bar = TabBarNode(
      titles: tabs.map { $0[attribute: "label"] ?? "" }, chosen: chosen, isFocused: isFocused,
      id: id,
      choose: { index in
        focus.focus(id)
        choose(index)
      })
    guard let content = context.resolveSingle(NodeView(node: tabs[chosen]), at: chosen) else {
      return [bar]
    }
    return [StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: [bar, content])]
  }
}
