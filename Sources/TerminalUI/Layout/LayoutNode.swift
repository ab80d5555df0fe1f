/// An axis of a stack.
package enum Axis: Hashable, Sendable {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical
}

/// A resolved view: measures itself for a proposed size and draws into a rectangle.
///
/// Layout follows SwiftUI's idea in a simple form: a parent proposes the space it has, a child
/// answers the size it wants (never more than proposed), and the parent places it. Flexible
/// children (spacers, frames with a maximum size) share what inflexible siblings leave.
///
/// A node is a subclass of ``LayoutNodeBase`` that also says what it means to a web page
/// (``SemanticsSource``): the compiler asks every new kind of node for its meaning.
typealias LayoutNode = LayoutNodeBase & SemanticsSource

/// The layout half of a ``LayoutNode``: measuring and drawing.
@MainActor
class LayoutNodeBase {
  /// The size this node wants within `proposal`.
  func measure(_ proposal: Size) -> Size { .zero }

  /// Whether this node grows to fill the space proposed along `axis`.
  func isFlexible(_ axis: Axis) -> Bool { false }

  /// Whether this node keeps its whole width in a row too short for all its views (a button:
  /// its title cut, it would no longer say what it does). The row offers it its width first.
  var keepsWidth: Bool { false }

  /// Draws this node into `rect` (the size it measured, or the space its parent gave it).
  func draw(in rect: Rect, _ context: DrawContext) {}
}

/// The state of drawing one frame: the buffer, the inherited style, and the tap regions found.
@MainActor
final class DrawContext {
  var buffer: CellBuffer
  var style = Style.plain
  /// The regions of `.onTap` views, innermost first.
  var tapRegions: [TapRegion] = []
  /// The regions that scroll with the mouse wheel, innermost first.
  var scrollRegions: [ScrollRegion] = []
  /// The identity of the tap region the mouse is pressing, drawn highlighted.
  let pressedRegion: Int?
  /// Where the focused control was drawn, for a scroll view around it to bring it into sight.
  var focusedRect: Rect?

  init(size: Size, pressedRegion: Int?) {
    buffer = CellBuffer(size: size)
    self.pressedRegion = pressedRegion
  }

  /// Runs `body` with `style` layered over the inherited style.
  func withStyle(_ style: Style, _ body: () -> Void) {
    let saved = self.style
    self.style = saved.merging(style)
    body()
    self.style = saved
  }
}

/// A clickable region of the screen registered by `.onTap`.
struct TapRegion {
  let id: Int
  let rect: Rect
  let onPress: (@MainActor () -> Void)?
  let action: @MainActor () -> Void
}

/// A region of the screen that the mouse wheel scrolls (a list, a scroll view): `scroll` takes
/// the rows to move by, negative upwards.
struct ScrollRegion {
  let rect: Rect
  let scroll: @MainActor (Int) -> Void
}

extension Size {
  /// The size with each side clamped to `proposal`.
  func clamped(to proposal: Size) -> Size {
    Size(width: max(0, min(width, proposal.width)), height: max(0, min(height, proposal.height)))
  }
}
