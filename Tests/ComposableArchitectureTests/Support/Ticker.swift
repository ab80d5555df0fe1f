import ComposableArchitecture

/// A child feature whose `.start` effect runs until cancelled, reporting its lifetime.
struct Ticker: Reducer {
  struct State: Equatable, Identifiable {
    var id: Int
    var started = 0
  }

  @CasePathable
  enum Action: Equatable {
    case start
  }

  let log: EventLog

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.started += 1
    return .run { [log, id = state.id] _ in
      log.record("\(id) started")
      do {
        try await Task.never()
      } catch {
        log.record("\(id) cancelled")
      }
    }
  }
}
