#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Restores the terminal from signal handlers and at exit, suspends and continues the program
/// properly, and turns SIGWINCH, SIGCONT and polite termination requests into bytes on the
/// pipe that the input reader watches.
///
/// - SIGTERM, SIGHUP, SIGINT ask the program to quit: the run loop ends normally, so the app
///   can save its work (``requestedTermination``). Another one more than a second later ends
///   the process at once; sooner, it is the same request delivered twice (a closed terminal
///   sends SIGHUP from the kernel and from the shell or multiplexer); see also
///   `disarm(ignoringHangups:)`.
/// - SIGTSTP (`kill -TSTP`, or Ctrl-Z, which raw mode delivers as a key) restores the
///   terminal and stops; SIGCONT (`fg`) re-enters raw mode and the full screen, and redraws.
/// - Crash signals (and SIGQUIT) restore the terminal and end the process with the signal. The
///   Swift runtime's crash reporter still runs first, with standard input taken off the
///   terminal so that it prints its report instead of waiting for keys there.
///
/// Signal handlers may only call async-signal-safe functions, so everything they need (the
/// saved termios, the escape sequences, the pipe) is prepared beforehand in plain global memory.
enum SignalHandlers {
  /// Signals that ask the program to end: it quits normally, saving what it must.
  static let polite: [Int32] = [SIGTERM, SIGHUP, SIGINT]
  /// Signals that end the process at once, after the terminal is restored.
  static let fatal: [Int32] = [SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

  /// Arranges for the terminal to be restored to `settings` (and `exitSequence` written) if
  /// the process is killed, crashes or exits before `disarm()`; for suspending and continuing
  /// (when `enterSequence` is given); and for SIGWINCH, SIGCONT and polite termination
  /// requests to wake the reader through `wakePipe`.
  static func arm(
    settings: termios?, enterSequence: String?, exitSequence: String, wakePipe: Int32
  ) {
    emergencyState.savedSettings = settings ?? termios()
    emergencyState.hasSettings = settings != nil
    if settings != nil { tcgetattr(STDIN_FILENO, &emergencyState.rawSettings) }
    store(exitSequence, in: &emergencyState.exitSequence)
    store(enterSequence ?? "", in: &emergencyState.enterSequence)
    emergencyState.wakePipe = wakePipe
    emergencyState.requestedTermination = 0
    emergencyState.armed = 1
    if !emergencyState.installedAtExit {
      emergencyState.installedAtExit = true
      atexit { restoreTerminalNow() }
    }
    for signal in polite { install(signal, handler: handlePoliteSignal) }
    for signal in fatal { installFatal(signal) }
    install(SIGWINCH, handler: handleResize)
    if enterSequence != nil {
      install(SIGTSTP, handler: handleSuspend)
      install(SIGCONT, handler: handleContinue)
    }
  }

  /// Restores the terminal if it is still armed; safe to call more than once.
  static func restore() { restoreTerminalNow() }

  /// The polite termination signal that ended the run loop, if one did.
  static var requestedTermination: Int32? {
    emergencyState.requestedTermination == 0 ? nil : emergencyState.requestedTermination
  }

  /// Whether a crash signal is being handled: standard input was taken off the terminal for
  /// the crash reporter, and its end means nothing.
  static var isCrashing: Bool { emergencyState.crashing != 0 }

  /// Suspends the program as the terminal's Ctrl-Z would (raw mode delivers it as a key).
  static func suspend() {
    kill(0, SIGTSTP)
  }

  /// Ends the process with `signal`'s default action (for a shell, "killed by SIGTERM").
  static func endProcess(with signal: Int32) -> Never {
    setHandler(signal, nil)
    raise(signal)
    // Only reached if the signal is blocked or ignored by default.
    exit(128 + signal)
  }

  /// Stops watching: the terminal was restored normally. With `ignoringHangups`, a later
  /// SIGHUP is ignored: the program is saving its work before it exits, and a closed terminal
  /// sends its hangup late, after its input has already ended.
  static func disarm(ignoringHangups: Bool = false) {
    // The hangup is ignored before our handler goes, not after its default action is back: in
    // between, a hangup would end the process before it saved.
    if ignoringHangups { signal(SIGHUP, SIG_IGN) }
    emergencyState.armed = 0
    emergencyState.wakePipe = -1
    for signal in polite + fatal + [SIGWINCH, SIGTSTP, SIGCONT] {
      if ignoringHangups && signal == SIGHUP { continue }
      if var previous = emergencyState.previousActions[signal] {
        sigaction(signal, &previous, nil)
      }
    }
    emergencyState.previousActions.removeAll()
  }

  private static func store(_ string: String, in buffer: inout UnsafeMutableBufferPointer<UInt8>) {
    let bytes = Array(string.utf8)
    buffer.deallocate()
    buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    _ = buffer.initialize(from: bytes)
  }

  private static func install(_ signal: Int32, handler: @convention(c) (Int32) -> Void) {
    var previous = sigaction()
    setHandler(signal, handler, previous: &previous)
    remember(previous, for: signal)
  }

  /// Installs the crash handler, which gets the signal's details to pass on to the runtime's.
  private static func installFatal(_ signal: Int32) {
    var action = sigaction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_sigaction = handleFatalSignal
    #else
      action.__sigaction_handler.sa_sigaction = handleFatalSignal
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_SIGINFO | SA_RESTART
    var previous = sigaction()
    sigaction(signal, &action, &previous)
    remember(previous, for: signal)
  }

  private static func remember(_ previous: sigaction, for signal: Int32) {
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
  var rawSettings = termios()
  var exitSequence = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 0)
  var enterSequence = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 0)
  var wakePipe: Int32 = -1
  var requestedTermination: sig_atomic_t = 0
  /// When the termination was requested (CLOCK_MONOTONIC).
  var requestedAt = timespec()
  var crashing: sig_atomic_t = 0
  var installedAtExit = false
  var previousActions: [Int32: SignalAction] = [:]
  /// The previous actions again, as a fixed array the handler can read without allocating.
  var previousBySignal = Array(repeating: sigaction(), count: 65)
}

