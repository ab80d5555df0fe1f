import ComposableArchitecture
import Foundation
import XCTest

/// A failure reported under XCTest reads on Linux as on macOS: the message, and no warning
/// about tests "running in a host application". The failures are real, so they run in a child
/// process (this test binary, asked for `FailingProbes` alone) whose output is checked.
final class XCTestFailureTextTests: XCTestCase {
  func testReportedIssueReadsAsOnMacOS() throws {
    let output = try Self.runProbe("testReportIssue")
    XCTAssert(
      output.contains("FailingProbes.testReportIssue : failed - A probe failure\n"), output
    )
    XCTAssertFalse(output.contains("host application"), output)
  }

  func testTestStoreFailureReadsAsOnMacOS() throws {
    let output = try Self.runProbe("testTestStore")
    XCTAssert(
      output.contains(
        "FailingProbes.testTestStore : failed - A state change does not match expectation."
      ),
      output
    )
    XCTAssertFalse(output.contains("host application"), output)
  }

  private static func runProbe(_ name: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["ComposableArchitectureTestSupportTests.FailingProbes/\(name)"]
    process.environment = ProcessInfo.processInfo.environment.merging(
      ["COMPOSABLE_FAILING_PROBES": "1"], uniquingKeysWith: { $1 }
    )
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    XCTAssertNotEqual(process.terminationStatus, 0, "the probe was expected to fail")
    return String(decoding: data, as: UTF8.self)
  }
}

/// Tests that fail on purpose, run only by `XCTestFailureTextTests`.
final class FailingProbes: XCTestCase {
  override func setUpWithError() throws {
    try XCTSkipUnless(
      ProcessInfo.processInfo.environment["COMPOSABLE_FAILING_PROBES"] != nil,
      "runs only as XCTestFailureTextTests' child process"
    )
  }

  func testReportIssue() {
    reportIssue("A probe failure")
  }

  @MainActor
  func testTestStore() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.increment) { $0.count = 2 }
  }
}
