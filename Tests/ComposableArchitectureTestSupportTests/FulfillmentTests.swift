import ComposableArchitectureTestSupport
import XCTest

/// Apple's XCTest waits without a time limit when `fulfillment(of:)` is given none; TCA's tests
/// rely on it.
final class FulfillmentTests: XCTestCase {
  func testWaitingWithoutATimeoutEndsWhenTheExpectationIsFulfilled() async {
    let fulfilled = self.expectation(description: "fulfilled")
    Task {
      await Task.yield()
      fulfilled.fulfill()
    }
    await self.fulfillment(of: [fulfilled])
  }
}
