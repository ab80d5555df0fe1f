import ComposableArchitecture
import XCTest

/// TCA declares `Store` and `TestStore` `@preconcurrency @MainActor`, so Swift 6 test code that
/// is not on the main actor, as many XCTest suites are, still compiles (with warnings). This file
/// compiling is the test; the assertions check the store works there too.
final class NonisolatedXCTests: XCTestCase {
  func testTestStoreFromNonisolatedSynchronousTest() {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    XCTAssertEqual(store.state.count, 0)
    XCTAssertEqual(store.state, Counter.State())
  }

  func testStoreFromNonisolatedSynchronousTest() {
    let store = Store(initialState: Counter.State()) { Counter() }
    XCTAssertEqual(store.state.count, 0)
    XCTAssertEqual(store.count, 0)
  }
}

@Reducer
struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }
  enum Action {
    case increment
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.count += 1
      return .none
    }
  }
}
