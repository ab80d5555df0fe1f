import ComposableArchitecture
import Testing

@MainActor
struct PrintChangesReducerTests {
  @Test func printerReceivesTheActionAndBothStates() {
    let printed = LockIsolated<[String]>([])
    let store = Store(initialState: Counter.State()) {
      Counter()._printChanges(
        _ReducerPrinter { action, oldState, newState in
          printed.withValue { $0.append("\(action): \(oldState.count) → \(newState.count)") }
        }
      )
    }
    store.send(.increment)
    #expect(printed.value == ["increment: 0 → 1"])
  }
}

@MainActor
struct PrintChangesSharedStateTests {
  struct Tally {
    @Shared var total: Int
  }

  /// The old state holds the same reference as the new one, so without a snapshot of the value
  /// before the action the diff would see no change.
  @Test func aChangeToSharedStateIsPrintedAsAChange() {
    let printed = LockIsolated<[String]>([])
    let store = Store(initialState: Tally(total: Shared(value: 4))) {
      Reduce<Tally, Int> { state, amount in
        state.$total.withLock { $0 += amount }
        return .none
      }
      ._printChanges(
        _ReducerPrinter { _, oldState, newState in
          printed.withValue { $0.append(diff(oldState, newState) ?? "no change") }
        }
      )
    }
    store.send(3)
    #expect(
      printed.value == [
        """
          PrintChangesSharedStateTests.Tally(
        -   _total: 4
        +   _total: 7
          )
        """
      ])
    #expect(store.withState(\.total) == 7)
  }
}
