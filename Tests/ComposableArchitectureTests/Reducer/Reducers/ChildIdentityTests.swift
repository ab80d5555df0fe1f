import ComposableArchitecture
import Testing

/// A child's effects live as long as the child does, and a child is told apart as TCA tells it:
/// by its type, its enum case and its `id`. Replacing it with a value of the same id, replacing
/// a child that is not `Identifiable`, or a child resetting itself keep its effects.
@MainActor
struct ChildIdentityTests {
  @Reducer
  struct Timer {
    struct State: Equatable, Identifiable {
      var id: Int
      var ticks = 0
    }
    enum Action: Equatable {
      case reset
      case start
      case tick
    }
    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .reset:
          state = State(id: state.id)
          return .none
        case .start:
          return .run { send in
            for await _ in self.clock.timer(interval: .seconds(1)) { await send(.tick) }
          }
        case .tick:
          state.ticks += 1
          return .none
        }
      }
    }
  }

  /// Plain (not `Identifiable`) child state.
  @Reducer
  struct Counter {
    struct State: Equatable {
      var ticks = 0
    }
    enum Action: Equatable {
      case start
      case tick
    }
    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .start:
          return .run { send in
            for await _ in self.clock.timer(interval: .seconds(1)) { await send(.tick) }
          }
        case .tick:
          state.ticks += 1
          return .none
        }
      }
    }
  }

  @Reducer
  struct Parent {
    struct State: Equatable {
      var timer: Timer.State?
      var counter: Counter.State?
    }
    enum Action: Equatable {
      case clearCounter
      case counter(Counter.Action)
      case replaceCounter
      case setTimer(Timer.State?)
      case timer(Timer.Action)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .clearCounter:
          state.counter = nil
          return .none
        case .counter, .timer:
          return .none
        case .replaceCounter:
          state.counter = Counter.State()
          return .none
        case let .setTimer(timer):
          state.timer = timer
          return .none
        }
      }
      .ifLet(\.timer, action: \.timer) { Timer() }
      .ifLet(\.counter, action: \.counter) { Counter() }
    }
  }

  /// Enum state whose `timing` case holds a child.
  @CasePathable
  enum Mode: Equatable {
    case idle
    case timing(Timer.State)
  }

  struct ModeHost: Reducer {
    @CasePathable
    enum Action: Equatable {
      case mode(Timer.Action)
      case setMode(Mode)
    }

    var body: some Reducer<Mode, Action> {
      Reduce { state, action in
        if case let .setMode(mode) = action { state = mode }
        return .none
      }
      .ifCaseLet(\.timing, action: \.mode) { Timer() }
    }
  }

  private func makeStore() -> (TestStoreOf<Parent>, TestClock<Duration>) {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    return (store, clock)
  }

  @Test func ifLetKeepsEffectsWhenReplacedWithTheSameID() async {
    let (store, clock) = self.makeStore()
    await store.send(.setTimer(Timer.State(id: 1))) { $0.timer = Timer.State(id: 1) }
    await store.send(.timer(.start))
    await store.send(.setTimer(Timer.State(id: 1, ticks: 5))) { $0.timer?.ticks = 5 }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timer.tick) { $0.timer?.ticks = 6 }
    // Another id is another child: the old one's timer ends.
    await store.send(.setTimer(Timer.State(id: 2))) { $0.timer = Timer.State(id: 2) }
    await clock.advance(by: .seconds(1))
  }

  @Test func ifLetKeepsEffectsWhenTheChildResetsItself() async {
    let (store, clock) = self.makeStore()
    await store.send(.setTimer(Timer.State(id: 1, ticks: 3))) {
      $0.timer = Timer.State(id: 1, ticks: 3)
    }
    await store.send(.timer(.start))
    await store.send(.timer(.reset)) { $0.timer?.ticks = 0 }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timer.tick) { $0.timer?.ticks = 1 }
    await store.send(.setTimer(nil)) { $0.timer = nil }
  }

  @Test func ifLetKeepsEffectsWhenAPlainChildIsReplaced() async {
    let (store, clock) = self.makeStore()
    await store.send(.replaceCounter) { $0.counter = Counter.State() }
    await store.send(.counter(.start))
    await clock.advance(by: .seconds(1))
    await store.receive(\.counter.tick) { $0.counter?.ticks = 1 }
    await store.send(.replaceCounter) { $0.counter?.ticks = 0 }
    await clock.advance(by: .seconds(1))
    await store.receive(\.counter.tick) { $0.counter?.ticks = 1 }
    await store.send(.clearCounter) { $0.counter = nil }
  }

  @Test func ifCaseLetKeepsEffectsForTheSameCaseAndID() async {
    let clock = TestClock()
    let store = TestStore(initialState: Mode.idle) {
      ModeHost()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.setMode(.timing(Timer.State(id: 1)))) {
      $0 = .timing(Timer.State(id: 1))
    }
    await store.send(.mode(.start))
    await store.send(.setMode(.timing(Timer.State(id: 1, ticks: 2)))) {
      $0 = .timing(Timer.State(id: 1, ticks: 2))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.mode.tick) { $0 = .timing(Timer.State(id: 1, ticks: 3)) }
    // Another case ends the child's effects.
    await store.send(.setMode(.idle)) { $0 = .idle }
    await clock.advance(by: .seconds(1))
  }
}
