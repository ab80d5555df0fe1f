#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What every program we start with `posix_spawn` shares: a clean signal state, and the C
/// library's calls the Swift overlay hides behind `_GNU_SOURCE`.
///
/// ```swift
/// let status = ChildSpawn.withAttributes(flags: ChildSpawn.newSession) { attributes in
///   posix_spawn(&pid, "/bin/sh", &actions, attributes, argv, envp)
/// }
/// ```
package enum ChildSpawn {
  #if canImport(Darwin)
    package typealias FileActions = posix_spawn_file_actions_t?
    package typealias Attributes = posix_spawnattr_t?
  #else
    package typealias FileActions = posix_spawn_file_actions_t
    package typealias Attributes = posix_spawnattr_t
  #endif

  /// `POSIX_SPAWN_SETSID` (glibc 2.26): the child calls `setsid()`, which also makes it the
  /// leader of a new process group.
  package static let newSession: Int32 = 0x80

  /// Calls `body` with spawn attributes under which the child starts with no signal blocked
  /// and every signal at its default action, plus `flags`.
  ///
  /// A child keeps its parent thread's signal mask, and the caller may be a dispatch worker
  /// thread, which blocks most signals: a tmux server started from there could not end
  /// itself with SIGTERM, and a hook's `sleep` ignored its time limit.
  package static func withAttributes<Result>(
    flags: Int32 = 0, _ body: (UnsafePointer<Attributes>) throws -> Result
  ) rethrows -> Result {
    var attributes = Attributes()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigdefault(&attributes, &all)
    var allFlags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF) | flags
    #if canImport(Darwin)
      allFlags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
    #endif
    posix_spawnattr_setflags(&attributes, Int16(allFlags))
    return try body(&attributes)
  }

  /// `posix_spawn_file_actions_addclosefrom_np(actions, fd)`: the child closes every
  /// descriptor from `fd` up (glibc 2.34 and later); `nil` where the C library lacks it.
  package static let addCloseFrom = symbol(
    "posix_spawn_file_actions_addclosefrom_np",
    as: (@convention(c) (UnsafeMutablePointer<FileActions>, Int32) -> Int32).self)

  /// `pipe2(fds, flags)`: a pipe created with flags such as `O_CLOEXEC`, atomically; `nil`
  /// where the C library lacks it.
  package static let pipe2 = symbol(
    "pipe2", as: (@convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32).self)

  private static func symbol<Function>(_ name: String, as type: Function.Type) -> Function? {
    #if canImport(Darwin)
      return nil
    #else
      // A null handle is RTLD_DEFAULT: the symbol as the program itself would resolve it.
      guard let address = dlsym(nil, name) else { return nil }
      return unsafeBitCast(address, to: type)
    #endif
  }
}
