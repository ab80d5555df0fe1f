#if !canImport(Darwin)
  /// Apple's XCTest names the options of an `XCTExpectFailure` after this type.
  public final class XCTExpectedFailure {
    public let failureReason: String?
    public let issue: XCTIssue

    init(failureReason: String?, issue: XCTIssue) {
      self.failureReason = failureReason
      self.issue = issue
    }

    /// How an expectation made by `XCTExpectFailure(_:options:)` behaves.
    public final class Options: @unchecked Sendable {
      /// Which failures the expectation takes; by default, all.
      public var issueMatcher: (XCTIssue) -> Bool = { _ in true }
      /// A disabled expectation expects nothing: failures stay failures.
      public var isEnabled = true
      /// A strict expectation that takes no failure is itself a failure when it ends.
      public var isStrict = true

      public init() {}

      /// Options for an expectation that may go unmet.
      public static func nonStrict() -> Options {
        let options = Options()
        options.isStrict = false
        return options
      }
    }
  }
#endif
