import ComposableArchitecture
import Testing

@MainActor
struct OnChangeReducerTests {
  /// Counts on the side each action names.
  static let counting = Reduce<Pair, PairAction> { state, action in
    switch action {
    case .left: state.left.count += 1
    case .right: state.right.count += 1
    }
    return .none
  }

  @Test func runsOnlyWhenTheValueChanges() {
    let changes = LockIsolated<[String]>([])
    let store = Store(initialState: Pair()) {
      Self.counting
        .onChange(of: \.left.count) { oldValue, newValue in
          Reduce { state, _ in
            changes.withValue { $0.append("\(oldValue)→\(newValue)") }
            state.right.count = 100
            return .none
          }
        }
    }
    store.send(.right(.increment))
    #expect(changes.value.isEmpty)
    store.send(.left(.increment))
    #expect(changes.value == ["0→1"])
    #expect(store.right.count == 100)
  }

  /// The deprecated form compares with a closure, so the watched value need not be Equatable.
  @available(*, deprecated)
  @Test func removeDuplicatesDecidesWhatCountsAsAChange() {
    let changes = LockIsolated<[String]>([])
    let store = Store(initialState: Pair()) {
      Self.counting
        .onChange(
          of: { ($0.left.count, $0.right.count) },
          removeDuplicates: { old, new in old.0 == new.0 }
        ) { oldValue, newValue in
          Reduce { _, _ in
            changes.withValue { $0.append("\(oldValue.0)→\(newValue.0)") }
            return .none
          }
        }
    }
    store.send(.right(.increment))
    #expect(changes.value.isEmpty)
    store.send(.left(.increment))
    #expect(changes.value == ["0→1"])
  }
}
