/// A terminal in memory for ``TerminalApp/run(on:clock:)``: the app's own loop runs against
/// it, and the test types keys, resizes the window, suspends and continues the program, and
/// reads the screen the app's bytes left, as Ratatui's `TestBackend` does.
///
/// Where ``TestTerminal`` drives the views directly, this drives the whole app: the same
/// loop, frame pacing and encoded frames as on a real terminal.
///
/// ```swift
/// let backend = TestBackend(width: 20, height: 3)
/// let clock = TestClock()
/// let run = Task { try await TerminalApp { CounterView(model: model) }.run(on: backend, clock: clock) }
/// backend.press("+")
/// await backend.waitUntilIdle()
/// await clock.advance(by: .milliseconds(17))
/// #expect(backend.text == "Count: 1")
/// backend.press("c", modifiers: .control)
/// try await run.value
/// #expect(backend.modes == .restored)
/// ```
@MainActor
public final class TestBackend: TerminalBackend {
  /// The terminal modes a program turns on and off.
  public struct Modes: Hashable, Sendable {
    /// The alternate screen (a full-screen program's own).
    public var alternateScreen: Bool
    /// Whether the cursor is shown.
    public var cursorVisible: Bool
    /// Whether clicks are reported to the program.
    public var mouseReporting: Bool
    /// Whether pastes are marked as such.
    public var bracketedPaste: Bool

    /// Modes to compare with ``TestBackend/modes``.
    public init(
      alternateScreen: Bool, cursorVisible: Bool, mouseReporting: Bool, bracketedPaste: Bool
    ) {
      self.alternateScreen = alternateScreen
      self.cursorVisible = cursorVisible
      self.mouseReporting = mouseReporting
      self.bracketedPaste = bracketedPaste
    }

    /// A terminal as a shell leaves it: main screen, cursor shown, no mouse, no paste marks.
    public static let restored = Modes(
      alternateScreen: false, cursorVisible: true, mouseReporting: false, bracketedPaste: false)
    /// A terminal as a full-screen TerminalUI app keeps it.
    public static let fullScreen = Modes(
      alternateScreen: true, cursorVisible: false, mouseReporting: true, bracketedPaste: true)
  }

  public let outputMode: OutputMode
  public let colorMode: ColorMode
  public private(set) var size: Size

  /// Whether the app holds the terminal: between ``enter()`` and ``leave()``, and not while
  /// suspended. (On a real terminal: raw input.)
  public private(set) var isTaken = false
  /// How many times the app suspended itself (Ctrl-Z).
  public private(set) var suspensionCount = 0
  /// Every byte the app wrote.
  public private(set) var output: [UInt8] = []
  /// How many writes the app made: one per frame drawn, or per plain line.
  public private(set) var writeCount = 0

  private var screen: EmulatedScreen
  private var decoder = InputDecoder()
  private var queue: [TerminalEvent] = []
  private var inputStopped = false
  private var waitingApp: CheckedContinuation<TerminalEvent?, Never>?
  private var idleWaiters: [CheckedContinuation<Void, Never>] = []

  /// A terminal of `width` × `height` cells.
  public init(
    width: Int = 80, height: Int = 24, outputMode: OutputMode = .fullScreen,
    colorMode: ColorMode = .palette256
  ) {
    size = Size(width: width, height: height)
    self.outputMode = outputMode
    self.colorMode = colorMode
    screen = EmulatedScreen(size: size)
  }

  // MARK: - What the test reads

  /// The screen as text: rows without trailing spaces, blank rows at the bottom removed.
  public var text: String {
    var lines = screen.buffer.lines
    while lines.last == "" { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  /// The screen's cells, styles included.
  public var buffer: CellBuffer { screen.buffer }

  /// The modes the app's bytes left the terminal in.
  public var modes: Modes { screen.modes }

  /// Everything written, as text (plain output's lines).
  public var outputText: String { String(decoding: output, as: UTF8.self) }

  // MARK: - What the test does

  /// Bytes arriving in one read, decoded as the app's terminal decodes them (a trailing lone
  /// Esc included).
  public func receive(_ bytes: [UInt8]) {
    let events = decoder.decode(bytes) + decoder.flush()
    if !events.isEmpty { deliver(.input(events)) }
  }

  /// Presses `key` with `modifiers`, alone in its read.
  public func press(_ key: Key, modifiers: KeyModifiers = []) {
    deliver(.input([.key(KeyPress(key, modifiers: modifiers))]))
  }

  /// Types `text`, one read per character.
  public func type(_ text: String) {
    for character in text { press(.character(character)) }
  }

  /// Resizes the window, as a terminal emulator or tmux does (the app gets SIGWINCH).
  public func resize(width: Int, height: Int) {
    size = Size(width: width, height: height)
    screen.resize(to: size)
    deliver(.resized)
  }

  /// Continues the program after a suspension, as the shell's `fg` does: the terminal is
  /// taken again and the app is told to redraw.
  public func resume() {
    isTaken = true
    screen.receive(Array(TerminalDevice.enterSequence.utf8))
    deliver(.resized)
  }

  /// Ends the input, as a closed pipe does.
  public func endInput() {
    deliver(.endOfInput)
  }

  /// Asks the program to quit, as SIGTERM does.
  public func requestTermination() {
    deliver(.terminationRequested)
  }

  /// Returns once the app has handled everything delivered so far and waits for more (or has
  /// stopped reading). Frames it deferred are drawn when its clock reaches them.
  public func waitUntilIdle() async {
    if waitingApp != nil || inputStopped { return }
    await withCheckedContinuation { idleWaiters.append($0) }
  }

  private func deliver(_ event: TerminalEvent) {
    guard !inputStopped else { return }
    if let waitingApp {
      self.waitingApp = nil
      waitingApp.resume(returning: event)
    } else {
      queue.append(event)
    }
  }

  private func becameIdle() {
    let waiters = idleWaiters
    idleWaiters.removeAll()
    for waiter in waiters { waiter.resume() }
  }

  // MARK: - TerminalBackend

  public func enter() {
    isTaken = true
    if outputMode == .fullScreen { screen.receive(Array(TerminalDevice.enterSequence.utf8)) }
  }

  public func nextEvent() async -> TerminalEvent? {
    if inputStopped { return nil }
    if !queue.isEmpty { return queue.removeFirst() }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        waitingApp = continuation
        becameIdle()
      }
    } onCancel: {
      Task { @MainActor in self.stopInput() }
    }
  }

  public func write(_ bytes: [UInt8]) {
    output += bytes
    writeCount += 1
    screen.receive(bytes)
  }

  public func suspend() {
    // What the SIGTSTP handler does before the process stops.
    suspensionCount += 1
    isTaken = false
    screen.receive(Array(TerminalDevice.exitSequence.utf8))
  }

  public func stopInput() {
    inputStopped = true
    queue.removeAll()
    if let waitingApp {
      self.waitingApp = nil
      waitingApp.resume(returning: nil)
    }
    becameIdle()
  }

  public func leave() {
    if outputMode == .fullScreen, isTaken {
      screen.receive(Array(TerminalDevice.exitSequence.utf8))
    }
    isTaken = false
    inputStopped = true
    becameIdle()
  }
}
