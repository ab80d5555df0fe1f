/// Content taller than its space, shown a window at a time with a scrollbar.
///
/// The mouse wheel scrolls it; while it has focus (a screen's first scroll view or list takes
/// it), ↑/↓ or k/j scroll a row, Page Up/Page Down a screenful and Home/End (g/G) to either end.
/// ```swift
/// ScrollView {
///   ForEach(store.log, id: \.self) { line in Text(line) }
/// }
/// ```
/// The content is laid out as tall as it wants, up to ``ScrollView/maximumContentHeight`` rows
/// (a `Spacer` inside takes all of that: leave spacers out of scrolled content).
package struct ScrollView<Content: View>: View, PrimitiveView {
  let content: Content
  /// Whether it is a SwiftUI list or form: it fills the width it is offered, and its rows are
  /// what a user tabs through.
  let isList: Bool

  /// The most rows scrolled content is laid out in.
  package static var maximumContentHeight: Int { 10_000 }

  /// A vertically scrolling view of `content`.
  package init(@ViewBuilder content: () -> Content) {
    self.content = content()
    self.isList = false
  }

  /// A scroll view of a SwiftUI list or form: as wide as it is offered; not focused first,
  /// and a Tab stop only while its content overflows and has no control to stop on (Tab goes
  /// to the rows, and the list scrolls to show the focused one; Page Up/Page Down and
  /// Home/End still scroll it).
  init(isList: Bool, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.isList = isList
  }

  package var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    let id = context.path
    let state = context.focus.state(for: id) { ScrollState() }
    let scroll: @MainActor (KeyPress) -> Bool = { press in
      guard press.modifiers.isEmpty || press.modifiers == .shift else { return false }
      let page = max(1, (state.viewport ?? 1) - 1)
      let total = state.contentHeight
      return state.scroll(
        by: ScrollState.rows(for: press.key, page: page, count: total),
        count: total)
    }
    let overflows = state.contentHeight > (state.viewport ?? Int.max)
    guard isList else {
      let isFocused = context.registerFocusable(takesFocusFirst: true, handleKey: scroll)
      guard let child = context.resolveSingle(content, at: 0) else { return [] }
      return [ScrollNode(state: state, child: child, isFocused: isFocused, fillsWidth: false)]
    }
    let controls = context.focusables.count
    guard let child = context.resolveSingle(content, at: 0) else { return [] }
    var isFocused = false
    if context.focusables.count > controls {
      // The keys that page, which the rows' controls leave alone.
      context.keyHandlers.append(
        KeyHandler { press in
          switch press.key {
          case .pageUp, .pageDown, .home, .end: scroll(press)
          default: false
          }
        })
    } else if overflows {
      isFocused = context.registerFocusable(handleKey: scroll)
    }
    return [ScrollNode(state: state, child: child, isFocused: isFocused, fillsWidth: true)]
  }
}

/// Draws its child off screen at full height and copies the rows in sight.
final class ScrollNode: LayoutNode {
  let state: ScrollState
  let child: LayoutNode
  let isFocused: Bool
  /// Whether it takes the whole width offered (a list), rather than its content's.
  let fillsWidth: Bool

  init(state: ScrollState, child: LayoutNode, isFocused: Bool, fillsWidth: Bool) {
    self.state = state
    self.child = child
    self.isFocused = isFocused
    self.fillsWidth = fillsWidth
  }

  private func contentSize(width: Int) -> Size {
    child.measure(Size(width: width, height: ScrollView<EmptyView>.maximumContentHeight))
  }

  override func measure(_ proposal: Size) -> Size {
    let content = contentSize(width: proposal.width)
    let scrollbar = content.height > proposal.height ? 1 : 0
    let width = fillsWidth ? proposal.width : content.width + scrollbar
    return Size(width: width, height: content.height).clamped(to: proposal)
  }

  override func isFlexible(_ axis: Axis) -> Bool { axis == .vertical || fillsWidth }

  override func draw(in rect: Rect, _ context: DrawContext) {
    guard rect.width > 0, rect.height > 0 else { return }
    var content = contentSize(width: rect.width)
    let scrolls = content.height > rect.height
    if scrolls { content = contentSize(width: rect.width - 1) }
    state.viewport = rect.height
    state.contentHeight = content.height
    state.offset = min(max(0, state.offset), max(0, content.height - rect.height))
    var offset = state.offset
    // Draw the content down to the last row in sight, then copy the window.
    let drawContent = { [child] (offset: Int) -> DrawContext in
      let drawn = Size(width: content.width, height: min(content.height, offset + rect.height))
      let offscreen = DrawContext(size: drawn, pressedRegion: context.pressedRegion)
      offscreen.style = context.style
      child.draw(in: Rect(origin: Point(x: 0, y: 0), size: content), offscreen)
      return offscreen
    }
    var offscreen = drawContent(offset)
    // Focus that moved to a control out of sight scrolls to it (once: the wheel may then
    // scroll it away again).
    let focused = offscreen.focusedRect
    if let focused, focused != state.revealedFocus {
      var target = offset
      if focused.maxY > target + rect.height { target = focused.maxY - rect.height }
      if focused.minY < target { target = focused.minY }
      target = min(max(0, target), max(0, content.height - rect.height))
      if target != offset {
        offset = target
        state.offset = target
        offscreen = drawContent(offset)
      }
    }
    state.revealedFocus = focused
    let drawn = offscreen.buffer.size
    let window = Rect(x: 0, y: offset, width: drawn.width, height: rect.height)
    context.buffer.copy(window, of: offscreen.buffer, to: rect.origin)
    // Clicks and the wheel inside reach the content where it shows.
    let shift = { (inner: Rect) -> Rect in
      Rect(
        x: inner.minX + rect.minX, y: inner.minY + rect.minY - offset, width: inner.width,
        height: inner.height
      ).intersection(rect)
    }
    for region in offscreen.tapRegions {
      context.tapRegions.append(
        TapRegion(
          id: region.id, rect: shift(region.rect), onPress: region.onPress,
          action: region.action))
    }
    for region in offscreen.scrollRegions {
      context.scrollRegions.append(ScrollRegion(rect: shift(region.rect), scroll: region.scroll))
    }
    if let focused = offscreen.focusedRect { context.focusedRect = shift(focused) }
    if scrolls {
      Scrollbar.draw(
        in: Rect(x: rect.maxX - 1, y: rect.minY, width: 1, height: rect.height),
        offset: offset, visible: rect.height, total: content.height, context)
    }
    let total = content.height
    context.scrollRegions.append(
      ScrollRegion(rect: rect) { [state] rows in _ = state.scroll(by: rows, count: total) })
  }
}
