import ComposableArchitecture
import XCTest

/// The test store under XCTest: passing paths, and failures that reach XCTest at the line of
/// the failing step.
///
/// `XCTExpectFailure` exists on Apple platforms only, and not for asynchronous code, so this
/// case records the failures it expects itself, by overriding how XCTest records them.
final class TestStoreXCTests: XCTestCase {
  private struct Failure: Equatable {
    var message: String
    var line: Int
  }

  private let captured = LockIsolated<[Failure]?>(nil)

  /// Keeps a failure while a test expects failures; returns whether it was kept.
  private func capture(_ message: String, line: Int) -> Bool {
    self.captured.withValue { failures -> Bool in
      guard failures != nil else { return false }
      failures?.append(Failure(message: message, line: line))
      return true
    }
  }

  #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
      let line = issue.sourceCodeContext.location?.lineNumber ?? 0
      if !self.capture(issue.compactDescription, line: line) {
        super.record(issue)
      }
    }
  #else
    override func recordFailure(
      withDescription description: String,
      inFile filePath: String,
      atLine lineNumber: Int,
      expected: Bool
    ) {
      if !self.capture(description, line: lineNumber) {
        super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected
        )
      }
    }
  #endif

  /// Runs `body`, whose failures the test expects, and returns them.
  @MainActor
  private func expectFailures(_ body: @MainActor () async -> Void) async -> [Failure] {
    self.captured.setValue([])
    await body()
    let failures = self.captured.value ?? []
    self.captured.setValue(nil)
    return failures
  }

  @MainActor
  func testSendAndReceive() async {
    let clock = TestClock()
    let store = TestStore(initialState: ClockCounter.State()) {
      ClockCounter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.incrementTapped) { $0.count = 1 }
    await store.send(.delayedIncrementTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.delayedIncrementFinished) { $0.count = 2 }
    let task = await store.send(.timerToggled) { $0.isTimerOn = true }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) { $0.count = 3 }
    await task.cancel()
  }

  @MainActor
  func testReceiveByCaseKeyPath() async {
    let store = TestStore(initialState: NumberFact.State(fact: "Hi")) {
      NumberFact()
    } withDependencies: {
      $0.numberFactClient.fetch = { "\($0) is zero." }
    }
    await store.send(.refresh) {
      $0.fact = nil
      $0.isLoading = true
    }
    await store.receive(\.factResponse.success) {
      $0.isLoading = false
      $0.fact = "0 is zero."
    }
    await store.send(.saveTapped)
    await store.receive(\.delegate.saved, "0 is zero.")
  }

  @MainActor
  func testFinishSkipAssertAndDependencies() async {
    let store = TestStore(initialState: NumberFact.State()) {
      NumberFact()
    } withDependencies: {
      $0.numberFactClient.fetch = { _ in throw FactError() }
    }
    await store.send(.refresh) { $0.isLoading = true }.finish()
    // An exhaustive store's `finish` fails on actions not yet received.
    await store.receive(\.factResponse.failure) { $0.isLoading = false }
    await store.finish()

    store.dependencies.numberFactClient.fetch = { "\($0) is even." }
    await store.send(.refresh) { $0.isLoading = true }
    store.exhaustivity = .off
    await store.finish()
    await store.skipReceivedActions()
    store.assert {
      $0.fact = "0 is even."
      $0.isLoading = false
    }
    await store.skipInFlightEffects(strict: false)
  }

  @MainActor
  func testNonExhaustive() async {
    let store = TestStore(initialState: ClockCounter.State()) { ClockCounter() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.syncIncrementTapped)
    await store.send(.incrementTapped) { $0.count = 2 }
  }

  @MainActor
  func testStateMismatchFailsAtTheStep() async {
    let store = TestStore(initialState: ClockCounter.State()) { ClockCounter() }
    let line = #line + 2
    let failures = await self.expectFailures {
      await store.send(.incrementTapped) { $0.count = 2 }
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(failures.first?.line, line)
    XCTAssert(
      failures.first?.message.contains(
        """
        A state change does not match expectation.

            \u{2007} ClockCounter.State(
            −   count: 2,
            +   count: 1,
        """
      ) == true,
      failures.first?.message ?? ""
    )
  }

  @MainActor
  func testUnexpectedChangeAndNoChange() async {
    let store = TestStore(initialState: ClockCounter.State()) { ClockCounter() }
    let failures = await self.expectFailures {
      await store.send(.incrementTapped)
      await store.send(.nothingTapped) { $0.count = 1 }
    }
    XCTAssertEqual(failures.count, 2)
    XCTAssert(
      failures.first?.message.contains(
        "State was not expected to change, but a change occurred."
      ) == true
    )
    XCTAssert(
      failures.last?.message.contains("Expected state to change, but no change occurred.") == true
    )
  }

  @MainActor
  func testMustHandleReceivedActions() async {
    let store = TestStore(initialState: ClockCounter.State()) { ClockCounter() }
    await store.send(.syncIncrementTapped)
    let failures = await self.expectFailures {
      await store.send(.nothingTapped) { $0.count = 1 }
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssert(
      failures.first?.message.contains(
        "Must handle 1 received action before sending an action."
      ) == true
    )
    await store.receive(.incrementTapped)
  }

  @MainActor
  func testReceiveTimesOut() async {
    let clock = TestClock()
    let store = TestStore(initialState: ClockCounter.State()) {
      ClockCounter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.delayedIncrementTapped)
    let failures = await self.expectFailures {
      await store.receive(.delayedIncrementFinished, timeout: .milliseconds(10))
    }
    XCTAssertEqual(failures.count, 2)
    XCTAssert(
      failures.first?.message.contains(
        "Expected to receive an action, but received none after 0.01 seconds."
      ) == true
    )
    XCTAssert(
      failures.last?.message.contains(
        "Expected to receive the following action, but didn't:"
      ) == true
    )
    await task.cancel()
  }

  @MainActor
  func testUnfinishedWorkAtTheEnd() async {
    var sendLine = 0
    let failures = await self.expectFailures {
      let store = TestStore(initialState: ClockCounter.State()) {
        ClockCounter()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      await store.send(.syncIncrementTapped)
      sendLine = #line + 1
      await store.send(.timerToggled) {
        $0.isTimerOn = true
        $0.count = 1
      }
    }
    XCTAssertEqual(failures.count, 3)
    XCTAssert(failures[0].message.contains("Must handle 1 received action"))
    XCTAssert(
      failures[1].message.contains(
        """
        The store received 1 unexpected action.

          Unhandled actions:
            .incrementTapped
        """
      ),
      failures[1].message
    )
    XCTAssert(
      failures[2].message.contains("An effect returned for this action is still running.")
    )
    XCTAssertEqual(failures[2].line, sendLine)
  }

  @MainActor
  func testDependencyWithoutTestValue() async {
    let store = TestStore(initialState: ClockCounter.State()) { ClockCounter() }
    let failures = await self.expectFailures {
      await store.send(.numberRequested)
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssert(
      failures.first?.message.contains(
        "@Dependency(\\.numberWithoutTestValue) has no test implementation"
      ) == true
    )
    await store.receive(.numberReceived(42)) { $0.count = 42 }
  }
}
