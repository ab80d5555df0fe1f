import ComposableArchitecture
import Testing

/// An `@ObservableState` value makes its registrar on first read, yet copies made before that
/// still share observers, as they did when every value made its registrar up front.
@MainActor
struct LazyRegistrarTests {
  @Test func aCopyMadeBeforeAnyReadTellsTheOriginalsObservers() {
    let original = ObservedChild.State()
    var copy = original
    let changes = observe { _ = original.count }
    copy.count += 1
    #expect(changes.value == 1)
  }

  @Test func mutationsBeforeAnyReadAreKeptAndTellNoOne() {
    var state = ObservedChild.State()
    state.count = 3
    state.name = "three"
    let changes = observe { _ = state.count }
    #expect(state.count == 3)
    #expect(state.name == "three")
    state.count += 1
    #expect(changes.value == 1)
  }
}
