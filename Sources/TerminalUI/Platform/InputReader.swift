import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads standard input on its own thread and delivers decoded events, terminal resizes and
/// the end of input as an async stream.
///
/// The thread blocks in `poll` on standard input and on a wake-up pipe; the signal handlers
/// (SIGWINCH, SIGCONT, SIGTERM…) and `stop()` write to that pipe. A lone Esc is reported after
/// `escapeTimeout` without more bytes, and an escape sequence cut between reads waits up to
/// `sequenceTimeout` for its rest (see ``TimedInputDecoder``).
final class InputReader: @unchecked Sendable {
  typealias Event = TerminalEvent

  let events: AsyncStream<Event>
  private let continuation: AsyncStream<Event>.Continuation
  /// The pipe's read end (watched by the thread) and write end (for signals and `stop()`).
  private let wakeRead: Int32
  let wakeWrite: Int32
  private let escapeTimeout: Duration
  private let sequenceTimeout: Duration
  private var thread: Thread?

  init(escapeTimeout: Duration = .milliseconds(25), sequenceTimeout: Duration = .seconds(1)) {
    (events, continuation) = AsyncStream.makeStream(of: Event.self)
    var fds: [Int32] = [-1, -1]
    if pipe(&fds) != 0 { fds = [-1, -1] }
    wakeRead = fds[0]
    wakeWrite = fds[1]
    for fd in fds where fd >= 0 {
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }
    self.escapeTimeout = escapeTimeout
    self.sequenceTimeout = sequenceTimeout
  }

  deinit {
    if wakeRead >= 0 { close(wakeRead) }
    if wakeWrite >= 0 { close(wakeWrite) }
  }

  func start() {
    let thread = Thread { [self] in self.loop() }
    thread.name = "TerminalUI input"
    self.thread = thread
    thread.start()
  }

  /// Ends the thread; the stream finishes.
  func stop() {
    var byte = UInt8(ascii: "q")
    _ = systemWrite(wakeWrite, &byte, 1)
  }

  private func loop() {
    var decoder = TimedInputDecoder(
      escapeTimeout: escapeTimeout, sequenceTimeout: sequenceTimeout)
    let clock = ContinuousClock()
    let start = clock.now
    var inputOpen = true
    var buffer = [UInt8](repeating: 0, count: 4096)
    defer { continuation.finish() }
    while true {
      var fds = [
        pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
        pollfd(fd: inputOpen ? STDIN_FILENO : -1, events: Int16(POLLIN), revents: 0),
      ]
      let timeout = Self.milliseconds(until: decoder.deadline, clock.now - start)
      let ready = poll(&fds, nfds_t(fds.count), timeout)
      if ready < 0 {
        if errno == EINTR { continue }
        return
      }
      if ready == 0 {
        let events = decoder.expire(at: clock.now - start)
        if !events.isEmpty { continuation.yield(.input(events)) }
        continue
      }
      if fds[0].revents != 0 {
        let count = systemRead(wakeRead, &buffer, buffer.count)
        if count > 0 {
          let bytes = buffer[0..<count]
          if bytes.contains(UInt8(ascii: "q")) { return }
          if bytes.contains(UInt8(ascii: "w")) { continuation.yield(.resized) }
          if bytes.contains(UInt8(ascii: "t")) { continuation.yield(.terminationRequested) }
        }
      }
      if inputOpen && fds[1].revents != 0 {
        let count = systemRead(STDIN_FILENO, &buffer, buffer.count)
        if count > 0 {
          let events = decoder.receive(buffer[0..<count], at: clock.now - start)
          if !events.isEmpty { continuation.yield(.input(events)) }
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
          inputOpen = false
          // A crash took standard input away; the crash handler ends the process.
          if SignalHandlers.isCrashing { continue }
          let events = decoder.finish()
          if !events.isEmpty { continuation.yield(.input(events)) }
          continuation.yield(.endOfInput)
        }
      }
    }
  }

  /// The `poll` timeout that wakes the thread at `deadline` (rounded up, so it never wakes
  /// early and spins), or -1 to wait for input alone.
  static func milliseconds(until deadline: Duration?, _ now: Duration) -> Int32 {
    guard let deadline else { return -1 }
    let remaining = deadline - now
    guard remaining > .zero else { return 0 }
    let (seconds, attoseconds) = remaining.components
    let whole = seconds * 1000 + attoseconds / 1_000_000_000_000_000
    let rest = attoseconds % 1_000_000_000_000_000
    return Int32(clamping: whole + (rest > 0 ? 1 : 0))
  }
}
