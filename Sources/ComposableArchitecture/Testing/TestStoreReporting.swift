import CustomDump
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
  let message = "Skipped assertions.\n\n\(message)"
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

/// "1 received action was" or "2 received actions were", to begin a sentence about them.
func countedWithVerb(_ count: Int, _ noun: String) -> String {
  count == 1 ? "1 \(noun) was" : "\(count) \(noun)s were"
}

/// A value dumped for a failure message.
func dumped<Value>(_ value: Value, indent: Int = 0) -> String {
  var dump = ""
  customDump(value, to: &dump, indent: indent)
  return dump
}

/// One value dumped alone, several as a list.
func dumpedOneOrMany<Value>(_ values: [Value]) -> String {
  values.count == 1 ? dumped(values[0]) : dumped(values)
}

/// How an actual value differs from the expected one: a diff, or both in full when a diff
/// cannot tell them apart (values that dump alike).
func describeDifference<Value>(expected: Value, actual: Value, actualLabel: String) -> String {
  if let difference = diff(expected, actual, format: .proportional) {
    return "\(difference.indent(by: 4))\n\n(Expected: −, \(actualLabel): +)"
  }
  return """
    Expected:
    \(String(describing: expected).indent(by: 2))

    \(actualLabel):
    \(String(describing: actual).indent(by: 2))
    """
}

/// " after 1.0 seconds", or nothing for a zero timeout.
func describeTimeout(_ nanoseconds: UInt64) -> String {
  nanoseconds > 0 ? " after \(Double(nanoseconds) / 1_000_000_000) seconds" : ""
}

extension String {
  /// The string with every line moved right by a number of spaces.
  @usableFromInline
  func indent(by count: Int) -> String {
    let indent = String(repeating: " ", count: count)
    return self.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : indent + $0 }
      .joined(separator: "\n")
  }
}
