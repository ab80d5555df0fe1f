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

extension String {
  /// The string with every line moved right by a number of spaces.
  func indent(by count: Int) -> String {
    let indent = String(repeating: " ", count: count)
    return self.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : indent + $0 }
      .joined(separator: "\n")
  }
}
