#if !canImport(Darwin)
  import ComposableArchitecture
  import IssueReporting
  import XCTest

  /// Puts this product to work as the test binary loads, before any test runs: a test target
  /// only has to depend on it. (On Apple platforms XCTest has all of this itself.)
  ///
  /// An entry in the ELF initializer array runs when the binary is loaded; nothing in the test
  /// has to call anything first.
  @section(".init_array") @used
  let installTestSupportAtLoad: @convention(c) () -> Void = installTestSupport

  func installTestSupport() {
    IssueReporters.current = IssueReporters.current.map { reporter in
      reporter is _DefaultReporter ? XCTestIssueReporter(fallback: reporter) : reporter
    }
    XCTestObservationCenter.shared.addTestObserver(ExpectedFailuresObserver())
  }

  /// Follows the running XCTest test, for expectations that last to its end.
  final class ExpectedFailuresObserver: NSObject, XCTestObservation {
    func testCaseWillStart(_ testCase: XCTestCase) {
      ExpectedFailures.shared.testWillStart { block in testCase.addTeardownBlock(block) }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
      ExpectedFailures.shared.testDidFinish()
    }
  }
#endif
