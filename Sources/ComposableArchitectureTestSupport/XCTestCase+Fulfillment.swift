#if !canImport(Darwin)
  import XCTest

  extension XCTestCase {
    /// Waits for expectations with no time limit, as Apple's XCTest does when no timeout is
    /// given; Linux's XCTest requires one.
    ///
    /// ```swift
    /// await self.fulfillment(of: [effectFinished])
    /// ```
    public func fulfillment(
      of expectations: [XCTestExpectation],
      enforceOrder: Bool = false,
      file: StaticString = #filePath,
      line: Int = #line
    ) async {
      await self.fulfillment(
        of: expectations, timeout: .infinity, enforceOrder: enforceOrder, file: file, line: line
      )
    }

    /// Waits synchronously for expectations with no time limit, as Apple's XCTest does when no
    /// timeout is given; Linux's XCTest requires one.
    ///
    /// ```swift
    /// self.wait(for: [childrenDidChange])
    /// ```
    public func wait(
      for expectations: [XCTestExpectation],
      enforceOrder: Bool = false,
      file: StaticString = #filePath,
      line: Int = #line
    ) {
      self.wait(
        for: expectations, timeout: .infinity, enforceOrder: enforceOrder, file: file, line: line
      )
    }
  }
#endif
