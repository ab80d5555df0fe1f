import ConcurrencyExtras
import Foundation

/// Where a test step was written, so that its failures point at it.
struct CallSite: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
}

extension TestStore {
  /// Reports a failure as the exhaustivity asks: a failure when `.on`, an expected issue when
  /// skipped assertions are shown, nothing otherwise.
  func reportFailure(
    _ message: String, exhaustivity: Exhaustivity? = nil, at site: CallSite
  ) {
    switch exhaustivity ?? self.exhaustivity {
    case .on:
      reportTestIssue(message, at: site)
    case .off(showSkippedAssertions: true):
      reportSkippedAssertion(message, at: site)
    case .off(showSkippedAssertions: false):
      break
    }
  }
}

/// Reports a failure at a step of a test.
func reportTestIssue(_ message: String, at site: CallSite) {
  reportIssue(
    message, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
  )
}

/// Reports what a non-exhaustive store did not check, as an issue the test expects.
func reportSkippedAssertion(_ message: String, at site: CallSite) {
  let message = "Skipped assertions: …\n\n\(message)"
  #if !_runtime(_ObjC)
    // XCTest can only expect failures on Apple platforms; elsewhere the note is printed.
    if case .xcTest? = TestContext.current {
      print("\(site.fileID):\(site.line): ◽️ \(message)")
      return
    }
  #endif
  withExpectedIssue(
    fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
  ) {
    reportTestIssue(message, at: site)
  }
}

/// " after 1.0 seconds", or nothing for a zero timeout.
func describeTimeout(_ nanoseconds: UInt64) -> String {
  nanoseconds > 0 ? " after \(Double(nanoseconds) / 1_000_000_000) seconds" : ""
}

/// A point in time a wait gives up at, measured on the continuous clock.
struct Deadline {
  let start = ContinuousClock.now
  let limit: Duration

  init(nanoseconds: UInt64) {
    self.limit = .nanoseconds(Int64(clamping: nanoseconds))
  }

  var hasPassed: Bool {
    self.start.duration(to: .now) >= self.limit
  }
}

extension Duration {
  /// The duration in whole nanoseconds, for the timeouts expressed in them.
  var nanoseconds: UInt64 {
    let (seconds, attoseconds) = self.components
    guard seconds >= 0 else { return 0 }
    return UInt64(seconds) * 1_000_000_000 + UInt64(max(0, attoseconds) / 1_000_000_000)
  }
}

extension String {
  /// The string with every line moved right by a number of spaces.
  func indent(by count: Int) -> String {
    let indent = String(repeating: " ", count: count)
    return self.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : indent + $0 }
      .joined(separator: "\n")
  }
}

/// Counts the test stores that want the main serial executor, so that stores of tests running
/// in parallel do not switch it off under each other.
@MainActor
enum MainSerialExecutorUsers {
  private static var count = 0
  private static var wasInUse = false

  static func acquire() {
    if count == 0 {
      wasInUse = uncheckedUseMainSerialExecutor
      uncheckedUseMainSerialExecutor = true
    }
    count += 1
  }

  static func release() {
    count -= 1
    if count == 0 {
      uncheckedUseMainSerialExecutor = wasInUse
    }
  }
}
