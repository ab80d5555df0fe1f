import ComposableArchitectureTestSupport
import XCTest

/// Apple's XCTest waits without a time limit when `fulfillment(of:)` or `wait(for:)` is given
/// none; TCA's tests rely on it.
final class FulfillmentTests: XCTestCase {
  func testWaitingWithoutATimeoutEndsWhenTheExpectationIsFulfilled() async {
    let fulfilled = self.expectation(description: "fulfilled")
    Task {
      await Task.yield()
      fulfilled.fulfill()
    }
    await self.fulfillment(of: [fulfilled])
  }

  func testWaitingSynchronouslyWithoutATimeoutEndsWhenTheExpectationIsFulfilled() {
    let fulfilled = self.expectation(description: "fulfilled")
    DispatchQueue.global().async { fulfilled.fulfill() }
    self.wait(for: [fulfilled])
  }
}
