import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive lock on a directory (`flock`), shared by every process that asks for it, for
/// work that must not interleave between processes, such as creating and migrating a
/// database. The kernel releases it if the holder dies.
///
/// A lock on the directory rather than on a file in it: closing a descriptor of a database
/// file would drop the locks SQLite holds on it.
///
/// ```swift
/// try DirectoryLock.withLock(on: folder, timeout: 5) { try openAndMigrate() }
/// ```
package enum DirectoryLock {
  /// Runs `body` while holding the lock on `directory`, waiting up to `timeout` seconds for
  /// another process to release it. When the directory cannot be opened, `body` runs without
  /// the lock (its own errors then say what is wrong).
  ///
  /// - Throws: `TimedOut` when the lock stayed taken, or what `body` throws.
  package static func withLock<T>(
    on directory: URL, timeout: TimeInterval, _ body: () throws -> T
  ) throws -> T {
    let descriptor = open(directory.path(percentEncoded: false), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return try body() }
    defer { close(descriptor) }
    let deadline = Date().addingTimeInterval(timeout)
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR else { return try body() }
      guard Date() < deadline else { throw TimedOut(directory: directory) }
      // flock cannot wait with a time limit: look again shortly.
      usleep(10_000)
    }
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }

  /// Another process held the lock for longer than the time limit.
  package struct TimedOut: Error, Equatable {
    package var directory: URL
  }
}
