import ComposableArchitecture
import Testing

/// Copies of an `@ObservableState` value share its registrar: an observer of one hears about a
/// mutation made through another, whenever the copy was made.
@MainActor
struct RegistrarSharingTests {
  @Test func aCopyMadeBeforeAnyReadTellsTheOriginalsObservers() {
    let original = ObservedChild.State()
    var copy = original
    let changes = observe { _ = original.count }
    copy.count += 1
    #expect(changes.value == 1)
  }

  @Test func mutationsBeforeTheFirstReadAreKept() {
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
