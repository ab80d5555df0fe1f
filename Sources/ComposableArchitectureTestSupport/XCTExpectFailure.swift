#if !canImport(Darwin)
  // Apple's XCTest functions for expected failures, which XCTest on Linux lacks, with Apple's
  // semantics: an expectation lasts to the end of its block, or without a block to the end of the
  // test; a failure goes to the innermost expectation whose matcher accepts it and is then no
  // failure; a strict expectation (the default) that took none fails the test where it was made;
  // a disabled one expects nothing. What they see: every issue reported through `reportIssue`
  // (every failure of a `TestStore`, a store or a reducer). `XCTFail` and `XCTAssert…` calls are
  // recorded by XCTest directly and stay failures (see "How Composable differs"). They live in
  // the test-support product with the rest of the XCTest API that Linux's XCTest lacks
  // (`fulfillment(of:)` without a timeout), so that the library shipped in apps declares no
  // XCTest names, and one line, `import ComposableArchitectureTestSupport`, brings them all.
  // `file:` and `line:`, which Apple's functions do not have, place a strict expectation's failure.

  /// Expects a failure from here to the end of the running test.
  public func XCTExpectFailure(
    _ failureReason: String? = nil,
    enabled: Bool? = nil,
    strict: Bool? = nil,
    issueMatcher: ((XCTIssue) -> Bool)? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    guard enabled ?? true else { return }
    let expectation = ExpectedFailures.Expectation(
      reason: failureReason, isStrict: strict ?? true, matcher: issueMatcher ?? { _ in true },
      file: file, line: line
    )
    ExpectedFailures.shared.beginForRestOfTest(expectation)
  }

  /// Expects a failure from here to the end of the running test.
  public func XCTExpectFailure(
    _ failureReason: String? = nil,
    options: XCTExpectedFailure.Options,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    XCTExpectFailure(
      failureReason, enabled: options.isEnabled, strict: options.isStrict,
      issueMatcher: options.issueMatcher, file: file, line: line
    )
  }

  /// Expects a failure in `failingBlock`.
  @discardableResult
  public func XCTExpectFailure<R>(
    _ failureReason: String? = nil,
    enabled: Bool? = nil,
    strict: Bool? = nil,
    failingBlock: () throws -> R,
    issueMatcher: ((XCTIssue) -> Bool)? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
  ) rethrows -> R {
    guard enabled ?? true else { return try failingBlock() }
    let expectation = ExpectedFailures.Expectation(
      reason: failureReason, isStrict: strict ?? true, matcher: issueMatcher ?? { _ in true },
      file: file, line: line
    )
    ExpectedFailures.shared.begin(expectation)
    defer { ExpectedFailures.shared.end(expectation) }
    return try failingBlock()
  }

  /// Expects a failure in `failingBlock`.
  @discardableResult
  public func XCTExpectFailure<R>(
    _ failureReason: String? = nil,
    options: XCTExpectedFailure.Options,
    failingBlock: () throws -> R,
    file: StaticString = #filePath,
    line: UInt = #line
  ) rethrows -> R {
    try XCTExpectFailure(
      failureReason, enabled: options.isEnabled, strict: options.isStrict,
      failingBlock: failingBlock, issueMatcher: options.issueMatcher, file: file, line: line
    )
  }
#endif
