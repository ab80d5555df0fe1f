import Foundation

/// Runs a view tree as a full-screen terminal program.
///
/// The screen is redrawn when state the views read changes (through Observation), at most once
/// per display refresh, writing only the cells that changed. Keys and clicks go to the views'
/// handlers, `.task`s run while their views are on screen, and the terminal is restored however
/// the program ends. Ctrl-C quits. When standard output is not a terminal (or `TERM=dumb`), a
/// plain line is printed for each change instead, or the lines of ``plainOutput``.
///
/// ```swift
/// let model = CounterModel()
/// try await TerminalApp {
///   CounterView(model: model)
///     .onKey("q") { TerminalApp.quit() }
/// }
/// .run()
/// ```
@MainActor
public final class TerminalApp {
  private let makeHost: @MainActor (Size) -> ViewHost
  private var quitRequested = false
  private var quitHandler: (@MainActor () -> Void)?
  private static var activeQuitHandler: (@MainActor () -> Void)?

  /// Whether plain (no terminal) output ends when standard input ends. Interactive programs
  /// whose input is a file or `/dev/null` have nothing more to react to, so they stop.
  public var quitsAtEndOfInput = true

  /// The lines to print after each change when the output is plain (a pipe, a file,
  /// `TERM=dumb`), instead of the screen's text on one line: for example one line per event,
  /// for scripts. Called after every change; return no lines when nothing worth saying
  /// happened.
  ///
  /// ```swift
  /// app.plainOutput = { log.lines(for: store.state, at: Date()) }
  /// ```
  public var plainOutput: (@MainActor () -> [String])?

  /// Whether ``run()`` returns when SIGTERM, SIGHUP or SIGINT asks the program to end, so that
  /// it can save its work first (see ``terminationSignal``); SIGHUP is then ignored after
  /// `run()` returns (a closed terminal ends the input and hangs up in either order).
  /// Otherwise (the default) the process ends with the signal once the terminal is restored.
  ///
  /// ```swift
  /// app.returnsOnTerminationSignal = true
  /// try await app.run()
  /// try save()
  /// if let signal = app.terminationSignal { exit(128 + signal) }
  /// ```
  public var returnsOnTerminationSignal = false

  /// The signal that ended ``run()``, if one did (with ``returnsOnTerminationSignal``).
  public private(set) var terminationSignal: Int32?

  /// An app showing `content`.
  package init<Content: View>(@ViewBuilder content: @escaping @MainActor () -> Content) {
    makeHost = { size in ViewHost(size: size, content: content) }
  }

  /// Asks the running app (or ``TestTerminal``) to quit after the current event.
  ///
  /// ```swift
  /// .onKey("q") { TerminalApp.quit() }
  /// ```
  public static func quit() {
    activeQuitHandler?()
  }

  /// Runs `body` with `handler` answering ``quit()``.
  package static func withQuitHandler<T>(
    _ handler: @escaping @MainActor () -> Void, _ body: () -> T
  ) -> T {
    let saved = activeQuitHandler
    activeQuitHandler = handler
    defer { activeQuitHandler = saved }
    return body()
  }

  /// Runs until ``quit()``, Ctrl-C, SIGTERM, SIGHUP or (without a terminal) the end of input.
  /// The terminal is restored before this returns or throws, and on signals that end the
  /// process. Ctrl-Z suspends the program (the shell's `fg` brings it back, redrawn).
  public func run() async throws {
    let backend = DeviceBackend(
      environment: ProcessInfo.processInfo.environment,
      ignoresHangupsAfterward: returnsOnTerminationSignal)
    defer { terminationSignal = backend.terminationSignal }
    try await run(on: backend)
    if let terminationSignal = backend.terminationSignal, !returnsOnTerminationSignal {
      SignalHandlers.endProcess(with: terminationSignal)
    }
  }

  /// Runs on `backend` until ``quit()``, Ctrl-C, a termination request or (in plain output)
  /// the end of input, drawing frames at most once per display refresh of `clock`. With a
  /// ``TestBackend`` and a `TestClock`, the app's loop runs in a unit test.
  ///
  /// ```swift
  /// let run = Task { try await app.run(on: backend, clock: clock) }
  /// backend.press("c", modifiers: .control)
  /// try await run.value
  /// ```
  public func run<C: Clock<Duration>>(
    on backend: some TerminalBackend, clock: C
  ) async throws {
    quitRequested = false
    switch backend.outputMode {
    case .fullScreen: try await runFullScreen(on: backend, clock: clock)
    case .plain: try await runPlain(on: backend)
    }
  }

  /// Runs on `backend`, pacing frames by the continuous clock.
  public func run(on backend: some TerminalBackend) async throws {
    try await run(on: backend, clock: ContinuousClock())
  }

  // MARK: - Full screen

