import ComposableArchitecture
import Testing

/// The paths through the test store that pass, in Swift Testing.
@MainActor
struct TestStoreTests {
  @Test func sendAssertsTheStateChange() async {
    let store = TestStore(initialState: ClockCounter.State()) { ClockCounter() }
    await store.send(.incrementTapped) { $0.count = 1 }
    await store.send(.nothingTapped)
    #expect(store.state.count == 1)
  }

  @Test func stateInsideTheClosureIsTheStateBeforeTheStep() async {
    let store = TestStore(initialState: ClockCounter.State(count: 5)) { ClockCounter() }
    await store.send(.incrementTapped) {
      #expect(store.state.count == 5)
      #expect($0.count == 5)
      $0.count = 6
    }
    #expect(store.state.count == 6)
  }

  @Test func sendByCaseKeyPath() async {
    let store = TestStore(initialState: ClockCounter.State()) { ClockCounter() }
    await store.send(\.incrementTapped) { $0.count = 1 }
    await store.send(\.numberReceived, 7) { $0.count = 7 }
  }

  @Test func receiveAnEquatableActionAfterTheClockAdvances() async {
    let clock = TestClock()
    let store = TestStore(initialState: ClockCounter.State()) {
      ClockCounter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.delayedIncrementTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.delayedIncrementFinished) { $0.count = 1 }
  }

  @Test func receiveBySynchronousEffect() async {
    let store = TestStore(initialState: ClockCounter.State()) { ClockCounter() }
    await store.send(.syncIncrementTapped)
    await store.receive(.incrementTapped) { $0.count = 1 }
  }

  @Test func receiveByCaseKeyPathIntoAResult() async {
    let store = TestStore(initialState: NumberFact.State()) {
      NumberFact()
    } withDependencies: {
      $0.numberFactClient.fetch = { "\($0) is a good number." }
    }
    await store.send(.refresh) { $0.isLoading = true }
    await store.receive(\.factResponse.success) {
      $0.isLoading = false
      $0.fact = "0 is a good number."
    }
  }

  @Test func receiveByCaseKeyPathWithAValue() async {
    let store = TestStore(initialState: NumberFact.State(fact: "Hi")) { NumberFact() }
    await store.send(.saveTapped)
    await store.receive(\.delegate.saved, "Hi")
  }

  @Test func receiveByPredicate() async {
    let store = TestStore(initialState: NumberFact.State()) {
      NumberFact()
    } withDependencies: {
      $0.numberFactClient.fetch = { _ in throw FactError() }
    }
    await store.send(.refresh) { $0.isLoading = true }
    await store.receive({
      guard case .factResponse(.failure) = $0 else { return false }
      return true
    }) {
      $0.isLoading = false
    }
  }

  @Test func receiveWithADurationTimeout() async {
    let clock = TestClock()
    let store = TestStore(initialState: ClockCounter.State()) {
      ClockCounter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.delayedIncrementTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.delayedIncrementFinished, timeout: .seconds(2)) { $0.count = 1 }
  }

  @Test func concatenatedEffectsRunInOrder() async {
    let clock = TestClock()
    let store = TestStore(initialState: ClockCounter.State()) {
      ClockCounter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.sequenceTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.incrementTapped) { $0.count = 1 }
    await store.receive(.delayedIncrementFinished) { $0.count = 2 }
    await task.finish()
  }

  @Test func longLivingEffectEndsWithItsTask() async {
    let clock = TestClock()
    let store = TestStore(initialState: ClockCounter.State()) {
      ClockCounter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.timerToggled) { $0.isTimerOn = true }
    #expect(!task.isCancelled)
    await clock.advance(by: .seconds(2))
    await store.receive(\.timerTicked) { $0.count = 1 }
    await store.receive(\.timerTicked) { $0.count = 2 }
    await task.cancel()
    #expect(task.isCancelled)
  }