/// `sigaction` names both a struct and a function; this names the struct unambiguously.
private typealias SignalAction = sigaction

nonisolated(unsafe) private var emergencyState = EmergencyState()

/// Installs `handler` for `signal` (async-signal-safe: no allocation).
private func setHandler(
  _ signal: Int32, _ handler: (@convention(c) (Int32) -> Void)?,
  previous: UnsafeMutablePointer<sigaction>? = nil
) {
  var action = sigaction()
  #if canImport(Darwin)
    action.__sigaction_u.__sa_handler = handler ?? SIG_DFL
  #else
    action.__sigaction_handler.sa_handler = handler ?? SIG_DFL
  #endif
  sigemptyset(&action.sa_mask)
  action.sa_flags = SA_RESTART
  sigaction(signal, &action, previous)
}

private func write(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
  if let base = buffer.baseAddress, buffer.count > 0 {
    _ = systemWrite(STDOUT_FILENO, base, buffer.count)
  }
}

private func wake(_ byte: UInt8) {
  let pipe = emergencyState.wakePipe
  guard pipe >= 0 else { return }
  var byte = byte
  _ = systemWrite(pipe, &byte, 1)
}

/// Leaves the full screen and raw mode, without disarming.
private func leaveTerminal() {
  write(emergencyState.exitSequence)
  if emergencyState.hasSettings {
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &emergencyState.savedSettings)
  }
}

private func restoreTerminalNow() {
  guard emergencyState.armed != 0 else { return }
  emergencyState.armed = 0
  leaveTerminal()
}

