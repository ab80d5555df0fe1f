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
/// The thread blocks in `poll` on standard input and on a wake-up pipe; the SIGWINCH handler
/// and `stop()` write to that pipe. A lone Esc is reported after `escapeTimeout` without more
/// bytes.
final class InputReader: @unchecked Sendable {
  enum Event: Sendable {
    case input([InputEvent])
    case resized
    case endOfInput
  }

  let events: AsyncStream<Event>
  private let continuation: AsyncStream<Event>.Continuation
  /// The pipe's read end (watched by the thread) and write end (for signals and `stop()`).
  private let wakeRead: Int32
  let wakeWrite: Int32
  private let escapeTimeoutMilliseconds: Int32
  private var thread: Thread?

  init(escapeTimeoutMilliseconds: Int32 = 25) {
    (events, continuation) = AsyncStream.makeStream(of: Event.self)
    var fds: [Int32] = [-1, -1]
    if pipe(&fds) != 0 { fds = [-1, -1] }
    wakeRead = fds[0]
    wakeWrite = fds[1]
    for fd in fds where fd >= 0 {
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }
    self.escapeTimeoutMilliseconds = escapeTimeoutMilliseconds
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
    var decoder = InputDecoder()
    var inputOpen = true
    var buffer = [UInt8](repeating: 0, count: 4096)
    defer { continuation.finish() }
    while true {
      var fds = [
        pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
        pollfd(fd: inputOpen ? STDIN_FILENO : -1, events: Int16(POLLIN), revents: 0),
      ]
      let timeout = decoder.needsFlush ? escapeTimeoutMilliseconds : -1
      let ready = poll(&fds, nfds_t(fds.count), timeout)
      if ready < 0 {
        if errno == EINTR { continue }
        return
      }
      if ready == 0 {
        let events = decoder.flush()
        if !events.isEmpty { continuation.yield(.input(events)) }
        continue
      }
      if fds[0].revents != 0 {
        let count = systemRead(wakeRead, &buffer, buffer.count)
        if count > 0 {
          let bytes = buffer[0..<count]
          if bytes.contains(UInt8(ascii: "q")) { return }
          if bytes.contains(UInt8(ascii: "w")) { continuation.yield(.resized) }
        }
      }
      if inputOpen && fds[1].revents != 0 {
        let count = systemRead(STDIN_FILENO, &buffer, buffer.count)
        if count > 0 {
          let events = decoder.decode(buffer[0..<count])
          if !events.isEmpty { continuation.yield(.input(events)) }
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
          inputOpen = false
          let events = decoder.flush()
          if !events.isEmpty { continuation.yield(.input(events)) }
          continuation.yield(.endOfInput)
        }
      }
    }
  }
}
