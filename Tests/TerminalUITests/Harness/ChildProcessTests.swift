import Testing

@testable import TerminalUITesting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The end-to-end tests poll tmux through `ChildProcess` from parallel tests. A pipe end that
/// leaked into another test's tmux server (which lives as long as that test) made reading the
/// screen wait for that server to exit, and the waiting test then reported a stale screen.
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
    defer {
      close(pipe.read)
      close(pipe.write)
    }
    // Another thread starts a long-lived program while the pipe is open, with no care for
    // descriptors (as a tmux server started by a parallel test).
    let other = try Self.spawn(["/bin/sleep", "30"])
    defer {
      kill(other, SIGKILL)
      waitpid(other, nil, 0)
    }
    // `posix_spawn` returns once the program is running, so its descriptors are settled.
    let held = try Self.descriptorTargets(of: other)
    #expect(!held.isEmpty)
    #expect(!held.contains("pipe:[\(try Self.inode(of: pipe.write))]"))
  }

  static func inode(of fd: Int32) throws -> UInt {
    var status = stat()
    try #require(fstat(fd, &status) == 0)
    return UInt(status.st_ino)
  }

  /// What each open descriptor of process `pid` refers to (`pipe:[…]`, a path…).
  static func descriptorTargets(of pid: pid_t) throws -> [String] {
    let directory = "/proc/\(pid)/fd"
    let listing = try #require(opendir(directory))
    defer { closedir(listing) }
    var targets: [String] = []
    while let entry = readdir(listing) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name.first?.isNumber == true else { continue }
      var buffer = [CChar](repeating: 0, count: 256)
      let count = readlink("\(directory)/\(name)", &buffer, buffer.count - 1)
      guard count > 0 else { continue }
      targets.append(
        String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
    return targets
  }

  static func spawn(_ arguments: [String]) throws -> pid_t {
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    try #require(posix_spawn(&pid, arguments[0], nil, nil, argv, environ) == 0)
    return pid
  }
}
