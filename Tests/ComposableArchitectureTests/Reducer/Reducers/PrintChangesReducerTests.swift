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
