import ComposableArchitecture
import Testing

/// Observable child state: each new value is a new presentation.
private struct Session: Reducer {
  struct State: ObservableState {
    var _$id = ObservableStateID()
    var number: Int
    mutating func _$willModify() {}
  }

  @CasePathable
  enum Action: Equatable {
    case start
  }

  let log: EventLog

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .run { [log, number = state.number] _ in
      log.record("\(number) started")
      do {
        try await Task.never()
      } catch {
        log.record("\(number) cancelled")
      }
    }
  }
}

private struct Host: Reducer {
  struct State {
    @PresentationState var session: Session.State?
  }

  @CasePathable
  enum Action: Equatable {
    case session(PresentationAction<Session.Action>)
    case open(Int)
    case renumber(Int)
  }

  let log: EventLog

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .open(number):
        state.session = Session.State(number: number)
      case let .renumber(number):
        state.session?.number = number
      case .session:
        break
      }
      return .none
    }
    .ifLet(\.$session, action: \.session) { Session(log: self.log) }
  }
}

@MainActor
struct PresentationIdentityTests {
  @Test func replacingThePresentationCancelsTheOldOnesEffects() async {
    let log = EventLog()
    let store = Store(initialState: Host.State()) { Host(log: log) }
    store.send(.open(1))
    store.send(.session(.presented(.start)))
    #expect(await log.next() == ["1 started"])
    // Mutating the presented state keeps the presentation…
    store.send(.renumber(2))
    store.send(.session(.presented(.start)))
    #expect(await log.next() == ["2 started"])
    // …presenting a new value ends it.
    store.send(.open(3))
    #expect(Set(await log.next(2)) == ["1 cancelled", "2 cancelled"])
    #expect(store.session?.number == 3)
  }

  @Test func presentationCasePathsReachTheChildsCases() {
    let action = Host.Action.session(.presented(.start))
    #expect(action[case: \.session.start] != nil)
    #expect(action[case: \.session.dismiss] == nil)
    #expect(Host.Action.session(.dismiss)[case: \.session.dismiss] != nil)
    let start: CaseKeyPath<Host.Action, Void> = \.session.start
    #expect(start() == .session(.presented(.start)))
  }
}
