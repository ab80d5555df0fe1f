import ComposableArchitecture
import Testing

@testable import TerminalUI

/// A feature with a long-living effect started by the view's `.task` (as in the screenshot
/// counter of the long-living effects case study) and a second screen that replaces it.
private struct LongLiving: Reducer {
  struct State {
    var count = 0
    var showingOther = false
  }

  enum Action {
    case task
    case tick
    case showOther(Bool)
  }

  let ticks: AsyncStream<Void>
  let events: AsyncStream<String>.Continuation

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .task:
      return .run { [ticks, events] send in
        events.yield("effect started")
        await withTaskCancellationHandler {
          for await _ in ticks { await send(.tick) }
        } onCancel: {
          events.yield("effect cancelled")
        }
      }
    case .tick:
      state.count += 1
      events.yield("count \(state.count)")
      return .none
    case .showOther(let showing):
      state.showingOther = showing
      return .none
    }
  }
}

private struct LongLivingView: View {
  let store: StoreOf<LongLiving>

  var body: some View {
    if store.showingOther {
      Text("Other screen").onKey(.escape) { store.send(.showOther(false)) }
    } else {
      VStack {
        Text("Ticks: \(store.count)")
        Button("Other", key: "o") { store.send(.showOther(true)) }
      }
      .task { await store.send(.task).finish() }
    }
  }
}

@MainActor
struct StoreRuntimeTests {
  @Test func effectOfATaskLivesAsLongAsItsView() async {
    let (ticks, tick) = AsyncStream.makeStream(of: Void.self)
    let (events, event) = AsyncStream.makeStream(of: String.self)
    let store = Store(initialState: LongLiving.State()) {
      LongLiving(ticks: ticks, events: event)
    }
    let terminal = TestTerminal(store: store, width: 20, height: 2) { LongLivingView(store: $0) }
    var iterator = events.makeAsyncIterator()
    #expect(await iterator.next() == "effect started")

    tick.yield()
    #expect(await iterator.next() == "count 1")
    #expect(terminal.text == "Ticks: 1\n[ Other ]")

    terminal.press("o")
    #expect(terminal.text == "Other screen")
    #expect(await iterator.next() == "effect cancelled")
    #expect(terminal.runningTaskCount == 0)

    // Back on the first screen, a new task sends `.task` again and starts a new effect.
    terminal.press(.escape)
    #expect(terminal.runningTaskCount == 1)
    #expect(await iterator.next() == "effect started")
    terminal.close()
    #expect(terminal.runningTaskCount == 0)
    #expect(store.count == 1)
  }
}
