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
enum ChildProcess {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Runs `path` with `arguments` (standard input and error from and to `/dev/null`) and
  /// returns its standard output, or "" when `capturingOutput` is false.
  @discardableResult
  static func run(_ path: String, _ arguments: [String], capturingOutput: Bool) throws -> String {
    var fds: [Int32] = [-1, -1]
    guard pipe(&fds) == 0 else { throw Failure(description: "could not create a pipe") }
    defer { close(fds[0]) }
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    if capturingOutput {
      posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addclose(&actions, fds[0])
    posix_spawn_file_actions_addclose(&actions, fds[1])
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let status = posix_spawn(&pid, path, &actions, nil, argv, environ)
    close(fds[1])
    guard status == 0 else {
      throw Failure(description: "could not run \(path): \(String(cString: strerror(status)))")
    }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = systemRead(fds[0], &buffer, buffer.count)
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
