#if !canImport(Darwin)
  import ComposableArchitecture
  import Foundation
  import IssueReporting
  import XCTest

  /// How `reportIssue` (and so every `TestStore` failure) reaches XCTest on Linux.
  ///
  /// IssueReporting's default reporter appends a warning about tests "running in a host
  /// application" to every XCTest failure it cannot place in an XCTest frame, and on Linux it
  /// never can (it looks for Apple's frame names). This one records the failure as
  /// `XCTFail(message)` would, first offering it to the running test's `XCTExpectFailure`s.
  /// Swift Testing, and code outside tests, go to the default reporter, which adds nothing there.
  struct XCTestIssueReporter: IssueReporter {
    let fallback: any IssueReporter

    func reportIssue(
      _ message: @autoclosure () -> String?,
      severity: IssueSeverity,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    ) {
      guard case .xcTest? = TestContext.current else {
        self.fallback.reportIssue(
          message(), severity: severity, fileID: fileID, filePath: filePath, line: line,
          column: column
        )
        return
      }
      recordXCTestFailure(message() ?? "", type: .assertionFailure, filePath: filePath, line: line)
    }

    func reportIssue(
      _ error: any Error,
      _ message: @autoclosure () -> String?,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    ) {
      guard case .xcTest? = TestContext.current else {
        self.fallback.reportIssue(
          error, message(), fileID: fileID, filePath: filePath, line: line, column: column
        )
        return
      }
      // IssueReporting's words for a caught error.
      let text = "Caught error: \(error)\(message().map { ": \($0)" } ?? "")"
      recordXCTestFailure(text, type: .thrownError, error: error, filePath: filePath, line: line)
    }

    func expectIssue(
      _ message: @autoclosure () -> String?,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    ) {
      self.fallback.expectIssue(
        message(), fileID: fileID, filePath: filePath, line: line, column: column
      )
    }

    func expectIssue(
      _ error: any Error,
      _ message: @autoclosure () -> String?,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    ) {
      self.fallback.expectIssue(
        error, message(), fileID: fileID, filePath: filePath, line: line, column: column
      )
    }
  }

  /// Records a failure as `XCTFail(message)` does, unless one of the running test's
  /// `XCTExpectFailure`s takes it.
  func recordXCTestFailure(
    _ message: String, type: XCTIssue.IssueType, error: (any Error)? = nil,
    filePath: StaticString, line: UInt
  ) {
    let issue = XCTIssue(
      type: type,
      compactDescription: message.isEmpty ? "failed" : "failed - \(message)",
      sourceCodeContext: XCTSourceCodeContext(
        location: XCTSourceCodeLocation(filePath: "\(filePath)", lineNumber: Int(line))
      ),
      associatedError: error
    )
    guard !ExpectedFailures.shared.take(issue) else { return }
    XCTFail(message, file: filePath, line: line)
  }
#endif
