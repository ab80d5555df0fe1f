import LiveSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program and waits for it, with `posix_spawn` and `waitpid`.
///
/// Foundation's `Process` is not used: on Linux it can miss the exit of a child that forked a
/// daemon (as `tmux new-session` does) and wait forever.
///
/// A child gets standard input, output and error and no other descriptor, and the pipe that
/// carries its output is close-on-exec. Otherwise a long-lived child started meanwhile by
/// another thread (a tmux server of a parallel test) would keep a copy of the pipe's write end,
/// and reading to the end of the output would wait for that child to exit, long after this
/// one did.
enum ChildProcess {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Runs `path` with `arguments` (standard input and error from and to `/dev/null`) and
  /// returns its standard output, or "" when `capturingOutput` is false.
  @discardableResult
  static func run(_ path: String, _ arguments: [String], capturingOutput: Bool) throws -> String {
    let fds = try makePipe()
    defer { close(fds.read) }
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    if capturingOutput {
      posix_spawn_file_actions_adddup2(&actions, fds.write, 1)
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    if let closeFrom = ChildSpawn.addCloseFrom {
      _ = closeFrom(&actions, 3)
    } else {
      posix_spawn_file_actions_addclose(&actions, fds.read)
      posix_spawn_file_actions_addclose(&actions, fds.write)
    }
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let status = ChildSpawn.withAttributes { posix_spawn(&pid, path, &actions, $0, argv, environ) }
    close(fds.write)
    guard status == 0 else {
      throw Failure(description: "could not run \(path): \(String(cString: strerror(status)))")
    }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = systemRead(fds.read, &buffer, buffer.count)
      if count > 0 {
        output += buffer[0..<count]
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        break
      }
    }
    var exitStatus: Int32 = 0
    while waitpid(pid, &exitStatus, 0) < 0 && errno == EINTR {}
    return String(decoding: output, as: UTF8.self)
  }

  /// A pipe whose two ends are closed in any program this process starts, so that only the
  /// child it is handed to (as a duplicate) holds its write end.
  static func makePipe() throws -> (read: Int32, write: Int32) {
    var fds: [Int32] = [-1, -1]
    if let pipe2 = ChildSpawn.pipe2 {
      guard pipe2(&fds, O_CLOEXEC) == 0 else {
        throw Failure(description: "could not create a pipe")
      }
    } else {
      // Without pipe2 (Darwin) another thread may start a program between these two calls;
      // the window is far shorter than a spawn.
      guard pipe(&fds) == 0 else { throw Failure(description: "could not create a pipe") }
      for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    }
    return (fds[0], fds[1])
  }

  /// Pauses the calling thread (for polling another process's output).
  static func pause(milliseconds: Int) {
    usleep(useconds_t(milliseconds * 1000))
  }

  /// The path of the running executable.
  static var currentExecutable: String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return CommandLine.arguments.first }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

#if canImport(Glibc)
  private let systemRead = Glibc.read
#elseif canImport(Musl)
  private let systemRead = Musl.read
#elseif canImport(Darwin)
  private let systemRead = Darwin.read
#endif
