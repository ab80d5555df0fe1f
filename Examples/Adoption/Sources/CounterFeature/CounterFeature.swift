import ComposableArchitecture

@Reducer
public struct CounterFeature {
  @ObservableState
  public struct State: Equatable {
    public var count = 0
    public var fact: String?
    public var factError: String?
    public var isLoading = false

    public init(count: Int = 0) {
      self.count = count
    }
  }

  public enum Action {
    case decrementButtonTapped
    case factButtonTapped
    case factFailed(String)
    case factResponse(String)
    case incrementButtonTapped
  }

  @Dependency(\.numberFact) var numberFact

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        state.fact = nil
        return .none

      case .factButtonTapped:
        state.fact = nil
        state.factError = nil
        state.isLoading = true
        return .run { [count = state.count, numberFact] send in
          try await send(.factResponse(numberFact.fetch(count)))
        } catch: { error, send in
          await send(.factFailed(error.localizedDescription))
        }

      case let .factFailed(message):
        state.factError = message
        state.isLoading = false
        return .none

      case let .factResponse(fact):
        state.fact = fact
        state.isLoading = false
        return .none

      case .incrementButtonTapped:
        state.count += 1
        state.fact = nil
        return .none
      }
    }
  }
}
