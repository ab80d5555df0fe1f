import TerminalUI

/// A view tree served to web pages: renders frames as HTML (``HTMLRenderer``) and runs what
/// the pages send (``ClientMessage``) through the same views a terminal would.
///
/// One session serves every open tab: they share the views and the store; each tab keeps its
/// own last frame (``WebClient``) to receive only what changed.
/// ```swift
/// let session = WebSession { PomodoroView(store: store) }
/// var client = WebClient()
/// socket.send(client.update(to: session.frame()))   // the whole page, then patches
/// try session.receive(message)                      // a click, a key, text
/// ```
@MainActor
public final class WebSession {
  private let host: ViewHost
  private var renderer = HTMLRenderer()
  private var current: HTMLNode?
  /// Called when state the last frame read changed: time to send a new frame.
  public var onInvalidate: @MainActor () -> Void {
    get { host.onInvalidate }
    set { host.onInvalidate = newValue }
  }
  /// Called with each refused message and why, for the log.
  public var onRefusal: @MainActor (String) -> Void = { _ in }
  /// Called when a view asks to quit (``TerminalApp/quit()``), as `q` does in the terminal.
  public var onQuit: @MainActor () -> Void = {}

  /// A session drawing `content`, laid out as on a terminal of `size` (lists and canvases
  /// take their rows and dots from it).
  package init<Content: TerminalUI.View>(
    size: Size = Size(width: 100, height: 30),
    @TerminalUI.ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    host = ViewHost(size: size, content: content)
  }

  /// A session drawing a SwiftUI view, laid out as on a terminal of `size`.
  public convenience init<Content: PortableSwiftUI.View>(
    size: Size = Size(width: 100, height: 30), rootView: Content
  ) {
    self.init(size: size) { HostingView(rootView: rootView, buildsRowsInSight: false) }
  }

  /// The current frame, rendered again when state changed since the last.
  package func frame() -> HTMLNode {
    let frame = renderer.render(host.renderSemantics())
    current = frame
    return frame
  }

  /// The current frame as HTML.
  public func html() -> String { frame().html }

  /// Reads and runs a message from a page; a refused one is reported to ``onRefusal`` and
  /// thrown, and changes nothing.
  package func receive(_ data: some Collection<UInt8>) throws(ClientMessage.Refusal) {
    do {
      let message = try ClientMessage(data)
      try TerminalApp.withQuitHandler(onQuit) {
        Result { () throws(ClientMessage.Refusal) in try run(message) }
      }
      .get()
    } catch {
      onRefusal(error.description)
      throw error
    }
  }

  private func run(_ message: ClientMessage) throws(ClientMessage.Refusal) {
    if current == nil { _ = frame() }
    switch message {
    case .click(let id):
      guard let actions = renderer.actions[id] else { throw .unknownElement(id) }
      actions.focus?()
      actions.activate?()
    case .input(let id, let text):
      guard let setText = renderer.actions[id]?.setText else { throw .unknownElement(id) }
      renderer.actions[id]?.focus?()
      setText(text)
    case .focus(let id):
      guard let actions = renderer.actions[id] else { throw .unknownElement(id) }
      actions.focus?()
    case .key(let press):
      host.handle(.key(press))
    }
  }

  /// Stops the views' tasks: the session is over.
  public func close() { host.close() }
}

/// What one open page has seen: its last frame, to send it only the changes.
package struct WebClient {
  private var last: HTMLNode?

  package init() {}

  /// The message that brings the page from its last frame to `frame`, or `nil` when nothing
  /// changed.
  package mutating func update(to frame: HTMLNode) -> String? {
    let patches = HTMLPatch.changes(from: last, to: frame)
    last = frame
    return patches.isEmpty ? nil : HTMLPatch.message(patches)
  }
}
