import ComposableArchitecture
import CounterFeature
import XCTest

/// An XCTest test that expects a failure, as AdoptingComposable.md shows it: Apple's
/// `XCTExpectFailure` on macOS, the test-support product's on Linux.
final class ExpectedFailureXCTests: XCTestCase {
  func testWrongCount() async {
    let store = await TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    XCTExpectFailure {
      $0.compactDescription.contains("A state change does not match expectation")
    }
    await store.send(.incrementButtonTapped) { $0.count = 2 }
  }
}
