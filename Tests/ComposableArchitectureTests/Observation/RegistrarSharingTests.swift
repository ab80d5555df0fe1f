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

  @Test func rowsMadeTogetherAreObservedApart() {
    // Values share a registrar only when their identity numbers are a multiple of 512 apart:
    // each of a list's neighbouring rows has its observers to itself.
    var rows = (0..<300).map { ObservedChild.State(count: $0) }
    let observed = (0..<300).map { index in observe { _ = rows[index].count } }
    rows[150].count += 1
    #expect(observed[150].value == 1)
    #expect(observed.indices.filter { observed[$0].value != 0 } == [150])
  }

  @Test func aValueIsObservedWhateverWasMadeAfterIt() {
    var state = ObservedChild.State()
    let changes = observe { _ = state.name }
    // Enough values to come back round to every shared registrar more than once.
    let others = (0..<5_000).map { ObservedChild.State(count: $0) }
    state.name = "renamed"
    #expect(changes.value == 1)
    #expect(others.count == 5_000)
  }
}
