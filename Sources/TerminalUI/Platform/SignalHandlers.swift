#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Restores the terminal from signal handlers and at exit, and turns SIGWINCH into a byte on a
/// pipe that the input reader watches.
///
/// Signal handlers may only call async-signal-safe functions, so everything they need (the
/// saved termios, the reset bytes, the pipe) is prepared beforehand in plain global memory.
enum SignalHandlers {
  /// Signals that end the process: restore the terminal, then let the signal do what it did.
  static let terminating: [Int32] = [
    SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP,
  ]

  /// Arranges for the terminal to be restored to `settings` (and the screen modes undone) if
  /// the process is killed or exits before `disarm()`.
  static func arm(settings: termios?, exitSequence: String, resizePipe: Int32) {
    emergencyState.savedSettings = settings ?? termios()
    emergencyState.hasSettings = settings != nil
    let bytes = Array(exitSequence.utf8)
    emergencyState.exitSequence.deallocate()
    emergencyState.exitSequence = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    _ = emergencyState.exitSequence.initialize(from: bytes)
    emergencyState.resizePipe = resizePipe
    emergencyState.armed = 1
    if !emergencyState.installedAtExit {
      emergencyState.installedAtExit = true
      atexit { restoreTerminalNow() }
    }
    for signal in terminating { install(signal, handler: handleTerminatingSignal) }
    install(SIGWINCH, handler: handleResize)
  }

  /// Restores the terminal if it is still armed; safe to call more than once.
  static func restore() { restoreTerminalNow() }

  /// Stops watching: the terminal was restored normally.
  static func disarm() {
    emergencyState.armed = 0
    emergencyState.resizePipe = -1
    for signal in terminating + [SIGWINCH] {
      if var previous = emergencyState.previousActions[signal] {
        sigaction(signal, &previous, nil)
      }
    }
    emergencyState.previousActions.removeAll()
  }

  private static func install(_ signal: Int32, handler: @convention(c) (Int32) -> Void) {
    var action = sigaction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
    #else
      action.__sigaction_handler.sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    var previous = sigaction()
    sigaction(signal, &action, &previous)
    if emergencyState.previousActions[signal] == nil {
      emergencyState.previousActions[signal] = previous
      if signal >= 0 && signal < 65 { emergencyState.previousBySignal[Int(signal)] = previous }
    }
  }
}

/// What the handlers read. Written only while no handler of ours is installed or armed.
private struct EmergencyState {
  var armed: sig_atomic_t = 0
  var hasSettings = false
  var savedSettings = termios()
  var exitSequence = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 0)
  var resizePipe: Int32 = -1
  var installedAtExit = false
  var previousActions: [Int32: SignalAction] = [:]
  /// The previous actions again, as a fixed array the handler can read without allocating.
  var previousBySignal = Array(repeating: sigaction(), count: 65)
}

/// `sigaction` names both a struct and a function; this names the struct unambiguously.
private typealias SignalAction = sigaction

nonisolated(unsafe) private var emergencyState = EmergencyState()

private func restoreTerminalNow() {
  guard emergencyState.armed != 0 else { return }
  emergencyState.armed = 0
  let sequence = emergencyState.exitSequence
  if let base = sequence.baseAddress { _ = systemWrite(STDOUT_FILENO, base, sequence.count) }
  if emergencyState.hasSettings {
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &emergencyState.savedSettings)
  }
}

private func handleTerminatingSignal(_ signal: Int32) {
  restoreTerminalNow()
  // Put back what was there before (the default, or the runtime's crash reporter) and raise
  // the signal again: it is delivered when this handler returns.
  var action = sigaction()
  #if canImport(Darwin)
    action.__sigaction_u.__sa_handler = SIG_DFL
  #else
    action.__sigaction_handler.sa_handler = SIG_DFL
  #endif
  if signal >= 0 && signal < 65 { action = emergencyState.previousBySignal[Int(signal)] }
  sigaction(signal, &action, nil)
  raise(signal)
}

private func handleResize(_ signal: Int32) {
  let pipe = emergencyState.resizePipe
  guard pipe >= 0 else { return }
  var byte: UInt8 = UInt8(ascii: "w")
  _ = systemWrite(pipe, &byte, 1)
}
