/// A terminal for tests: renders views to text at a chosen size and feeds them input, with no
/// real terminal involved.
///
/// ```swift
/// let terminal = TestTerminal(width: 20, height: 3) { CounterView(store: store) }
/// terminal.press("+")
/// terminal.click(on: "+")
/// assertInlineSnapshot(of: terminal.text, as: .lines) { … }
/// ```
@MainActor
public final class TestTerminal {
  private let host: ViewHost
  private var decoder = InputDecoder()
  /// The last frame rendered.
  public private(set) var frame: CellBuffer
  /// Whether a view asked the app to quit (``TerminalApp/quit()``).
  public private(set) var didQuit = false

  /// A terminal of `width` × `height` cells showing `content`.
  package init<Content: View>(
    width: Int = 80, height: Int = 24, @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    host = ViewHost(size: Size(width: width, height: height), content: content)
    frame = CellBuffer(size: Size(width: width, height: height))
    render()
  }

  /// The views leave the screen with the terminal: their tasks are cancelled.
  isolated deinit {
    host.close()
  }

  /// The screen as text: the current state is rendered, trailing spaces and blank trailing
  /// lines are trimmed.
  public var text: String {
    render()
    var lines = frame.lines
    while lines.last == "" { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  /// Renders the current state (starting and cancelling tasks as views come and go).
  @discardableResult
  public func render() -> CellBuffer {
    frame = host.render()
    return frame
  }

  /// Changes the terminal's size.
  public func resize(width: Int, height: Int) {
    host.size = Size(width: width, height: height)
    render()
  }

  /// Delivers `event` to the views on screen, as the terminal would, and renders. Returns
  /// whether a view handled it.
  @discardableResult
  public func send(_ event: InputEvent) -> Bool {
    let handled = TerminalApp.withQuitHandler({ self.didQuit = true }) { host.handle(event) }
    render()
    return handled
  }

  /// Presses `key` with `modifiers`.
  @discardableResult
  public func press(_ key: Key, modifiers: KeyModifiers = []) -> Bool {
    send(.key(KeyPress(key, modifiers: modifiers)))
  }

  /// Types each character of `text` as a key press.
  public func type(_ text: String) {
    for character in text { press(.character(character)) }
  }

  /// Feeds raw terminal bytes through the input decoder (flushing a trailing lone Esc).
  public func receive(_ bytes: [UInt8]) {
    // As the app does with one read: the events in turn, then one frame.
    TerminalApp.withQuitHandler({ self.didQuit = true }) {
      host.handle(burst: decoder.decode(bytes) + decoder.flush(), shouldStop: { didQuit })
    }
    render()
  }

  /// Presses and releases the left mouse button at `point`.
  public func click(at point: Point) {
    send(.mouse(MouseEvent(.press(.left), at: point)))
    send(.mouse(MouseEvent(.release(.left), at: point)))
  }

  /// Clicks on the first place on screen where `label` is written, and returns whether the
  /// label was there to click.
  @discardableResult
  public func click(on label: String) -> Bool {
    guard let point = location(of: label) else { return false }
    click(at: point)
    return true
  }

  /// Where `label` first appears on screen (its first cell), if it does.
  public func location(of label: String) -> Point? {
    render()
    for (y, line) in frame.lines.enumerated() {
      guard let range = line.range(of: label) else { continue }
      return Point(x: DisplayWidth.of(line[..<range.lowerBound]), y: y)
    }
    return nil
  }

  /// The number of `.task`s running for the views on screen.
  public var runningTaskCount: Int { host.tasks.count }

  /// Takes the views off screen: every task is cancelled.
  public func close() {
    host.close()
  }
}
