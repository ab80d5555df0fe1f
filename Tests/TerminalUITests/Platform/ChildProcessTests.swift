import Testing

@testable import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The end-to-end tests poll tmux through `ChildProcess` from parallel tests. A descriptor that
/// leaks into another test's tmux server (which lives for the whole test) made a read of the
/// screen wait for that server to exit, and the test then reported a screen seconds old.
struct ChildProcessTests {
  @Test func aChildGetsOnlyTheStandardDescriptors() throws {
    // A pipe opened elsewhere in the process without close-on-exec, as libraries do.
    var fds: [Int32] = [-1, -1]
    try #require(pipe(&fds) == 0)
    defer { for fd in fds { close(fd) } }
    let output = try ChildProcess.run(
      "/bin/sh", ["-c", "readlink /proc/$$/fd/*"], capturingOutput: true)
    #expect(output.contains("pipe:["))  // its standard output
    #expect(!output.contains("pipe:[\(try Self.inode(of: fds[1]))]"))
  }

  @Test func theOutputPipeIsNotInheritedByOtherChildren() throws {
    let pipe = try ChildProcess.makePipe()
    defer { close(pipe.read) }
    // Another thread starts a long-lived program while the pipe is open, with no care for
    // descriptors (as a tmux server started by a parallel test).
    let other = try Self.spawn(["/bin/sleep", "30"])
    defer {
      kill(other, SIGKILL)
      waitpid(other, nil, 0)
    }
    close(pipe.write)
    // With no writer left, the reader sees the end at once rather than waiting for `other`.
    _ = fcntl(pipe.read, F_SETFL, O_NONBLOCK)
    var byte: UInt8 = 0
    #expect(read(pipe.read, &byte, 1) == 0)
  }

  static func inode(of fd: Int32) throws -> UInt {
    var status = stat()
    try #require(fstat(fd, &status) == 0)
    return UInt(status.st_ino)
  }

  static func spawn(_ arguments: [String]) throws -> pid_t {
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    try #require(posix_spawn(&pid, arguments[0], nil, nil, argv, environ) == 0)
    return pid
  }
}
