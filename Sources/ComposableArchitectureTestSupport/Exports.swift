// One product for a test target on Linux. On Apple platforms XCTest and Swift Testing are found
// at run time and swift-dependencies resets its caches between tests by itself; on Linux both
// need libraries linked into the test binary, which this target depends on:
// - IssueReportingTestSupport lets `reportIssue` (every `TestStore` failure) reach the test
//   frameworks;
// - DependenciesTestObserver resets cached dependency values before each XCTest test, so that
//   values such as stack element ids do not leak from one test into the next.
// It also declares the XCTest API that Apple's XCTest has and Linux's lacks (`XCTExpectFailure`,
// `XCTIssue`, `XCTExpectedFailure.Options`, `fulfillment(of:)` and `wait(for:)` without a
// timeout): on Linux a test file that uses them adds `import ComposableArchitectureTestSupport`,
// which also brings `ComposableArchitecture`.
@_exported import ComposableArchitecture
