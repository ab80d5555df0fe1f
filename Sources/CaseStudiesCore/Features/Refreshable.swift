import ComposableArchitecture

/// Seed 001: a counter whose number gets a fact on refresh; the refresh can be cancelled, and
/// a failure is shown.
///
/// The view keeps its loading indicator up while it awaits the refresh's effects:
/// ```swift
/// isLoading = true
/// await store.send(.refresh).finish()
/// isLoading = false
/// ```
@Reducer
public struct Refreshable: Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var count = 0
    public var fact: String?
    /// Why the last fetch failed, shown until the next refresh.
    public var errorMessage: String?
    /// The number the last refresh asked about: the fact (or the request in flight) is about
    /// it, whatever the count is now.
    public var factNumber: Int?

    public init(
      count: Int = 0, fact: String? = nil, errorMessage: String? = nil, factNumber: Int? = nil
    ) {
      self.count = count
      self.fact = fact
      self.errorMessage = errorMessage
      self.factNumber = factNumber
    }
  }

  public enum Action: Sendable {
    case cancelButtonTapped
    case decrementButtonTapped
    case factResponse(Result<String, any Error>)
    case incrementButtonTapped
    case refresh
  }

  @Dependency(\.factClient) var factClient
  enum CancelID { case factRequest }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelButtonTapped:
        return .cancel(id: CancelID.factRequest)
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case .factResponse(.success(let fact)):
        state.fact = fact
        state.errorMessage = nil
        return .none
      case .factResponse(.failure(let error)):
        state.errorMessage = "\(error)"
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .refresh:
        state.fact = nil
        state.errorMessage = nil
        state.factNumber = state.count
        return .run { [count = state.count] send in
          await send(
            .factResponse(Result { try await self.factClient.fetch(count) }),
            animation: .default
          )
        }
        .cancellable(id: CancelID.factRequest, cancelInFlight: true)
      }
    }
  }
}
