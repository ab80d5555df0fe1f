import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's own terminal (standard input and output) as a ``TerminalBackend``: raw mode,
/// the full-screen sequences, the input thread, and the signal handlers that restore the
/// terminal however the process ends.
@MainActor
final class DeviceBackend: TerminalBackend {
  let outputMode: OutputMode
  let colorMode: ColorMode
  private let environment: [String: String]
  private let ignoresHangupsAfterward: Bool
  private let reader = InputReader()
  private var events: AsyncStream<TerminalEvent>.Iterator
  private var settings: termios?
  /// The polite termination signal that ended the app, once it has left the terminal.
  private(set) var terminationSignal: Int32?

  /// The terminal of this process, in the mode its environment asks for; with
  /// `ignoresHangupsAfterward`, a SIGHUP after ``leave()`` is ignored (the app saves its work).
  init(environment: [String: String], ignoresHangupsAfterward: Bool) {
    self.environment = environment
    self.ignoresHangupsAfterward = ignoresHangupsAfterward
    outputMode = OutputMode.detect(
      environment: environment, outputIsTerminal: TerminalDevice.outputIsTerminal)
    colorMode = ColorMode.detect(environment: environment)
    events = reader.events.makeAsyncIterator()
  }

  var size: Size {
    switch outputMode {
    case .fullScreen:
      return TerminalDevice.size(environment: environment)
    case .plain:
      return Size(
        width: environment["COLUMNS"].flatMap(Int.init) ?? 80,
        height: environment["LINES"].flatMap(Int.init) ?? 24)
    }
  }

  func enter() {
    switch outputMode {
    case .fullScreen:
      if !TerminalDevice.inputIsTerminal && !Self.readKeysFromControllingTerminal() {
        FileHandle.standardError.write(
          Data(
            ("Standard input is not a terminal and there is no terminal to read keys from: "
              + "the program ends when its input does.\n").utf8))
      }
      settings = TerminalDevice.inputIsTerminal ? TerminalDevice.enableRawMode() : nil
      SignalHandlers.arm(
        settings: settings, enterSequence: TerminalDevice.enterSequence,
        exitSequence: TerminalDevice.exitSequence, wakePipe: reader.wakeWrite)
      TerminalDevice.write(TerminalDevice.enterSequence)
    case .plain:
      // Keys work without Enter on a terminal (TERM=dumb), and its settings come back at the
      // end; SIGTERM and SIGHUP end the loop normally.
      settings = TerminalDevice.inputIsTerminal ? TerminalDevice.enableKeyMode() : nil
      SignalHandlers.arm(
        settings: settings, enterSequence: nil, exitSequence: "", wakePipe: reader.wakeWrite)
    }
    reader.start()
  }

  func nextEvent() async -> TerminalEvent? {
    // The iterator's state is shared by its copies (a class inside); the copy spares an
    // actor-isolated property passed inout across an await.
    var iterator = events
    let event = await iterator.next(isolation: #isolation)
    events = iterator
    return event
  }

  func write(_ bytes: [UInt8]) {
    TerminalDevice.write(bytes)
  }

  func suspend() {
    SignalHandlers.suspend()
  }

  func stopInput() {
    reader.stop()
  }

  func leave() {
    reader.stop()
    if outputMode == .fullScreen || settings != nil { SignalHandlers.restore() }
    terminationSignal = SignalHandlers.requestedTermination
    SignalHandlers.disarm(ignoringHangups: ignoresHangupsAfterward)
  }
}
