import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The `sharing-writer` program (Tests/SharingWriter) running as a child process, with its
/// standard output readable line by line.
final class WriterProcess {
  let pid: pid_t
  private let output: FileHandle
  private var buffer = Data()

  /// Starts `sharing-writer` with `arguments`.
  init(_ arguments: [String]) throws {
    let executable = try Self.executable()
    var fds: [Int32] = [-1, -1]
    // Close-on-exec, so that no other child started meanwhile (tmux, by another test) keeps
    // the write end open and this side never sees the end of the output.
    try #require(pipe(&fds) == 0)
    for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
    posix_spawn_file_actions_addclose(&actions, fds[0])
    posix_spawn_file_actions_addclose(&actions, fds[1])
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let status = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    close(fds[1])
    guard status == 0 else {
      close(fds[0])
      throw SpawnError(description: "could not run \(executable): \(status)")
    }
    self.pid = pid
    output = FileHandle(fileDescriptor: fds[0], closeOnDealloc: true)
  }

  /// The next line of output, or `nil` at its end.
  func readLine() -> String? {
    while true {
      if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: buffer[..<newline], as: UTF8.self)
        buffer = Data(buffer[buffer.index(after: newline)...])
        return line
      }
      let chunk = output.availableData
      guard !chunk.isEmpty else { return nil }
      buffer.append(chunk)
    }
  }

  /// Kills the process at once (no exit handlers run) and waits for it.
  func kill() {
    _ = Glibc.kill(pid, SIGKILL)
    _ = waitForExit()
  }

  /// Waits for the process to exit and returns its exit status.
  func waitForExit() -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return status
  }

  /// `sharing-writer`, built beside the test bundle.
  private static func executable() throws -> String {
    var directories: [URL] = []
    let current = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      .map(URL.init(fileURLWithPath:))
    if let current { directories.append(current.deletingLastPathComponent()) }
    directories.append(Bundle.main.bundleURL)
    directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
    for directory in directories {
      let path = directory.appendingPathComponent("sharing-writer").path
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    throw SpawnError(description: "sharing-writer not found in \(directories.map(\.path))")
  }

  struct SpawnError: Error, CustomStringConvertible {
    let description: String
  }
}
