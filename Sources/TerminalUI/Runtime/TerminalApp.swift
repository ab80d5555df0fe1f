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
  public init<Content: View>(@ViewBuilder content: @escaping @MainActor () -> Content) {
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
    let environment = ProcessInfo.processInfo.environment
    let mode = OutputMode.detect(
      environment: environment, outputIsTerminal: TerminalDevice.outputIsTerminal)
    if mode == .fullScreen {
      if !TerminalDevice.inputIsTerminal && !Self.readKeysFromControllingTerminal() {
        FileHandle.standardError.write(
          Data(
            ("Standard input is not a terminal and there is no terminal to read keys from: "
              + "the program ends when its input does.\n").utf8))
      }
      try await runFullScreen(environment: environment)
    } else {
      try await runPlain(environment: environment)
    }
    if let terminationSignal, !returnsOnTerminationSignal {
      SignalHandlers.endProcess(with: terminationSignal)
    }
  }

  // MARK: - Full screen

  private func runFullScreen(environment: [String: String]) async throws {
    let reader = InputReader()
    let settings = TerminalDevice.inputIsTerminal ? TerminalDevice.enableRawMode() : nil
    SignalHandlers.arm(
      settings: settings, enterSequence: TerminalDevice.enterSequence,
      exitSequence: TerminalDevice.exitSequence, wakePipe: reader.wakeWrite)
    TerminalDevice.write(TerminalDevice.enterSequence)
    let host = makeHost(TerminalDevice.size(environment: environment))
    let screen = Screen(host: host, colorMode: ColorMode.detect(environment: environment))
    defer {
      screen.stop()
      host.close()
      reader.stop()
      SignalHandlers.restore()
      terminationSignal = SignalHandlers.requestedTermination
      SignalHandlers.disarm(ignoringHangups: returnsOnTerminationSignal)
    }
    quitHandler = { [weak self] in
      self?.quitRequested = true
      reader.stop()
    }
    Self.activeQuitHandler = quitHandler
    defer { Self.activeQuitHandler = nil }
    host.onInvalidate = { screen.requestFrame() }
    reader.start()
    screen.drawFrame()
    for await event in reader.events {
      switch event {
      case .input(let events):
        host.handle(
          burst: events,
          intercept: { event in
            switch event {
            case .key(KeyPress(.character("c"), modifiers: .control)): quitRequested = true
            case .key(KeyPress(.character("z"), modifiers: .control)): SignalHandlers.suspend()
            default: return false
            }
            return true
          },
          shouldStop: { quitRequested })
        screen.requestFrame()
      case .resized:
        host.size = TerminalDevice.size(environment: environment)
        screen.redrawAll()
      case .endOfInput, .terminationRequested:
        quitRequested = true
      }
      if quitRequested { break }
      try Task.checkCancellation()
    }
  }

  // MARK: - Plain output

  private func runPlain(environment: [String: String]) async throws {
    let reader = InputReader()
    let size = Size(
      width: environment["COLUMNS"].flatMap(Int.init) ?? 80,
      height: environment["LINES"].flatMap(Int.init) ?? 24)
    let host = makeHost(size)
    var lastLine: String?
    let plainOutput = self.plainOutput
    let printIfChanged = {
      // Rendering also tracks the state the views read, which says when to look again.
      let frame = host.render(plain: true)
      if let plainOutput {
        for line in plainOutput() { TerminalDevice.write(line + "\n") }
        return
      }
      let line = PlainLine.make(from: frame)
      if line != lastLine {
        lastLine = line
        TerminalDevice.write(line + "\n")
      }
    }
    // Keys work without Enter on a terminal (TERM=dumb), and its settings come back at the
    // end; SIGTERM and SIGHUP end the loop normally.
    let settings = TerminalDevice.inputIsTerminal ? TerminalDevice.enableKeyMode() : nil
    SignalHandlers.arm(
      settings: settings, enterSequence: nil, exitSequence: "", wakePipe: reader.wakeWrite)
    defer {
      host.close()
      reader.stop()
      if settings != nil { SignalHandlers.restore() }
      terminationSignal = SignalHandlers.requestedTermination
      SignalHandlers.disarm(ignoringHangups: returnsOnTerminationSignal)
    }
    quitHandler = { [weak self] in
      self?.quitRequested = true
      reader.stop()
    }
    Self.activeQuitHandler = quitHandler
    defer { Self.activeQuitHandler = nil }
    host.onInvalidate = { printIfChanged() }
    reader.start()
    printIfChanged()
    for await event in reader.events {
      switch event {
      case .input(let events):
        for event in events where !quitRequested {
          host.handle(event)
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
private final class Screen {
  private let host: ViewHost
  private var renderer: FrameRenderer
  private var pacer = FramePacer()
  private let clock = ContinuousClock()
  private var pendingFrame: Task<Void, Never>?
  private var output: [UInt8] = []

  init(host: ViewHost, colorMode: ColorMode) {
    self.host = host
    self.renderer = FrameRenderer(size: host.size, colorMode: colorMode)
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
      try? await clock.sleep(until: due)
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
  private static let beginUpdate = Array("\u{1B}[?2026h".utf8)
  private static let endUpdate = Array("\u{1B}[?2026l".utf8)

  func drawFrame() {
    let frame = host.render()
    renderer.size = frame.size
    let start = output.count
    renderer.update(to: frame, into: &output)
    if output.count > start {
      output.insert(contentsOf: Self.beginUpdate, at: 0)
      output.append(contentsOf: Self.endUpdate)
    }
    if !output.isEmpty { TerminalDevice.write(output) }
    output.removeAll(keepingCapacity: true)
    pacer.frameDrawn(at: clock.now)
  }

  func stop() {
    pendingFrame?.cancel()
    pendingFrame = nil
  }
}
