import ComposableArchitecture

/// Seed 002: a counter with − and + and a timer that adds one each second on the continuous
/// clock, cancelled when toggled off (and, by the menu's `ifLet`, when the screen is left).
///
/// ```swift
/// let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
/// store.send(.toggleTimerButtonTapped)
/// ```
@Reducer
public struct CounterFeature: Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var count = 0
    public var isTimerOn = false

    public init(count: Int = 0, isTimerOn: Bool = false) {
      self.count = count
      self.isTimerOn = isTimerOn
    }
  }

  public enum Action: Equatable, Sendable {
    case decrementButtonTapped
    case incrementButtonTapped
    case timerTicked
    case toggleTimerButtonTapped
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .timerTicked:
        state.count += 1
        return .none
      case .toggleTimerButtonTapped:
        state.isTimerOn.toggle()
        guard state.isTimerOn else { return .cancel(id: CancelID.timer) }
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.timerTicked)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)
      }
    }
  }
}