/// Restores the terminal, puts back what handled `signal` before (the default, or the
/// runtime's crash reporter) and raises it again: it is delivered when this handler returns.
private func endProcess(_ signal: Int32) {
  restoreTerminalNow()
  if signal >= 0 && signal < 65 {
    var action = emergencyState.previousBySignal[Int(signal)]
    sigaction(signal, &action, nil)
  } else {
    setHandler(signal, nil)
  }
  raise(signal)
}

private func handlePoliteSignal(_ signal: Int32) {
  let savedErrno = errno
  defer { errno = savedErrno }
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  if emergencyState.requestedTermination == 0 {
    // The first request. (While the app is already quitting, as when a closed terminal
    // ends its input too, the wake-up goes nowhere and changes nothing.)
    emergencyState.requestedTermination = signal
    emergencyState.requestedAt = now
    wake(UInt8(ascii: "t"))
  } else if now.tv_sec - emergencyState.requestedAt.tv_sec >= 2 {
    // Asked again, a while later: the app did not end, so end it now.
    endProcess(signal)
  }
  // Otherwise the same request delivered twice: keep saving.
}

private func handleFatalSignal(
  _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  restoreTerminalNow()
  // The runtime's interactive crash reporter would wait for keys on the terminal, and the
  // process would never end: give it no terminal to read. (The input reader must not take
  // the end of that input for a reason to quit normally.)
  emergencyState.crashing = 1
  let null = open("/dev/null", O_RDONLY)
  if null >= 0 { dup2(null, STDIN_FILENO) }
  // Let what handled the signal before (the runtime's crash reporter) report it. It may
  // return (after a `kill -SEGV`, nothing faults again), so the process then ends with the
  // signal's default action.
  if signal >= 0 && signal < 65 {
    let previous = emergencyState.previousBySignal[Int(signal)]
    #if canImport(Darwin)
      let function = previous.__sigaction_u.__sa_sigaction
      let plain = previous.__sigaction_u.__sa_handler
    #else
      let function = previous.__sigaction_handler.sa_sigaction
      let plain = previous.__sigaction_handler.sa_handler
    #endif
    if previous.sa_flags & SA_SIGINFO != 0, let function {
      function(signal, info, context)
    } else if let plain, unsafeBitCast(plain, to: Int.self) > 1 {  // not SIG_DFL or SIG_IGN
      plain(signal)
    }
  }
  setHandler(signal, nil)
  var set = sigset_t()
  sigemptyset(&set)
  sigaddset(&set, signal)
  pthread_sigmask(SIG_UNBLOCK, &set, nil)
  raise(signal)
}

private func handleSuspend(_ signal: Int32) {
  let savedErrno = errno
  defer { errno = savedErrno }
  if emergencyState.armed != 0 { leaveTerminal() }
  // Stop for real: the default action, delivered once unblocked (it is blocked while its own
  // handler runs). The process stops inside `sigprocmask` and goes on from there when
  // continued.
  setHandler(SIGTSTP, nil)
  raise(SIGTSTP)
  var set = sigset_t()
  sigemptyset(&set)
  sigaddset(&set, SIGTSTP)
  pthread_sigmask(SIG_UNBLOCK, &set, nil)
  setHandler(SIGTSTP, handleSuspend)
  // Also when the stop was refused (an orphaned process group is not stopped).
  reenterTerminal()
}

private func handleContinue(_ signal: Int32) {
  let savedErrno = errno
  defer { errno = savedErrno }
  reenterTerminal()
}

/// Back to raw mode and the full screen after a stop, and a redraw of everything at the size
/// the terminal has now.
private func reenterTerminal() {
  guard emergencyState.armed != 0 else { return }
  if emergencyState.hasSettings {
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &emergencyState.rawSettings)
  }
  write(emergencyState.enterSequence)
  wake(UInt8(ascii: "w"))
}

private func handleResize(_ signal: Int32) {
  let savedErrno = errno
  defer { errno = savedErrno }
  wake(UInt8(ascii: "w"))
}
