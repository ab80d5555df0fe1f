/// The terminal a ``TerminalApp`` runs on: where its keys come from, where its frames go, and
/// how the terminal is taken and given back.
///
/// `TerminalApp.run()` runs on the process's own terminal; ``TestBackend`` is a terminal in
/// memory, so that the app's loop (quitting, suspending, resizing, frame pacing, key bursts)
/// runs in unit tests:
///
/// ```swift
/// let backend = TestBackend(width: 20, height: 3)
/// let app = TerminalApp { CounterView(model: model) }
/// let run = Task { try await app.run(on: backend, clock: clock) }
/// backend.press("c", modifiers: .control)
/// try await run.value
/// #expect(backend.modes == .restored)
/// ```
@MainActor
public protocol TerminalBackend: AnyObject {
  /// Whether the app draws full screen or prints plain lines (no terminal, or `TERM=dumb`).
  var outputMode: OutputMode { get }

  /// The colours the terminal shows.
  var colorMode: ColorMode { get }

  /// The terminal's size now, in cells.
  var size: Size { get }

  /// Takes the terminal for the app: in full screen, raw keys, the alternate screen, the mouse,
  /// and restoring all of it however the process ends; in plain output, keys without Enter
  /// when the input is a terminal.
  func enter()

  /// The next thing that happens at the terminal, or `nil` once input has stopped
  /// (``stopInput()``). Waits until there is one.
  func nextEvent() async -> TerminalEvent?

  /// Writes bytes to the terminal: a frame's changes, or plain lines.
  func write(_ bytes: [UInt8])

  /// Suspends the program, as Ctrl-Z does in a shell: the terminal is given back until the
  /// program is continued, which then comes as ``TerminalEvent/resized`` (the terminal may have
  /// changed meanwhile, and everything is redrawn).
  func suspend()

  /// Stops input: ``nextEvent()`` returns `nil` from now on (the app is quitting).
  func stopInput()

  /// Gives the terminal back as ``enter()`` found it.
  func leave()
}

/// What happens at a terminal, as ``TerminalBackend/nextEvent()`` reports it.
public enum TerminalEvent: Hashable, Sendable {
  /// Keys, clicks and pastes that arrived in one read, decoded.
  case input([InputEvent])
  /// The terminal changed size, or the program was continued after a suspension.
  case resized
  /// The input ended (a closed pipe, or a terminal that went away).
  case endOfInput
  /// SIGTERM, SIGHUP or SIGINT asked the program to quit.
  case terminationRequested
}
