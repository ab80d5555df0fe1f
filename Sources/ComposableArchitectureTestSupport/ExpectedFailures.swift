#if !canImport(Darwin)
  import Foundation
  import IssueReporting

  /// The failure expectations of the running XCTest test, innermost last.
  ///
  /// XCTest runs one test at a time, so one stack serves every thread and task a test starts:
  /// a failure a store reports from an effect is matched like one reported by the test itself.
  /// `XCTestIssueReporter` offers each failure to it, and `ExpectedFailuresObserver` tells it
  /// when a test starts and ends.
  final class ExpectedFailures: @unchecked Sendable {
    static let shared = ExpectedFailures()

    final class Expectation: @unchecked Sendable {
      let reason: String?
      let isStrict: Bool
      let matcher: (XCTIssue) -> Bool
      let file: StaticString
      let line: UInt
      var matchCount = 0

      init(
        reason: String?, isStrict: Bool, matcher: @escaping (XCTIssue) -> Bool,
        file: StaticString, line: UInt
      ) {
        self.reason = reason
        self.isStrict = isStrict
        self.matcher = matcher
        self.file = file
        self.line = line
      }
    }

    private let lock = NSRecursiveLock()
    private var expectations: [Expectation] = []
    /// Runs a block as the running test tears down, if a test is running.
    private var addTeardownBlock: ((@escaping @Sendable () -> Void) -> Void)?

    func testWillStart(
      addTeardownBlock: @escaping (@escaping @Sendable () -> Void) -> Void
    ) {
      self.lock.withLock {
        self.addTeardownBlock = addTeardownBlock
        self.expectations.removeAll()
      }
    }

    func testDidFinish() {
      self.lock.withLock {
        self.addTeardownBlock = nil
        self.expectations.removeAll()
      }
    }

    func begin(_ expectation: Expectation) {
      self.lock.withLock { self.expectations.append(expectation) }
    }

    /// Begins an expectation that ends when the running test tears down.
    func beginForRestOfTest(_ expectation: Expectation) {
      self.begin(expectation)
      let addTeardownBlock = self.lock.withLock { self.addTeardownBlock }
      addTeardownBlock? { self.end(expectation) }
    }

    /// Ends an expectation; a strict one that took no failure is a failure where it was made.
    func end(_ expectation: Expectation) {
      let wasActive = self.lock.withLock {
        guard let index = self.expectations.lastIndex(where: { $0 === expectation })
        else { return false }
        self.expectations.remove(at: index)
        return true
      }
      guard wasActive, expectation.isStrict, expectation.matchCount == 0 else { return }
      // Reported as any failure is, so an enclosing expectation may take it.
      reportIssue(
        "Expected failure did not occur\(expectation.reason.map { ": \($0)" } ?? "")",
        fileID: expectation.file, filePath: expectation.file, line: expectation.line, column: 0
      )
    }

    /// Whether an expectation takes the issue, so that it is not a failure: the innermost one
    /// whose matcher accepts it.
    func take(_ issue: XCTIssue) -> Bool {
      // Matchers are the test's code: they run outside the lock.
      let candidates = self.lock.withLock { Array(self.expectations.reversed()) }
      guard let expectation = candidates.first(where: { $0.matcher(issue) }) else { return false }
      self.lock.withLock { expectation.matchCount += 1 }
      let location = issue.sourceCodeContext.location
      print(
        "\(location.map { "\($0.fileURL.path):\($0.lineNumber): " } ?? "")expected failure: "
          + "\(expectation.reason.map { "\($0): " } ?? "")\(issue.compactDescription)"
      )
      return true
    }
  }
#endif
