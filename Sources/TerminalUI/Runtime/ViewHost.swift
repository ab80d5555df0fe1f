import ComposableArchitecture
import Foundation
import Observation

/// Runs a view tree without any terminal: renders frames, tracks the state they read, keeps
/// the views' tasks running while they are on screen, and routes input to handlers.
///
/// ``TerminalApp`` drives one with a real terminal and ``TestTerminal`` with test input.
@MainActor
package final class ViewHost {
  private let content: @MainActor (inout ResolveContext) -> [LayoutNode]
  package var size: Size
  /// Called (on the main actor) when state read by the last frame changed.
  package var onInvalidate: @MainActor () -> Void = {}

  private var keyHandlers: [KeyHandler] = []
  /// Which control has focus, kept from frame to frame.
  let focus = FocusEngine()
  private var pasteHandlers: [@MainActor (String) -> Void] = []
  private var tapRegions: [TapRegion] = []
  private var scrollRegions: [ScrollRegion] = []
  private var pressedRegion: Int?
  private(set) var tasks: [TaskKey: Task<Void, Never>] = [:]
  /// Numbers the changes Observation reports (on the thread that made them), so that a change
  /// is reported only when no frame began after it, and once between two frames.
  private let changes = ChangeCounter()
  /// The last change number when the last frame began to read the state: that frame shows
  /// the changes up to it made on the main actor (Observation reports a change just before
  /// the write), and maybe none after it (one made while the frame was read may be missing).
  private var changesBeforeLastFrame = 0
  /// Whether `onInvalidate` was called since the last frame began.
  private var isInvalidated = false
  private var isClosed = false
  /// The dependencies where the host was made: every frame reads them (a spinner's clock), and
  /// the views' tasks start with them, whichever event drew the frame.
  private let dependencies = DependencyValues._current
  /// The layout of the last frame, for ``renderSemantics()``.
  private(set) var lastNodes: [LayoutNode] = []

  package init<Content: View>(
    size: Size, @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    self.size = size
    self.content = { context in context.resolve(content(), at: 0) }
  }

  /// Lays the views out into a new frame, starting the tasks of views that appeared and
  /// cancelling those of views that went away.
  @discardableResult
  package func render(plain: Bool = false) -> CellBuffer {
    var (context, drawing) = layOut(plain: plain)
    // Focus moved to a control drawn before that was known: draw the frame again, once.
    if focus.endFrame(context.focusables) {
      (context, drawing) = layOut(plain: plain)
      _ = focus.endFrame(context.focusables)
    }
    keyHandlers = context.keyHandlers
    pasteHandlers = context.pasteHandlers
    tapRegions = drawing.tapRegions
    scrollRegions = drawing.scrollRegions
    if !isClosed { reconcileTasks(context.tasks) }
    return drawing.buffer
  }

  private func layOut(plain: Bool) -> (ResolveContext, DrawContext) {
    var context = ResolveContext()
    context.isPlain = plain
    context.screenSize = size
    context.focus = focus
    context.requestFrame = { [weak self] in self?.invalidate() }
    changesBeforeLastFrame = changes.current
    isInvalidated = false
    let nodes = withObservationTracking {
      withDependencies {
        $0 = dependencies
      } operation: {
        content(&context)
      }
    } onChange: { [weak self, changes] in
      let change = changes.next()
      Task { @MainActor in
        guard let self, !self.isClosed, !self.isInvalidated,
          change > self.changesBeforeLastFrame
        else { return }
        self.isInvalidated = true
        self.onInvalidate()
      }
    }
    lastNodes = nodes
    return (context, FrameRenderer.draw(nodes, size: size, pressedRegion: pressedRegion))
  }

  /// Asks for a new frame, once until it is drawn.
  private func invalidate() {
    guard !isClosed, !isInvalidated else { return }
    isInvalidated = true
    onInvalidate()
  }

  /// Sends `event` to the views of the last frame and returns whether one handled it.
  @discardableResult
  package func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .key(let press):
      if let focused = focus.focused, focused.handleKey(press) { return true }
      for handler in keyHandlers where handler.handle(press) { return true }
      return focus.move(for: press)
    case .paste(let text):
      if let paste = focus.focused?.paste {
        paste(text)
        return true
      }
      guard let handler = pasteHandlers.first else { return false }
      handler(text)
      return true
    case .mouse(let mouse):
      return handle(mouse)
    }
  }

  /// Handles the events of one read in order, each against the screen the one before it
  /// produced: three Down presses that arrive together move three rows, and the key after one
  /// that opens a panel goes to the panel. `intercept` sees each event first and returns
  /// whether it took it (Ctrl-C, Ctrl-Z); `shouldStop` ends the burst (the app is quitting).
  package func handle(
    burst events: [InputEvent], intercept: (InputEvent) -> Bool = { _ in false },
    shouldStop: () -> Bool = { false }
  ) {
    var isStale = false
    for event in events {
      if shouldStop() { return }
      if intercept(event) { continue }
      // The handlers of the last frame read the state it showed: lay out afresh first.
      if isStale { render() }
      handle(event)
      isStale = true
    }
  }

  private func handle(_ mouse: MouseEvent) -> Bool {
    switch mouse.kind {
    case .press(.left):
      guard let region = tapRegions.first(where: { $0.rect.contains(mouse.location) }) else {
        pressedRegion = nil
        return false
      }
      pressedRegion = region.id
      region.onPress?()
      return true
    case .release(.left):
      guard let pressed = pressedRegion else { return false }
      pressedRegion = nil
      guard let region = tapRegions.first(where: { $0.id == pressed }),
        region.rect.contains(mouse.location)
      else { return true }
      region.action()
      return true
    case .scrollUp, .scrollDown:
      guard let region = scrollRegions.first(where: { $0.rect.contains(mouse.location) }) else {
        return false
      }
      region.scroll(mouse.kind == .scrollUp ? -Self.wheelRows : Self.wheelRows)
      return true
    default:
      return false
    }
  }

  /// The rows one notch of the mouse wheel scrolls, as most terminal programs do.
  static let wheelRows = 3

  /// Cancels every task: the views are gone for good.
  package func close() {
    isClosed = true
    for task in tasks.values { task.cancel() }
    tasks.removeAll()
  }

  private func reconcileTasks(_ wanted: [TaskKey: ViewTask]) {
    for (key, task) in tasks where wanted[key] == nil {
      task.cancel()
      tasks[key] = nil
    }
    for (key, viewTask) in wanted where tasks[key] == nil {
      let action = viewTask.action
      tasks[key] = withDependencies {
        $0 = dependencies
      } operation: {
        // A view gone before its task began (a screen shown for one frame, between two keys
        // of one read) never runs it: its action would reach state that is gone.
        Task(priority: viewTask.priority) { @MainActor in
          guard !Task.isCancelled else { return }
          await action()
        }
      }
    }
  }
}

/// A counter that any thread may bump.
private final class ChangeCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var current: Int { lock.withLock { count } }

  func next() -> Int {
    lock.withLock {
      count += 1
      return count
    }
  }
}
