import ComposableArchitecture
import CounterFeature
import XCTest

// The one line a test file adds on Linux for the XCTest API that Apple's XCTest has and Linux's
// lacks (`XCTExpectFailure` here); the product exists on Linux only.
#if os(Linux)
  import ComposableArchitectureTestSupport
#endif

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
