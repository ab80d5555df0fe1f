import ComposableArchitecture
import Foundation
import Testing

private struct Stamper: Reducer {
  @Dependency(\.date.now) var now

  func reduce(into state: inout [Date], action: Bool) -> Effect<Bool> {
    state.append(self.now)
    return .none
  }
}

@MainActor
struct DependencyKeyWritingReducerTests {
  @Test func dependencyOverridesReachTheReducerAndItsEffects() async {
    let seen = LockIsolated<Date?>(nil)
    let store = Store(initialState: [Date]()) {
      Reduce<[Date], Bool> { state, action in
        @Dependency(\.date.now) var now
        state.append(now)
        return .run { _ in
          @Dependency(\.date.now) var now
          seen.setValue(now)
        }
      }
      .dependency(\.date.now, Date(timeIntervalSince1970: 1))
    }
    await store.send(true).finish()
    #expect(store.state == [Date(timeIntervalSince1970: 1)])
    #expect(seen.value == Date(timeIntervalSince1970: 1))
  }

  @Test func transformDependencyChangesTheInheritedValue() {
    let store = Store(initialState: [Date]()) {
      Stamper()
        .transformDependency(\.date) { date in
          let base = date.now
          date = DateGenerator { base.addingTimeInterval(60) }
        }
    } withDependencies: {
      $0.date.now = Date(timeIntervalSince1970: 0)
    }
    store.send(false)
    #expect(store.state == [Date(timeIntervalSince1970: 60)])
  }

  @Test func chainedTransformsFuseIntoOneReducerAndTheInnermostWins() {
    let reducer: _DependencyKeyWritingReducer<Stamper> = Stamper()
      .transformDependency(\.date) { $0 = DateGenerator { Date(timeIntervalSince1970: 1) } }
      .transformDependency(\.date) { $0 = DateGenerator { Date(timeIntervalSince1970: 2) } }
    let store = Store(initialState: [Date]()) { reducer }
    store.send(false)
    #expect(store.state == [Date(timeIntervalSince1970: 1)])
  }

  @Test func chainedOverridesFuseIntoOneReducerAndTheInnermostWins() {
    let reducer: _DependencyKeyWritingReducer<Stamper> = Stamper()
      .dependency(\.date.now, Date(timeIntervalSince1970: 1))
      .dependency(\.date.now, Date(timeIntervalSince1970: 2))
    let store = Store(initialState: [Date]()) { reducer }
    store.send(false)
    #expect(store.state == [Date(timeIntervalSince1970: 1)])
  }
}
