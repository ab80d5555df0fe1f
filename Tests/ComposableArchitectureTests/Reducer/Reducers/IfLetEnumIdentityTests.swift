import ComposableArchitecture
import Testing

/// An observable enum child whose case holds plain data, as an alert destination does.
@ObservableState
@CasePathable
enum Panel: Equatable {
  case note(String)
  case other(String)
}

private struct PanelHost: Reducer {
  @ObservableState
  struct State: Equatable {
    var panel: Panel?
    var unrelated = 0
  }

  @CasePathable
  enum Action: Equatable {
    case panel(String)
    case unrelated
    case switchCase
  }

  let log: EventLog
  let release: AsyncStream<Void>

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .unrelated: state.unrelated += 1
      case .switchCase: state.panel = .other("y")
      case .panel: break
      }
      return .none
    }
    .ifLet(\.panel, action: \.panel) {
      Reduce<Panel, String> { _, _ in
        .run { [log, release] _ in
          for await _ in release { break }
          log.record(Task.isCancelled ? "cancelled" : "finished")
        }
      }
    }
  }
}

@MainActor
struct IfLetEnumIdentityTests {
  @Test func childEffectsSurviveUnrelatedActionsWhenTheCaseHoldsPlainData() async {
    let log = EventLog()
    let (release, finish) = AsyncStream.makeStream(of: Void.self)
    let store = Store(initialState: PanelHost.State(panel: .note("x"))) {
      PanelHost(log: log, release: release)
    }
    let task = store.send(.panel("work"))
    store.send(.unrelated)
    finish.yield()
    #expect(await log.next() == ["finished"])
    await task.finish()
  }

  @Test func childEffectsAreCancelledWhenTheCaseChanges() async {
    let log = EventLog()
    let (release, _) = AsyncStream.makeStream(of: Void.self)
    let store = Store(initialState: PanelHost.State(panel: .note("x"))) {
      PanelHost(log: log, release: release)
    }
    store.send(.panel("work"))
    store.send(.switchCase)
    #expect(await log.next() == ["cancelled"])
  }
}
