import PortableSwiftUI
import Testing

/// A `.task` or `.refreshable` closure written in a view's body runs on the main actor, as
/// SwiftUI's does: TCA's `.task { await store.send(.task).finish() }` and a main-actor model's
/// methods are called from it without a hop (TCA's long-living effects case study crashed on
/// entry when the closure ran elsewhere).
@MainActor
struct TaskIsolationTests {
  @MainActor final class Recorder {
    var ranOnTheMainActor: [Bool] = []
    // Synchronous and main-actor isolated: a closure off the main actor could not call it
    // without `await`, so this file compiles only if the closures inherit the body's actor.
    // (`Thread.isMainThread` is no witness: under the test runner it read false on the main
    // actor too.)
    func record(_ isolation: (any Actor)?) { ranOnTheMainActor.append(isolation is MainActor) }
  }

  struct Screen: View {
    let recorder: Recorder
    var body: some View {
      List { Text("Row") }
        .task { recorder.record(#isolation) }
        .refreshable { recorder.record(#isolation) }
    }
  }

  @Test func tasksAndRefreshesWrittenInABodyRunOnTheMainActor() async {
    let recorder = Recorder()
    let tree = ViewResolver.resolve(Screen(recorder: recorder), graph: ViewGraph())
    #expect(await tree.first("task")?.performAndWait("task") == true)
    #expect(await tree.first("refreshable")?.performAndWait("refresh") == true)
    #expect(recorder.ranOnTheMainActor == [true, true])
  }
}
