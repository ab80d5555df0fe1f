import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A process told apart from any later one that reuses its id: the host, the pid and the
/// kernel's start time of the process.
///
/// Files shared by several copies of an app record who owns them with it; the owner is gone
/// once ``isRunning`` is false, even after a `kill -9` that gave it no chance to say so.
///
/// ```swift
/// let me = ProcessIdentity.current
/// if let owner = storedOwner, owner != me, owner.isRunning { print("in use by \(owner.pid)") }
/// ```
package struct ProcessIdentity: Sendable, Equatable, Hashable {
  package var host: String
  package var pid: Int32
  /// The process's start time in clock ticks since boot (`/proc/<pid>/stat`, field 22), or
  /// an empty string where it cannot be read.
  package var startTime: String

  package init(host: String, pid: Int32, startTime: String) {
    self.host = host
    self.pid = pid
    self.startTime = startTime
  }

  /// This process.
  package static var current: ProcessIdentity {
    let pid = getpid()
    return ProcessIdentity(
      host: hostName, pid: pid, startTime: startTime(of: pid) ?? "")
  }

  /// Whether the process still runs. A process on another host cannot be checked and counts
  /// as running.
  package var isRunning: Bool {
    guard host == Self.hostName else { return true }
    // EPERM: it exists but belongs to someone else.
    guard kill(pid, 0) == 0 || errno == EPERM else { return false }
    guard !startTime.isEmpty, let now = Self.startTime(of: pid) else { return true }
    return now == startTime
  }

  /// The name of this machine.
  package static var hostName: String {
    var buffer = [CChar](repeating: 0, count: 256)
    guard gethostname(&buffer, buffer.count - 1) == 0 else { return "" }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Field 22 of `/proc/<pid>/stat`. The command name (field 2) may hold spaces and
  /// parentheses, so the fields are counted after its closing parenthesis.
  static func startTime(of pid: Int32) -> String? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    // After the name come field 3 (state) onwards, so field 22 is at index 19.
    guard fields.count > 19 else { return nil }
    return String(fields[19])
  }
}
