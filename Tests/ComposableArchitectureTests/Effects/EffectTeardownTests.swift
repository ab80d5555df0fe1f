import ComposableArchitecture
import Testing

/// A finished effect lets go of its work. (Its task starts on the main actor, as TCA's does, so
/// a blocked main actor holds an effect back: no test expects otherwise.)
@MainActor
struct EffectTeardownTests {
  enum Action: Sendable {
    case run
  }

  @Test func aFinishedEffectLetsGoOfWhatItsOperationCaptured() async {
    final class Token: Sendable {}
    weak var released: Token?
    let store = Store(initialState: 0) {
      Reduce<Int, Action> { _, _ in
        let token = Token()
        released = token
        return .run { _ in _ = token }
      }
    }
    // A view may keep the task of its effect for as long as it is shown.
    let task = store.send(.run)
    await task.finish()
    #expect(released == nil)
    withExtendedLifetime(task) {}
  }
}
