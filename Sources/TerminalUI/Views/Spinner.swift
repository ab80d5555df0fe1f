import ComposableArchitecture
import Observation

/// A small animation that says work is under way, with an optional title: `⠹ Loading…`.
///
/// ```swift
/// if store.isLoading {
///   Spinner("Loading fact…")
/// }
/// ```
/// It turns on its own while it is on screen, a frame every `interval` of the
/// `continuousClock` dependency (so a test drives it with a `TestClock`), and stops when it
/// leaves the screen.
package struct Spinner: View, PrimitiveView {
  let title: String
  let style: SpinnerStyle
  let interval: Duration

  /// A spinner of `style` turning every `interval`, followed by `title`.
  package init(
    _ title: String = "", style: SpinnerStyle = .dots, interval: Duration = .milliseconds(100)
  ) {
    self.title = title
    self.style = style
    self.interval = interval
  }

  package var body: Never { bodyNeverCalled() }

  func makeNodes(in context: inout ResolveContext) -> [LayoutNode] {
    let ticker = context.focus.state(for: context.path) { SpinnerTicker() }
    let frames = style.frames
    let frame = frames[ticker.frame % frames.count]
    let interval = interval
    @Dependency(\.continuousClock) var continuousClock
    let clock = continuousClock
    // Plain output prints a line per change: a turning spinner would fill it.
    if !context.isPlain {
      context.tasks[TaskKey(path: context.path, id: nil)] = ViewTask(priority: nil) {
        while (try? await clock.sleep(for: interval)) != nil {
          ticker.frame &+= 1
        }
      }
    }
    let text = title.isEmpty ? Text(String(frame)) : Text(String(frame)).bold() + Text(" \(title)")
    return text.makeNodes(in: &context)
  }
}

/// The frames of a ``Spinner``.
package struct SpinnerStyle: Hashable, Sendable {
  /// The characters shown in turn, each one cell wide.
  package var frames: [Character]

  /// A spinner turning through `frames`.
  package init(frames: [Character]) {
    precondition(!frames.isEmpty, "A spinner needs at least one frame")
    self.frames = frames
  }

  /// Braille dots going round: `⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏`.
  package static let dots = SpinnerStyle(frames: Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"))
  /// A turning line in ASCII: `|/-\`.
  package static let line = SpinnerStyle(frames: Array("|/-\\"))
}

/// The frame a spinner is on: observed, so that each turn redraws the screen.
@MainActor
@Observable
final class SpinnerTicker {
  var frame = 0
}
