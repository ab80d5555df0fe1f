import ComposableArchitecture
import Testing

/// Non-exhaustive test stores: assertions on part of the state, skipped actions and effects.
@MainActor
struct TestStoreNonExhaustiveTests {
  /// `XCTModify` that changes nothing is a failure in an exhaustive assertion only: a
  /// non-exhaustive one may leave a part as it is.
  @Test func anUnchangedXCTModifyIsSilentWhenNotExhaustive() async {
    let store = TestStore(initialState: Optional(1)) {
      Reduce<Int?, Bool> { _, again in again ? .send(false) : .none }
    }
    store.exhaustivity = .off
    await store.send(true) { XCTModify(&$0) { _ in } }
    await store.receive(false) { XCTModify(&$0) { _ in } }
    store.exhaustivity = .on
    let issues = await knownIssues(containing: "XCTModify", "Expected state to change") {
      await store.send(false) { XCTModify(&$0) { _ in } }
    }
    #expect(
      issues.map(\.message).first
        == #"XCTModify: Expected "Int" value to be modified but it was unchanged."#)
  }

  @Test func partialAssertionsPass() async {
    let store = TestStore(initialState: NumberFact.State(count: 1, fact: "1 is odd.")) {
      NumberFact()
    }
    store.exhaustivity = .off
    // `fact` changes too, unasserted.
    await store.send(.incrementTapped) { $0.count = 2 }
    await store.send(.incrementTapped)
    #expect(store.state == NumberFact.State(count: 3))
  }

  @Test func wrongAssertionStillFails() async {
    let store = TestStore(initialState: NumberFact.State()) { NumberFact() }
    store.exhaustivity = .off
    let issues = await knownIssues(containing: "A state change does not match expectation") {
      await store.send(.incrementTapped) { $0.count = 5 }
    }
    #expect(
      issues.map { $0.message } == [
        """
        A state change does not match expectation.

            \u{2007} NumberFact.State(
            −   count: 5,
            +   count: 1,
            \u{2007}   fact: nil,
            \u{2007}   isLoading: false
            \u{2007} )

        (Expected: −, Actual: +)
        """
      ]
    )
  }

  @Test func receiveSkipsActionsBeforeTheMatchingOne() async {
    let store = TestStore(initialState: ClockCounter.State()) { ClockCounter() }
    store.exhaustivity = .off
    await store.send(.chainTapped)
    await store.receive(.delayedIncrementFinished) { $0.count = 2 }
    // The increment received first was skipped, and its change kept.
    #expect(store.state.count == 2)
  }

  @Test func receiveShowsTheActionsItSkippedAsAList() async {
    // TCA lists what `receive` skipped even when it is one action (`skipReceivedActions` does
    // not).
    let store = TestStore(initialState: ClockCounter.State()) { ClockCounter() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.chainTapped)
    let issues = await expectedIssues {
      await store.receive(.delayedIncrementFinished) { $0.count = 2 }
    }
    #expect(
      issues.map(\.message) == [
        """
        Skipped assertions.

        1 received action was skipped.

        [
          [0]: .incrementTapped
        ]
        """
      ]
    )
  }

  @Test func sendClearsUnassertedActionsAndTheEndAllowsRunningEffects() async {
    let store = TestStore(initialState: ClockCounter.State()) {
      ClockCounter()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    store.exhaustivity = .off
    await store.send(.syncIncrementTapped)
    await store.send(.timerToggled)
    await store.send(.incrementTapped) { $0.count = 2 }
  }

  @Test func receiveWithNoMatchingActionFails() async {
    let clock = TestClock()
    let store = TestStore(initialState: ClockCounter.State()) {
      ClockCounter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.exhaustivity = .off
    let task = await store.send(.twoEffectsTapped)
    let issues = await knownIssues(
      containing: "Expected to receive a matching action, but received none after 0.01 seconds.",
      "Expected to receive the following action, but didn't"
    ) {
      await store.receive(.timerTicked, timeout: .milliseconds(10))
    }
    #expect(issues.count == 2)
    await task.cancel()
  }

  @Test func showSkippedAssertionsReportsWhatWasSkipped() async {
    let clock = TestClock()
    let store = TestStore(initialState: NumberFact.State(count: 1, fact: "1 is odd.")) {
      NumberFact()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.exhaustivity = .off(showSkippedAssertions: true)
    let issues = await expectedIssues {
      await store.send(.incrementTapped) { $0.count = 2 }
    }
    #expect(
      issues.map { $0.message } == [
        """
        Skipped assertions.

        A state change does not match expectation.

            \u{2007} NumberFact.State(
            \u{2007}   count: 2,
            −   fact: "1 is odd.",
            +   fact: nil,
            \u{2007}   isLoading: false
            \u{2007} )

        (Expected: −, Actual: +)
        """
      ]
    )
  }

  @Test func showSkippedAssertionsReportsSkippedActions() async {
    let store = TestStore(initialState: ClockCounter.State()) { ClockCounter() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.syncIncrementTapped)
    let line: UInt = #line + 2
    let issues = await expectedIssues {
      await store.send(.incrementTapped) { $0.count = 2 }
    }
    // As TCA's: the pending actions, as a skipped assertion, then the actions skipped.
    #expect(
      issues == [
        CollectedIssue(
          message: """
            Skipped assertions.

            Must handle 1 received action before sending an action.

            Unhandled actions: [
              [0]: .incrementTapped
            ]
            """,
          line: line
        ),
        CollectedIssue(
          message: """
            Skipped assertions.

            1 received action was skipped.

            ClockCounter.Action.incrementTapped
            """,
          line: line
        ),
      ]
    )
  }

  @Test func showSkippedAssertionsAtTheEnd() async {
    var line: UInt = 0
    let issues = await expectedIssues {
      let store = TestStore(initialState: ClockCounter.State()) {
        ClockCounter()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      store.exhaustivity = .off(showSkippedAssertions: true)
      line = #line + 1
      await store.send(.timerToggled) { $0.isTimerOn = true }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.line == line)
    #expect(
      issues.first?.message.hasPrefix(
        """
        Skipped assertions.

        An effect returned for this action is still running.
        """
      ) == true
    )
  }

  @Test func assertInANonExhaustiveStore() async {
    let clock = TestClock()
    let store = TestStore(initialState: ClockCounter.State()) {
      ClockCounter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.exhaustivity = .off
    await store.send(.delayedIncrementTapped)
    await clock.advance(by: .seconds(1))
    await store.finish()
    await store.skipReceivedActions()
    store.assert { $0.count = 1 }
  }

  @Test func withExhaustivityRestoresIt() async {
    let store = TestStore(initialState: NumberFact.State()) { NumberFact() }
    await store.withExhaustivity(.off) {
      await store.send(.incrementTapped)
      #expect(store.exhaustivity == .off)
    }
    #expect(store.exhaustivity == .on)
  }
}
