import ComposableArchitecture
import Testing

/// Identifiable child state: a presentation is the same while its id is, as in TCA.
private struct Session: Reducer {
  struct State: ObservableState, Identifiable {
    var _$id = ObservableStateID()
    let id: Int
    var number: Int
    mutating func _$willModify() { self._$id._$willModify() }
  }

  @CasePathable
  enum Action: Equatable {
    case renew
    case reset
    case start
  }

  let log: EventLog

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if action == .reset {
      // A child that starts over is still the same child.
      state = State(id: state.id, number: 0)
      return .none
    }
    if action == .renew {
      // A child that takes another id is another child.
      state = State(id: state.id + 100, number: state.number)
      return .none
    }
    return .run { [log, number = state.number] _ in
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
    case open(id: Int, number: Int)
    case renumber(Int)
  }

  let log: EventLog

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .open(id, number):
        state.session = Session.State(id: id, number: number)
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

/// The same child in a case of an enum destination: the case's child gives the identity.
private struct EnumHost: Reducer {
  struct State {
    @PresentationState var destination: Destination?
  }

  @CasePathable
  enum Destination {
    case session(Session.State)
  }

  @CasePathable
  enum DestinationAction: Equatable {
    case session(Session.Action)
  }

  @CasePathable
  enum Action: Equatable {
    case destination(PresentationAction<DestinationAction>)
    case open
  }

  let log: EventLog

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      if action == .open { state.destination = .session(Session.State(id: 1, number: 1)) }
      return .none
    }
    .ifLet(\.$destination, action: \.destination) {
      Scope(state: \.session, action: \.session) { Session(log: self.log) }
    }
  }
}

@MainActor
struct PresentationIdentityTests {
  @Test func anEnumCasesChildTakingAnotherIDEndsItsEffects() async {
    let log = EventLog()
    let store = Store(initialState: EnumHost.State()) { EnumHost(log: log) }
    store.send(.open)
    store.send(.destination(.presented(.session(.start))))
    #expect(await log.next() == ["1 started"])
    // TCA tells the case's children apart by their ids: a new id is a new presentation.
    store.send(.destination(.presented(.session(.renew))))
    #expect(await log.next() == ["1 cancelled"])
  }

  @Test func presentingAnotherIDCancelsTheOldOnesEffects() async {
    let log = EventLog()
    let store = Store(initialState: Host.State()) { Host(log: log) }
    store.send(.open(id: 1, number: 1))
    store.send(.session(.presented(.start)))
    #expect(await log.next() == ["1 started"])
    // Mutating the presented state keeps the presentation…
    store.send(.renumber(2))
    store.send(.session(.presented(.start)))
    #expect(await log.next() == ["2 started"])
    // …presenting another id ends it.
    store.send(.open(id: 3, number: 3))
    #expect(Set(await log.next(2)) == ["1 cancelled", "2 cancelled"])
    #expect(store.session?.number == 3)
  }

  @Test func replacingWithTheSameIDOrResettingKeepsTheEffects() async {
    let log = EventLog()
    let store = Store(initialState: Host.State()) { Host(log: log) }
    store.send(.open(id: 1, number: 1))
    store.send(.session(.presented(.start)))
    #expect(await log.next() == ["1 started"])
    // A new value with the same id, and a child resetting itself, are the same presentation.
    store.send(.open(id: 1, number: 5))
    store.send(.session(.presented(.reset)))
    store.send(.session(.presented(.start)))
    #expect(await log.next() == ["0 started"])
    // Only dismissing ends both effects.
    store.send(.session(.dismiss))
    #expect(Set(await log.next(2)) == ["1 cancelled", "0 cancelled"])
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
