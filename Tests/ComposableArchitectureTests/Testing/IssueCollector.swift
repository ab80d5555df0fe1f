import ComposableArchitecture
import Testing

/// An issue as reported through `IssueReporting`.
struct CollectedIssue: Equatable, Sendable {
  var message: String
  var line: UInt
}

/// Keeps the issues reported through `IssueReporting`, beside the reporters already in place.
final class IssueCollector: IssueReporter, Sendable {
  private let storage = LockIsolated<[CollectedIssue]>([])

  var issues: [CollectedIssue] { self.storage.value }
  var messages: [String] { self.issues.map(\.message) }

  func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let issue = CollectedIssue(message: message() ?? "", line: line)
    self.storage.withValue { $0.append(issue) }
  }

  func reportIssue(
    _ error: any Error,
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let issue = CollectedIssue(message: message() ?? "\(error)", line: line)
    self.storage.withValue { $0.append(issue) }
  }

  func expectIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {}

  func expectIssue(
    _ error: any Error,
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {}
}

/// Runs `body`, whose issues the test expects and whose descriptions must each contain one of
/// `fragments`, and returns those issues as they were reported.
@MainActor
func knownIssues(
  containing fragments: String...,
  sourceLocation: Testing.SourceLocation = #_sourceLocation,
  _ body: @MainActor () async -> Void
) async -> [CollectedIssue] {
  let collector = IssueCollector()
  await withKnownIssue(sourceLocation: sourceLocation) {
    await withIssueReporters(IssueReporters.current + [collector]) {
      await body()
    }
  } matching: { issue in
    fragments.contains { issue.description.contains($0) }
  }
  return collector.issues
}

/// Runs `body` and returns the issues it reported as expected ones (skipped assertions), which
/// the test store wraps in `withExpectedIssue` itself.
@MainActor
func expectedIssues(_ body: @MainActor () async -> Void) async -> [CollectedIssue] {
  let collector = IssueCollector()
  await withIssueReporters(IssueReporters.current + [collector]) {
    await body()
  }
  return collector.issues
}
