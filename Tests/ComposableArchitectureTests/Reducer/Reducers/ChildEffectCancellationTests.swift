import ComposableArchitecture
import Testing

private struct Host: Reducer {
  struct State: Equatable {
    var optional: Ticker.State?
    var rows: IdentifiedArrayOf<Ticker.State> = []
  }

  @CasePathable
  enum Action: Equatable {
    case optional(Ticker.Action)
    case rows(IdentifiedActionOf<Ticker>)
    case present(Int)
    case dismiss
    case remove(Int)
  }

  let log: EventLog

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .present(id): state.optional = Ticker.State(id: id)
      case .dismiss: state.optional = nil
      case let .remove(id): state.rows.remove(id: id)
      case .optional, .rows: break
      }
      return .none
    }
    .ifLet(\.optional, action: \.optional) { Ticker(log: self.log) }
    .forEach(\.rows, action: \.rows) { Ticker(log: self.log) }
  }
}

@CasePathable
private enum Mode: Equatable {
  case idle
  case ticking(Ticker.State)
}

private struct ModeHost: Reducer {
  @CasePathable
  enum Action: Equatable {
    case mode(Ticker.Action)
    case stopMode
    case startMode(Int)
  }

  let log: EventLog

  var body: some Reducer<Mode, Action> {
    Reduce { state, action in
      switch action {
      case let .startMode(id): state = .ticking(Ticker.State(id: id))
      case .stopMode: state = .idle
      case .mode: break
      }
      return .none
    }
    .ifCaseLet(\.ticking, action: \.mode) { Ticker(log: self.log) }
  }
}

@MainActor
struct ChildEffectCancellationTests {
  @Test func ifLetCancelsChildEffectsWhenTheStateBecomesNil() async {
    let log = EventLog()
    let store = Store(initialState: Host.State()) { Host(log: log) }
    store.send(.present(1))
    store.send(.optional(.start))
    #expect(await log.next() == ["1 started"])
    store.send(.dismiss)
    #expect(await log.next() == ["1 cancelled"])
  }

  @Test func ifLetRunsTheChildBeforeTheParent() {
    let order = LockIsolated<[String]>([])
    let store = Store(initialState: Optional(0)) {
      Reduce<Int?, Int> { _, _ in
        order.withValue { $0.append("parent") }
        return .none
      }
      .ifLet(\.self, action: \.self) {
        Reduce<Int, Int> { state, _ in
          order.withValue { $0.append("child") }
          state += 1
          return .none
        }
      }
    }
    store.send(1)
    #expect(order.value == ["child", "parent"])
    #expect(store.state == 1)
  }

  @Test func ifLetReportsActionsForNilState() {
    let log = EventLog()
    let store = Store(initialState: Host.State()) { Host(log: log) }
    withKnownIssue {
      store.send(.optional(.start))
    } matching: { issue in
      issue.description.contains(#"An "ifLet" at "#)
        && issue.description.contains(#"received a child action when child state was "nil""#)
        && issue.description.contains("Action.optional(.start)")
    }
  }

  @Test func ifCaseLetCancelsChildEffectsWhenTheCaseChanges() async {
    let log = EventLog()
    let store = Store(initialState: Mode.idle) { ModeHost(log: log) }
    store.send(.startMode(7))
    store.send(.mode(.start))
    #expect(await log.next() == ["7 started"])
    store.send(.stopMode)
    #expect(await log.next() == ["7 cancelled"])
    withKnownIssue {
      store.send(.mode(.start))
    } matching: { issue in
      issue.description.contains("set to a different case")
    }
  }

  @Test func forEachCancelsOnlyTheRemovedElementsEffects() async {
    let log = EventLog()
    let store = Store(
      initialState: Host.State(rows: [Ticker.State(id: 1), Ticker.State(id: 2)])
    ) {
      Host(log: log)
    }
    store.send(.rows(.element(id: 1, action: .start)))
    #expect(await log.next() == ["1 started"])
    store.send(.rows(.element(id: 2, action: .start)))
    #expect(await log.next() == ["2 started"])
    store.send(.remove(1))
    #expect(await log.next() == ["1 cancelled"])
    #expect(store.rows[id: 2]?.started == 1)
    store.send(.remove(2))
    #expect(await log.next() == ["2 cancelled"], "row 2 was running until it was removed")
  }

  @Test func forEachReportsActionsForMissingElements() {
    let log = EventLog()
    let store = Store(initialState: Host.State()) { Host(log: log) }
    withKnownIssue {
      store.send(.rows(.element(id: 9, action: .start)))
    } matching: { issue in
      issue.description.contains(#"A "forEach" at "#)
        && issue.description.contains("received an action for a missing element")
    }
  }

  @Test func sameCancelIDInTwoRowsStaysSeparate() async {
    let log = EventLog()
    let rows: IdentifiedArrayOf<Ticker.State> = [Ticker.State(id: 1), Ticker.State(id: 2)]
    let store = Store(initialState: rows) {
      EmptyReducer<IdentifiedArrayOf<Ticker.State>, IdentifiedActionOf<Ticker>>()
        .forEach(\.self, action: \.self) {
          Reduce<Ticker.State, Ticker.Action> { state, _ in
            .run { [id = state.id] _ in
              log.record("\(id) started")
              do { try await Task.never() } catch { log.record("\(id) cancelled") }
            }
            .cancellable(id: "shared", cancelInFlight: true)
          }
        }
    }
    store.send(.element(id: 1, action: .start))
    #expect(await log.next() == ["1 started"])
    store.send(.element(id: 2, action: .start))
    #expect(await log.next() == ["2 started"])
    // Starting row 1 again replaces only row 1's effect.
    store.send(.element(id: 1, action: .start))
    #expect(Set(await log.next(2)) == ["1 cancelled", "1 started"])
  }
}
