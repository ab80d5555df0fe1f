import ComposableArchitecture
import Testing

/// The failures of an exhaustive test store, with their messages and locations, in Swift
/// Testing.
@MainActor
struct TestStoreFailureTests {
  @Test func stateChangeDoesNotMatch() async {
    let store = TestStore(initialState: ClockCounter.State()) { ClockCounter() }
    let line: UInt = #line + 2
    let issues = await knownIssues(containing: "A state change does not match expectation") {
      await store.send(.incrementTapped) { $0.count = 2 }
    }
    #expect(
      issues == [
        CollectedIssue(
          message: """
            A state change does not match expectation.

                \u{2007} ClockCounter.State(
                −   count: 2,
                +   count: 1,
                \u{2007}   isTimerOn: false
                \u{2007} )

            (Expected: −, Actual: +)
            """,
          line: line
        )
      ]
    )
  }

  @Test func stateChangedWithoutAnAssertion() async {
    let store = TestStore(initialState: ClockCounter.State()) { ClockCounter() }
    let issues = await knownIssues(
      containing: "State was not expected to change, but a change occurred"
    ) {
      await store.send(.incrementTapped)
    }
    #expect(
      issues.map { $0.message } == [
        """
        State was not expected to change, but a change occurred.

            \u{2007} ClockCounter.State(
            −   count: 0,
            +   count: 1,
            \u{2007}   isTimerOn: false
            \u{2007} )

        (Expected: −, Actual: +)
        """
      ]
    )
  }

  @Test func assertionGivenButNothingChanged() async {
    let store = TestStore(initialState: ClockCounter.State()) { ClockCounter() }
    let issues = await knownIssues(
      containing: "Expected state to change, but no change occurred."
    ) {
      await store.send(.nothingTapped) { $0.count = 0 }
    }
    #expect(
      issues.map { $0.message } == [
        """
        Expected state to change, but no change occurred.

        The trailing closure made no observable modifications to state. If no change to state is \
        expected, omit the trailing closure.
        """
      ]
    )
  }

  @Test func assertClosureThatThrows() async {
    let store = TestStore(initialState: ClockCounter.State()) { ClockCounter() }
    let issues = await knownIssues(containing: "Threw error: FactError()") {
      await store.send(.incrementTapped) { _ in throw FactError() }
    }
    #expect(issues.map { $0.message } == ["Threw error: FactError()"])
  }

  @Test func mustHandleReceivedActionsBeforeSending() async {
    let store = TestStore(initialState: ClockCounter.State()) { ClockCounter() }
    await store.send(.syncIncrementTapped)
    let line: UInt = #line + 4
    let issues = await knownIssues(
      containing: "Must handle 1 received action before sending an action"
    ) {
      await store.send(.nothingTapped) { $0.count = 1 }
    }
    #expect(
      issues == [
        CollectedIssue(
          message: """
            Must handle 1 received action before sending an action.

            Unhandled actions: [
              [0]: .incrementTapped
            ]
            """,
          line: line
        )
      ]
    )
    await store.receive(.incrementTapped)
  }

  @Test func receiveWithNothingInFlight() async {
    let store = TestStore(initialState: ClockCounter.State()) { ClockCounter() }
    let issues = await knownIssues(
      containing: "Expected to receive the following action, but didn't"
    ) {
      await store.receive(.incrementTapped) { $0.count = 1 }
    }
    #expect(
      issues.map { $0.message } == [
        """
        Expected to receive the following action, but didn't:

          ClockCounter.Action.incrementTapped
        """
      ]
    )
  }

  @Test func receiveTimesOutWhileEffectsRun() async {
    let clock = TestClock()
    let store = TestStore(initialState: ClockCounter.State()) {
      ClockCounter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.delayedIncrementTapped)
    let line: UInt = #line + 4
    let issues = await knownIssues(
      containing: "but received none after 0.01 seconds", "matching case path, but didn't"
    ) {
      await store.receive(\.delayedIncrementFinished, timeout: .milliseconds(10))
    }
    #expect(
      issues == [
        CollectedIssue(
          message: """
            Expected to receive an action, but received none after 0.01 seconds.

            There are effects in-flight. If the effect that delivers this action uses a \
            clock/scheduler (via "receive(on:)", "delay", "debounce", etc.), make sure that you \
            wait enough time for it to perform the effect. If you are using a test \
            clock/scheduler, advance it so that the effects may complete, or consider using an \
            immediate clock/scheduler to immediately perform the effect instead.

            If you are not yet using a clock/scheduler, or can not use a clock/scheduler, try \
            increasing the duration of this assertion's "timeout".
            """,
          line: line
        ),
        CollectedIssue(
          message: "Expected to receive an action matching case path, but didn't get one.",
          line: line
        ),
      ]
    )
    await task.cancel()
  }

  @Test func receiveAnotherAction() async {
    let store = TestStore(initialState: ClockCounter.State()) { ClockCounter() }
    await store.send(.syncIncrementTapped)
    let issues = await knownIssues(containing: "Received unexpected action") {
      await store.receive(.nothingTapped)
    }
    #expect(
      issues.map { $0.message } == [
        """
        Received unexpected action:

            − ClockCounter.Action.nothingTapped
            + ClockCounter.Action.incrementTapped

        (Expected: −, Received: +)
        """
      ]
    )
  }

  @Test func receiveAnActionThatComesLater() async {
    // TCA checks whether the action it removed (not the expected one) comes later, so its
    // "before this one" variant is never printed: the message is TCA's output, not its intent.
    let store = TestStore(initialState: ClockCounter.State()) { ClockCounter() }
    await store.send(.chainTapped)
    let issues = await knownIssues(containing: "Received unexpected action") {
      await store.receive(.delayedIncrementFinished)
    }
    #expect(
      issues.map { $0.message } == [
        """
        Received unexpected action:

            − ClockCounter.Action.delayedIncrementFinished
            + ClockCounter.Action.incrementTapped

        (Expected: −, Received: +)
        """
      ]
    )
    await store.receive(.delayedIncrementFinished) { $0.count = 2 }
  }

  @Test func receiveCaseWithAnotherValue() async {
    let store = TestStore(initialState: NumberFact.State(fact: "Hi")) { NumberFact() }
    await store.send(.saveTapped)
    let issues = await knownIssues(containing: "Received unexpected action") {
      await store.receive(\.delegate.saved, "Bye")
    }
    #expect(
      issues.map { $0.message } == [
        """
        Received unexpected action:

          \u{2007} NumberFact.Action.delegate(
          −   .saved("Bye")
          +   .saved("Hi")
          \u{2007} )

        (Expected: −, Actual: +)
        """
      ]
    )
  }

  @Test func unreceivedActionsAtTheEnd() async {
    let line: UInt = #line + 3
    let issues = await knownIssues(containing: "The store received 1 unexpected action") {
      let store = TestStore(initialState: ClockCounter.State()) { ClockCounter() }
      await store.send(.syncIncrementTapped)
    }
    #expect(
      issues == [
        CollectedIssue(
          message: unreceivedIncrement,
          line: line
        )
      ]
    )
  }

  @Test func finishFailsFirstOnUnreceivedActions() async {
    let store = TestStore(initialState: ClockCounter.State()) { ClockCounter() }
    await store.send(.syncIncrementTapped)
    let line: UInt = #line + 2
    let issues = await knownIssues(containing: "The store received 1 unexpected action") {
      await store.finish()
    }
    #expect(
      issues == [
        CollectedIssue(
          message: unreceivedIncrement,
          line: line
        )
      ]
    )
  }

  @Test func effectsStillRunningAtTheEndFailAtTheirSends() async {
    let clock = TestClock()
    var lines: [UInt] = []
    let issues = await knownIssues(
      containing: "An effect returned for this action is still running"
    ) {
      let store = TestStore(initialState: ClockCounter.State()) {
        ClockCounter()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.incrementTapped) { $0.count = 1 }
      lines.append(#line + 1)
      await store.send(.timerToggled) { $0.isTimerOn = true }
      await store.send(.incrementTapped) { $0.count = 2 }
      lines.append(#line + 1)
      await store.send(.waitForeverTapped)
    }
    #expect(issues.map { $0.line } == lines)
    for issue in issues {
      #expect(
        issue.message == """
          An effect returned for this action is still running. It must complete before the end \
          of the test.

          To fix, inspect any effects the reducer returns for this action and ensure that all of \
          them complete by the end of the test. There are a few reasons why an effect may not \
          have completed:

          If using async/await in your effect, it may need a little bit of time to properly \
          finish. To fix you can simply perform "await store.finish()" at the end of your test.

          If an effect uses a clock (or scheduler, via "receive(on:)", "delay", "debounce", \
          etc.), make sure that you wait enough time for it to perform the effect. If you are \
          using a test clock/scheduler, advance it so that the effects may complete, or consider \
          using an immediate clock/scheduler to immediately perform the effect instead.

          If you are returning a long-living effect (timers, notifications, subjects, etc.), \
          then make sure those effects are torn down by marking the effect ".cancellable" and \
          returning a corresponding cancellation effect ("Effect.cancel") from another action, \
          or, if your effect is driven by a Combine subject, send it a completion.

          If you do not wish to assert on these effects, perform "await \
          store.skipInFlightEffects()", or consider using a non-exhaustive test store: \
          "store.exhaustivity = .off".
          """
      )
    }
  }

  @Test func dependencyWithoutTestValue() async {
    let store = TestStore(initialState: ClockCounter.State()) { ClockCounter() }
    let issues = await knownIssues(
      containing: "@Dependency(\\.numberWithoutTestValue) has no test implementation"
    ) {
      await store.send(.numberRequested)
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix(
        """
        @Dependency(\\.numberWithoutTestValue) has no test implementation, but was accessed \
        from a test context:
        """
      ) == true
    )
    await store.receive(.numberReceived(42)) { $0.count = 42 }
  }

  @Test func finishTimesOut() async {
    let clock = TestClock()
    let store = TestStore(initialState: ClockCounter.State()) {
      ClockCounter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.delayedIncrementTapped)
    let issues = await knownIssues(containing: "Expected effects to finish") {
      await store.finish(timeout: .milliseconds(10))
    }
    #expect(
      issues.first?.message.hasPrefix(
        """
        Expected effects to finish, but there are still effects in-flight after 0.01 seconds.
        """
      ) == true
    )
    await task.cancel()
  }

  @Test func taskFinishTimesOut() async {
    let clock = TestClock()
    let store = TestStore(initialState: ClockCounter.State()) {
      ClockCounter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.delayedIncrementTapped)
    let issues = await knownIssues(containing: "Expected task to finish") {
      await task.finish(timeout: .milliseconds(10))
    }
    #expect(
      issues.first?.message.hasPrefix(
        "Expected task to finish, but it is still in-flight after 0.01 seconds."
      ) == true
    )
    await task.cancel()
  }

  @Test func strictSkipsWithNothingToSkip() async {
    let store = TestStore(initialState: ClockCounter.State()) { ClockCounter() }
    let received = await knownIssues(containing: "There were no received actions to skip.") {
      await store.skipReceivedActions()
    }
    #expect(received.map { $0.message } == ["There were no received actions to skip."])
    let effects = await knownIssues(containing: "There were no in-flight effects to skip.") {
      await store.skipInFlightEffects()
    }
    #expect(effects.map { $0.message } == ["There were no in-flight effects to skip."])
    await store.skipReceivedActions(strict: false)
    await store.skipInFlightEffects(strict: false)
  }
}

/// The failure for an `incrementTapped` the test did not receive, at the end or at `finish`.
private let unreceivedIncrement = """
  The store received 1 unexpected action.

    Unhandled actions:
      .incrementTapped

  To fix, explicitly assert against these actions using "store.receive", skip these actions by \
  performing "await store.skipReceivedActions()", or consider using a non-exhaustive test store: \
  "store.exhaustivity = .off".
  """
