import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A pipe whose read end a `poll` loop watches, so another thread can wake it to stop.
///
/// Signalling after `close()` is a no-op: the lock keeps a late signal from writing to a
/// descriptor number the process may already have reused.
final class WakeUpPipe: Sendable {
  private let fds: Mutex<(read: Int32, write: Int32)?>

  /// The end to add to a `poll` set with `POLLIN`; -1 once closed.
  var readEnd: Int32 { fds.withLock { $0?.read ?? -1 } }

  init() throws(POSIXError) {
    var ends: [Int32] = [-1, -1]
    // pipe2 is hidden behind _GNU_SOURCE in the Glibc module, so set the flags afterwards.
    guard pipe(&ends) == 0 else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    for fd in ends {
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    }
    fds = Mutex((ends[0], ends[1]))
  }

  /// Makes the read end readable; safe from any thread, any number of times.
  func signal() {
    fds.withLock { fds in
      guard let fds else { return }
      var byte: UInt8 = 1
      // A full pipe already wakes the reader, so a failed write needs no handling.
      _ = write(fds.write, &byte, 1)
    }
  }

  /// Closes both ends; later signals do nothing.
  func close() {
    fds.withLock { fds in
      guard let ends = fds else { return }
      _ = Glibc.close(ends.read)
      _ = Glibc.close(ends.write)
      fds = nil
    }
  }

  deinit { close() }
}