  @Test func cancellingByActionFinishesTheEffect() async {
    let clock = TestClock()
    let store = TestStore(initialState: ClockCounter.State()) {
      ClockCounter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.timerToggled) { $0.isTimerOn = true }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) { $0.count = 1 }
    await store.send(.timerToggled) { $0.isTimerOn = false }
    await task.finish()
    await store.finish()
  }

  @Test func taskWithoutEffectsCountsAsCancelled() async {
    let store = TestStore(initialState: ClockCounter.State()) { ClockCounter() }
    let task = await store.send(.incrementTapped) { $0.count = 1 }
    #expect(task.isCancelled)
    await task.finish()
  }

  @Test func finishWaitsForEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: ClockCounter.State()) {
      ClockCounter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.delayedIncrementTapped)
    // The effect sleeps until the clock moves, which happens only while `finish` waits.
    Task { await clock.advance(by: .seconds(1)) }
    await store.finish(timeout: .seconds(1))
    await store.receive(.delayedIncrementFinished) { $0.count = 1 }
  }

  @Test func dependenciesChangeBetweenSteps() async {
    let store = TestStore(initialState: NumberFact.State()) {
      NumberFact()
    } withDependencies: {
      $0.numberFactClient.fetch = { _ in throw FactError() }
    }
    await store.send(.refresh) { $0.isLoading = true }
    await store.receive(\.factResponse.failure) { $0.isLoading = false }

    store.dependencies.numberFactClient.fetch = { "\($0) is odd." }
    await store.send(.incrementTapped) { $0.count = 1 }
    await store.send(.refresh) { $0.isLoading = true }
    await store.receive(\.factResponse.success) {
      $0.isLoading = false
      $0.fact = "1 is odd."
    }
  }

  @Test func withDependenciesAppliesOverridesOnTheTestContext() async {
    let store = TestStore(initialState: ClockCounter.State()) {
      ClockCounter()
    } withDependencies: {
      $0.numberWithoutTestValue = 3
    }
    #expect(store.dependencies.context == .test)
    await store.send(.numberRequested)
    await store.receive(.numberReceived(3)) { $0.count = 3 }
  }

  @Test func skipReceivedActionsMovesTheStateOn() async {
    let store = TestStore(initialState: ClockCounter.State()) { ClockCounter() }
    await store.send(.syncIncrementTapped)
    let skipped = await expectedIssues {
      await store.skipReceivedActions()
    }
    #expect(
      skipped.map { $0.message } == [
        """
        Skipped assertions.

        1 received action was skipped.

        ClockCounter.Action.incrementTapped
        """
      ]
    )
    #expect(store.state.count == 1)
    await store.send(.incrementTapped) { $0.count = 2 }
  }

  @Test func skippedEffectsKeepRunningAndTheirActionsCanBeReceived() async {
    let clock = TestClock()
    let store = TestStore(initialState: ClockCounter.State()) {
      ClockCounter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.delayedIncrementTapped)
    let skipped = await expectedIssues {
      await store.skipInFlightEffects()
    }
    #expect(
      skipped.map { $0.message } == [
        """
        Skipped assertions.

        1 in-flight effect was cancelled, originating from:

        ClockCounter.Action.delayedIncrementTapped
        """
      ]
    )
    #expect(!task.isCancelled)
    await clock.advance(by: .seconds(1))
    await store.receive(.delayedIncrementFinished) { $0.count = 1 }
  }

  @Test func skippedEffectsNeedNotFinishByTheEnd() async {
    // The timer never ends; once skipped, the store no longer waits for it.
    let store = TestStore(initialState: ClockCounter.State()) {
      ClockCounter()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    await store.send(.timerToggled) { $0.isTimerOn = true }
    _ = await expectedIssues {
      await store.skipInFlightEffects()
    }
    await store.finish()
  }

  @Test func assertChecksTheCurrentState() async {
    let store = TestStore(initialState: ClockCounter.State()) { ClockCounter() }
    await store.send(.incrementTapped) { $0.count = 1 }
    store.assert { $0.count = 1 }
  }

  @Test func defaults() {
    let store = TestStore(initialState: ClockCounter.State()) { ClockCounter() }
    #expect(store.exhaustivity == .on)
    #expect(store.timeout == 1_000_000_000)
    #expect(store.useMainSerialExecutor)
    #expect(uncheckedUseMainSerialExecutor)
  }

  @Test func testStoreOf() async {
    let store: TestStoreOf<ClockCounter> = TestStore(initialState: ClockCounter.State()) {
      ClockCounter()
    }
    await store.send(.incrementTapped) { $0.count = 1 }
  }

  @Test func withoutTheMainSerialExecutor() async {
    let store = TestStore(initialState: NumberFact.State()) {
      NumberFact()
    } withDependencies: {
      $0.numberFactClient.fetch = { "\($0)!" }
    }
    store.useMainSerialExecutor = false
    #expect(!store.useMainSerialExecutor)
    await store.send(.refresh) { $0.isLoading = true }
    await store.receive(\.factResponse.success) {
      $0.isLoading = false
      $0.fact = "0!"
    }
    await store.finish()
  }
}
