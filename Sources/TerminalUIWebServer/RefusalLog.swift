import Foundation

/// Logs refused requests without letting a flood of them flood the log: at most `limit` lines
/// per `window`, then one line saying how many more were refused.
///
/// ```swift
/// let log = RefusalLog { line in logger.warning("\(line)") }
/// log.refused("the page", reason: "no token or cookie")
/// ```
package final class RefusalLog: @unchecked Sendable {
  package let limit: Int
  package let window: Duration
  private let now: @Sendable () -> ContinuousClock.Instant
  private let write: @Sendable (String) -> Void
  private let lock = NSLock()
  private var windowStart: ContinuousClock.Instant
  private var written = 0
  private var suppressed = 0

  package init(
    limit: Int = 10, window: Duration = .seconds(60),
    now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now },
    write: @escaping @Sendable (String) -> Void
  ) {
    self.limit = limit
    self.window = window
    self.now = now
    self.write = write
    self.windowStart = now()
  }

  /// Records a refusal of `what` (`"the page"`, `"a socket"`) for `reason`.
  package func refused(_ what: String, reason: String) {
    let lines: [String] = lock.withLock {
      var lines: [String] = []
      let time = now()
      if time - windowStart >= window {
        if suppressed > 0 {
          lines.append(
            "refused \(suppressed) more request\(suppressed == 1 ? "" : "s") "
              + "(at most \(limit) are logged a minute)")
        }
        windowStart = time
        written = 0
        suppressed = 0
      }
      if written < limit {
        written += 1
        lines.append("refused \(what): \(reason)")
      } else {
        suppressed += 1
      }
      return lines
    }
    for line in lines { write(line) }
  }
}