  private func runFullScreen<C: Clock<Duration>>(
    on backend: some TerminalBackend, clock: C
  ) async throws {
    backend.enter()
    let host = makeHost(backend.size)
    let screen = Screen(host: host, backend: backend, clock: clock)
    defer {
      screen.stop()
      host.close()
      backend.leave()
    }
    quitHandler = { [weak self] in
      self?.quitRequested = true
      backend.stopInput()
    }
    Self.activeQuitHandler = quitHandler
    defer { Self.activeQuitHandler = nil }
    host.onInvalidate = { screen.requestFrame() }
    screen.drawFrame()
    while let event = await backend.nextEvent() {
      switch event {
      case .input(let events):
        // `quit()` from a handler reaches this app, even with others running (tests).
        Self.withQuitHandler(quitHandler ?? {}) {
          host.handle(
            burst: events,
            intercept: { event in
              switch event {
              case .key(KeyPress(.character("c"), modifiers: .control)): quitRequested = true
              case .key(KeyPress(.character("z"), modifiers: .control)): backend.suspend()
              default: return false
              }
              return true
            },
            shouldStop: { quitRequested })
        }
        screen.requestFrame()
      case .resized:
        host.size = backend.size
        screen.redrawAll()
      case .endOfInput, .terminationRequested:
        quitRequested = true
      }
      if quitRequested { break }
      try Task.checkCancellation()
    }
  }

  // MARK: - Plain output

  private func runPlain(on backend: some TerminalBackend) async throws {
    backend.enter()
    let host = makeHost(backend.size)
    var lastLine: String?
    let plainOutput = self.plainOutput
    let printIfChanged = {
      // Rendering also tracks the state the views read, which says when to look again.
      let frame = host.render(plain: true)
      if let plainOutput {
        for line in plainOutput() { backend.write(Array((line + "\n").utf8)) }
        return
      }
      let line = PlainLine.make(from: frame)
      if line != lastLine {
        lastLine = line
        backend.write(Array((line + "\n").utf8))
      }
    }
    defer {
      host.close()
      backend.leave()
    }
    quitHandler = { [weak self] in
      self?.quitRequested = true
      backend.stopInput()
    }
    Self.activeQuitHandler = quitHandler
    defer { Self.activeQuitHandler = nil }
    host.onInvalidate = { printIfChanged() }
    printIfChanged()
    while let event = await backend.nextEvent() {
      switch event {
      case .input(let events):
        for event in events where !quitRequested {
          Self.withQuitHandler(quitHandler ?? {}) { _ = host.handle(event) }
          printIfChanged()
        }
      case .resized:
        break
      case .endOfInput:
        if quitsAtEndOfInput { quitRequested = true }
      case .terminationRequested:
        quitRequested = true
      }
      if quitRequested { break }
      try Task.checkCancellation()
    }
  }
}

/// The full-screen output: draws frames from the host, paced and diffed.
@MainActor
private final class Screen<Backend: TerminalBackend, C: Clock<Duration>> {
  private let host: ViewHost
  private let backend: Backend
  private let clock: C
  private var renderer: FrameRenderer
  private var pacer: FramePacer<C.Instant>
  private var pendingFrame: Task<Void, Never>?
  private var output: [UInt8] = []

  init(host: ViewHost, backend: Backend, clock: C) {
    self.host = host
    self.backend = backend
    self.clock = clock
    self.renderer = FrameRenderer(size: host.size, colorMode: backend.colorMode)
    self.pacer = FramePacer()
  }

  /// Draws a frame now if the last one is old enough, otherwise once it is.
  func requestFrame() {
    guard pendingFrame == nil else { return }
    let now = clock.now
    let due = pacer.nextFrame(after: now)
    if due <= now {
      drawFrame()
      return
    }
    pendingFrame = Task { [weak self, clock] in
      try? await clock.sleep(until: due, tolerance: nil)
      guard let self, !Task.isCancelled else { return }
      self.pendingFrame = nil
      self.drawFrame()
    }
  }

  /// Clears the screen and redraws every cell (after a resize).
  func redrawAll() {
    renderer.size = host.size
    renderer.invalidate()
    output = Array("\u{1B}[0m\u{1B}[2J".utf8)
    drawFrame()
  }

  /// Begins and ends a synchronized update, so that terminals that support it show the frame
  /// at once rather than mid-write (others ignore it).
  private static var beginUpdate: [UInt8] { Array("\u{1B}[?2026h".utf8) }
  private static var endUpdate: [UInt8] { Array("\u{1B}[?2026l".utf8) }

  func drawFrame() {
    let frame = host.render()
    renderer.size = frame.size
    let start = output.count
    renderer.update(to: frame, into: &output)
    if output.count > start {
      output.insert(contentsOf: Self.beginUpdate, at: 0)
      output.append(contentsOf: Self.endUpdate)
    }
    if !output.isEmpty { backend.write(output) }
    output.removeAll(keepingCapacity: true)
    pacer.frameDrawn(at: clock.now)
  }

  func stop() {
    pendingFrame?.cancel()
    pendingFrame = nil
  }
}
