import Foundation

/// What TCA's own tests read of a store's life: when enabled, each store's creation and release
/// is recorded as a line (`"StoreOf<Feature>.init"`, `"StoreOf<Feature>.deinit"`).
///
/// TCA sends these lines to the unified log on Apple platforms; Linux has none, so they are only
/// kept in ``logs``, for a test to read. Nothing is recorded in release builds.
@_spi(Logging)
@preconcurrency @MainActor
public final class Logger {
  /// The one logger stores write to.
  public static let shared = Logger()

  /// Whether lines are recorded; off until a test turns it on.
  public var isEnabled: Bool {
    get { StoreLog.isEnabled }
    set { StoreLog.isEnabled = newValue }
  }

  /// The lines recorded since the last ``clear()``.
  public var logs: [String] {
    get { StoreLog.lines }
    set { StoreLog.lines = newValue }
  }

  /// Records a line, if the logger is enabled.
  public func log(_ string: @autoclosure () -> String) {
    StoreLog.record(string())
  }

  /// Forgets the lines recorded so far.
  public func clear() {
    StoreLog.lines = []
  }
}

/// The logger's lines, behind a lock: a store may be released on any thread (on Linux the main
/// actor does not always run on the main thread), and its release is recorded where it happens.
enum StoreLog {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var enabled = false
  nonisolated(unsafe) private static var recorded: [String] = []

  static var isEnabled: Bool {
    get { lock.withLock { enabled } }
    set { lock.withLock { enabled = newValue } }
  }

  static var lines: [String] {
    get { lock.withLock { recorded } }
    set { lock.withLock { recorded = newValue } }
  }

  /// Records a line if the log is enabled; the line is only made then.
  static func record(_ line: @autoclosure () -> String) {
    #if DEBUG
      guard isEnabled else { return }
      let line = line()
      lock.withLock { recorded.append(line) }
    #endif
  }
}
