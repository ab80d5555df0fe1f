import ComposableArchitecture
import Testing

/// Shared state changed after the test's last assertion is reported when the test store
/// finishes, in TCA's words.
@MainActor
struct UnassertedSharedChangeTests {
  struct LaterCounter: Reducer {
    struct State: Equatable {
      @Shared(value: 0) var count: Int
    }
    enum Action: Equatable { case incrementLater }
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      .run { [count = state.$count] _ in
        try await self.clock.sleep(for: .seconds(1))
        count.withLock { $0 += 1 }
      }
    }
  }

  @Test func finishReportsSharedChangesMadeAfterTheLastAssertion() async {
    let clock = TestClock()
    let store = TestStore(initialState: LaterCounter.State()) {
      LaterCounter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.incrementLater)
    await clock.advance(by: .seconds(1))
    let line: UInt = #line + 2
    let issues = await knownIssues(containing: "changes to shared state") {
      await store.finish()
    }
    #expect(
      issues == [
        CollectedIssue(
          message: """
            Test store finished before asserting against changes to shared state.

                \u{2007} UnassertedSharedChangeTests.LaterCounter.State(
                −   _count: 0
                +   _count: 1
                \u{2007} )

            (Expected: −, Actual: +)

            Invoke "TestStore.assert" at the end of this test to assert against changes to \
            shared state.
            """,
          line: line
        )
      ]
    )
  }

  @Test func theEndOfTheTestReportsThemAtTheStore() async {
    let clock = TestClock()
    var line: UInt = 0
    let issues = await knownIssues(containing: "changes to shared state") {
      let store = TestStore(initialState: LaterCounter.State()) {
        LaterCounter()
      } withDependencies: {
        $0.continuousClock = clock
      }
      // Reported where the store reports the end of a test: its last `send` in this file.
      line = #line + 1
      let task = await store.send(.incrementLater)
      await clock.advance(by: .seconds(1))
      await task.finish()
    }
    #expect(issues.map(\.line) == [line])
    #expect(
      issues.first?.message.hasPrefix(
        "Test store finished before asserting against changes to shared state.\n\n"
      ) == true
    )
  }
}
