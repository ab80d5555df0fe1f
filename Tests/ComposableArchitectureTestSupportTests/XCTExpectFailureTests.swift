import ComposableArchitectureTestSupport
import XCTest

/// `XCTExpectFailure` on Linux, in each of the forms TCA's own tests use. A test passes only if
/// the expectations took the failures reported in it.
final class XCTExpectFailureTests: XCTestCase {
  func testBlockFormTakesAReportedIssue() {
    XCTExpectFailure {
      reportIssue("Something went wrong")
    }
  }

  func testBlockFormReturnsTheBlocksValue() {
    let value = XCTExpectFailure("a reason") { () -> Int in
      reportIssue("Something went wrong")
      return 42
    }
    XCTAssertEqual(value, 42)
  }

  @MainActor
  func testTestStoreFailureForTheRestOfTheTest() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    XCTExpectFailure {
      $0.compactDescription.hasPrefix("failed - A state change does not match expectation")
    }
    await store.send(.increment) { $0.count = 2 }
  }

  func testRestOfTestFormWithTrailingMatcher() {
    XCTExpectFailure { $0.compactDescription == "failed - Late" }
    reportIssue("Late")
  }

  func testRestOfTestFormWithAllArguments() {
    XCTExpectFailure(nil, enabled: nil, strict: nil) {
      $0.compactDescription.hasSuffix("Late")
    }
    reportIssue("Late")
  }

  func testRestOfTestFormWithAReason() {
    XCTExpectFailure("Not done yet")
    reportIssue("Late")
  }

  func testNonStrictExpectationMayGoUnmet() {
    XCTExpectFailure(strict: false)
    XCTExpectFailure(options: .nonStrict())
    XCTExpectFailure(strict: false) {}
  }

  func testInnermostMatchingExpectationTakesTheIssue() {
    let outerSaw = LockIsolated<[String]>([])
    XCTExpectFailure {
      XCTExpectFailure {
        reportIssue("Inner")
        reportIssue("Outer")
      } issueMatcher: {
        $0.compactDescription.hasSuffix("Inner")
      }
    } issueMatcher: { issue in
      outerSaw.withValue { $0.append(issue.compactDescription) }
      return true
    }
    XCTAssertEqual(outerSaw.value, ["failed - Outer"])
  }

  func testStrictExpectationWithNoFailureFails() {
    let outerSaw = LockIsolated<[String]>([])
    XCTExpectFailure {
      XCTExpectFailure("Nothing fails here") {}
    } issueMatcher: { issue in
      outerSaw.withValue { $0.append(issue.compactDescription) }
      return true
    }
    XCTAssertEqual(outerSaw.value, ["failed - Expected failure did not occur: Nothing fails here"])
  }

  func testStrictRestOfTestExpectationWithNoFailureFailsAtTheEnd() {
    let outerSaw = LockIsolated<[String]>([])
    // Teardown blocks run last-added first: this one runs after both expectations have ended.
    self.addTeardownBlock {
      XCTAssertEqual(outerSaw.value, ["failed - Expected failure did not occur: Never happens"])
    }
    XCTExpectFailure { issue in
      outerSaw.withValue { $0.append(issue.compactDescription) }
      return true
    }
    XCTExpectFailure("Never happens")
  }

  func testDisabledExpectationExpectsNothing() {
    let outerSaw = LockIsolated<[String]>([])
    XCTExpectFailure {
      XCTExpectFailure(enabled: false) {
        reportIssue("Still a failure")
      }
      let options = XCTExpectedFailure.Options()
      options.isEnabled = false
      XCTExpectFailure(options: options) {
        reportIssue("Also a failure")
      }
    } issueMatcher: { issue in
      outerSaw.withValue { $0.append(issue.compactDescription) }
      return true
    }
    XCTAssertEqual(outerSaw.value, ["failed - Still a failure", "failed - Also a failure"])
  }

  func testOptionsMatcherAndSourceLocation() {
    let options = XCTExpectedFailure.Options()
    let lines = LockIsolated<[Int]>([])
    options.issueMatcher = { issue in
      lines.withValue { $0.append(issue.sourceCodeContext.location?.lineNumber ?? 0) }
      return issue.type == .assertionFailure
    }
    XCTExpectFailure(options: options) {
      reportIssue("Here", line: 7)
    }
    XCTAssertEqual(lines.value, [7])
  }
}
