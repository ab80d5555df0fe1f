import ComposableArchitecture
import XCTest

/// Both tests make the same first use of cached dependencies. Whichever runs second would see
/// what the first left behind unless the caches are reset between tests, which on Linux only
/// the test-support product's observer does.
final class DependencyResetTests: XCTestCase {
  func testFirst() {
    self.assertFreshDependencies()
  }

  func testSecond() {
    self.assertFreshDependencies()
  }

  private func assertFreshDependencies() {
    @Dependency(\.useCounter) var useCounter
    XCTAssertEqual(useCounter.next(), 0)

    // A stack built outside a store numbers its elements from the test's cached generator.
    let path = StackState<Int>([10, 20])
    XCTAssertEqual(path.ids, [0, 1])
  }
}

/// A dependency whose test value counts its uses: the value is cached for the test.
final class UseCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  func next() -> Int {
    self.lock.withLock {
      defer { self.count += 1 }
      return self.count
    }
  }
}

extension UseCounter: TestDependencyKey {
  static var testValue: UseCounter { UseCounter() }
}

extension DependencyValues {
  var useCounter: UseCounter {
    get { self[UseCounter.self] }
    set { self[UseCounter.self] = newValue }
  }
}
