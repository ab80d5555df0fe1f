import Foundation
import LiveSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// One run of a hook command: `/bin/sh -c` as the leader of a new session (so in its own
/// process group, with no controlling terminal: it cannot open `/dev/tty` and draw over the
/// app), input from `/dev/null`, output and errors captured in a pipe, every signal at its
/// default, no descriptor of the app's but those three.
///
/// At the time limit the whole process group is killed, not only the shell: what the command
/// started (`sleep 20` in `sleep 20; notify-send …`) goes with it. A command that ends in time
/// may leave programs running in the background (`mpv chime.ogg &`); they are not touched, and
/// their output is read and dropped until they close it.
///
/// `posix_spawn` and `waitpid` rather than Foundation's `Process`, which can neither start a
/// program in a new session nor wait for a group.
///
/// ```swift
/// let outcome = await HookProcess.run("notify-send Done", environment: env, timeout: .seconds(10))
/// ```
enum HookProcess {
  /// How a run ended.
  enum Outcome: Equatable, Sendable {
    /// The shell exited with this status.
    case exited(Int32, output: String)
    /// The shell was ended by this signal (not ours).
    case signalled(Int32, output: String)
    /// Still running at the time limit: the group was killed.
    case timedOut(output: String)
    /// The shell could not be started.
    case failedToStart(String)
  }

  /// The most of the output kept (its end), in bytes.
  static let outputLimit = 4096

  /// Runs `command` and waits for it, or for its time limit. Cancelling the caller (the app is
  /// quitting) stops the wait and leaves the command to finish by itself.
  static func run(_ command: String, environment: [String: String], timeout: Duration) async
    -> Outcome?
  {
    let (stream, continuation) = AsyncStream.makeStream(of: Outcome.self)
    let thread = Thread {
      _ = runBlocking(command, environment: environment, timeout: timeout) {
        continuation.yield($0)
      }
      continuation.finish()
    }
    thread.start()
    for await outcome in stream { return outcome }
    return nil
  }

  /// Starts the command and watches it on the calling thread; `report` gets the outcome as
  /// soon as the shell is gone, while the thread goes on draining the output of programs the
  /// command left in the background. Returns the same outcome.
  private static func runBlocking(
    _ command: String, environment: [String: String], timeout: Duration,
    report: (Outcome) -> Void
  ) -> Outcome {
    var fds: [Int32] = [-1, -1]
    guard pipe(&fds) == 0 else { return .failedToStart("no pipe for its output") }
    for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    let (readEnd, writeEnd) = (fds[0], fds[1])
    defer { close(readEnd) }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
    posix_spawn_file_actions_adddup2(&actions, writeEnd, 2)
    if let closeFrom = ChildSpawn.addCloseFrom { _ = closeFrom(&actions, 3) }

    let words: [String] = ["/bin/sh", "-c", command]
    let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let envp: [UnsafeMutablePointer<CChar>?] =
      environment.map { (key, value) -> UnsafeMutablePointer<CChar>? in strdup("\(key)=\(value)") }
      + [nil]
    defer { for pointer in envp { free(pointer) } }
    var pid = pid_t()
    // A new session: its own process group, with no controlling terminal.
    let spawned = ChildSpawn.withAttributes(flags: ChildSpawn.newSession) {
      posix_spawn(&pid, "/bin/sh", &actions, $0, argv, envp)
    }
    close(writeEnd)
    guard spawned == 0 else {
      let outcome = Outcome.failedToStart(String(cString: strerror(spawned)))
      report(outcome)
      return outcome
    }

    _ = fcntl(readEnd, F_SETFL, fcntl(readEnd, F_GETFL) | O_NONBLOCK)
    var output = OutputTail(limit: outputLimit)
    var isOpen = true
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var status: Int32 = 0
    var outcome: Outcome?
    while outcome == nil {
      let left = clock.now.duration(to: deadline)
      if left <= .zero {
        // The whole group: the shell and whatever it started.
        kill(-pid, SIGKILL)
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        if isOpen { isOpen = drain(readEnd, into: &output) }
        outcome = .timedOut(output: output.text)
        break
      }
      if isOpen {
        // Wake for output, or every 50 ms to look at the shell (a hook is short and rare).
        var poller = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
        let wait = Int32(min(50, max(1, left / .milliseconds(1))))
        if poll(&poller, 1, wait) > 0 { isOpen = drain(readEnd, into: &output) }
      } else {
        usleep(20_000)
      }
      let ended = waitpid(pid, &status, WNOHANG)
      if ended == pid {
        if isOpen { isOpen = drain(readEnd, into: &output) }
        let signal = status & 0x7F
        outcome =
          signal == 0
          ? .exited((status >> 8) & 0xFF, output: output.text)
          : .signalled(signal, output: output.text)
      }
    }
    let result = outcome!
    report(result)
    // Programs the command left in the background may still write: read and drop it, so that
    // they never block on a full pipe nor die of SIGPIPE.
    if isOpen {
      _ = fcntl(readEnd, F_SETFL, fcntl(readEnd, F_GETFL) & ~O_NONBLOCK)
      var sink = OutputTail(limit: 0)
      while drain(readEnd, into: &sink) {}
    }
    return result
  }

  /// Reads what is there; `false` once the pipe is closed by every writer.
  private static func drain(_ fd: Int32, into output: inout OutputTail) -> Bool {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(fd, &buffer, buffer.count)
      if count > 0 {
        output.append(buffer[0..<count])
      } else if count == 0 {
        return false
      } else if errno == EINTR {
        continue
      } else {
        return true  // EAGAIN: nothing more for now
      }
    }
  }
}

/// The last `limit` bytes of a stream.
struct OutputTail {
  let limit: Int
  private(set) var bytes: [UInt8] = []

  init(limit: Int) { self.limit = limit }

  mutating func append(_ chunk: ArraySlice<UInt8>) {
    guard limit > 0 else { return }
    bytes += chunk
    if bytes.count > limit { bytes.removeFirst(bytes.count - limit) }
  }

  var text: String { String(decoding: bytes, as: UTF8.self) }
}
