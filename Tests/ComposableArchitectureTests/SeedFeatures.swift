// The reducers of the seed documents (000, 001, 002, 004), written as the seeds write them
// (`@Reducer`, `@ObservableState`, `@Dependency`, `.run`), so that this file compiling against
// our module is the proof that such TCA code compiles unchanged.
import ComposableArchitecture
import Foundation

// MARK: - 001 Refreshable: a number fact that can be refreshed and cancelled

@DependencyClient
struct FactClient: Sendable {
  var fetch: @Sendable (_ number: Int) async throws -> String
}

extension FactClient: TestDependencyKey {
  static let testValue = FactClient()
}

extension DependencyValues {
  var factClient: FactClient {
    get { self[FactClient.self] }
    set { self[FactClient.self] = newValue }
  }
}

@Reducer
struct Refreshable {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var fact: String?
  }

  enum Action {
    case cancelButtonTapped
    case decrementButtonTapped
    case factResponse(Result<String, any Error>)
    case incrementButtonTapped
    case refresh
  }

  @Dependency(\.factClient) var factClient
  private enum CancelID { case factRequest }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .cancelButtonTapped:
        return .cancel(id: CancelID.factRequest)
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case let .factResponse(.success(fact)):
        state.fact = fact
        return .none
      case .factResponse(.failure):
        // The seed leaves error handling here; the case-studies app shows the error.
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .refresh:
        state.fact = nil
        return .run { [count = state.count] send in
          await send(
            .factResponse(Result { try await self.factClient.fetch(count) }),
            animation: .default
          )
        }
        .cancellable(id: CancelID.factRequest)
      }
    }
  }
}

// MARK: - 002 Reducer: a counter with a timer on the continuous clock

@Reducer
struct CounterFeature {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var isTimerOn = false
  }

  enum Action: Equatable {
    case decrementButtonTapped
    case incrementButtonTapped
    case timerTicked
    case toggleTimerButtonTapped
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
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
        if state.isTimerOn {
          return .run { send in
            for await _ in self.clock.timer(interval: .seconds(1)) {
              await send(.timerTicked)
            }
          }
          .cancellable(id: CancelID.timer)
        } else {
          return .cancel(id: CancelID.timer)
        }
      }
    }
  }
}

/// Seed 002's other spelling: the same feature with `reduce(into:action:)`.
@Reducer
struct DecrementFeature {
  @ObservableState
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case decrementButtonTapped }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .decrementButtonTapped:
      state.count -= 1
      return .none
    }
  }
}

// MARK: - 004 Long-living effects: counting screenshots while the screen is shown

extension DependencyValues {
  var screenshots: @Sendable () async -> any AsyncSequence<Void, Never> {
    get { self[ScreenshotsKey.self] }
    set { self[ScreenshotsKey.self] = newValue }
  }
}

private enum ScreenshotsKey: DependencyKey {
  // Linux has no screenshot notification; the case-studies app watches a folder instead.
  static let liveValue: @Sendable () async -> any AsyncSequence<Void, Never> = {
    AsyncStream.makeStream(of: Void.self).stream
  }
}

@Reducer
struct LongLivingEffects {
  @ObservableState
  struct State: Equatable {
    var screenshotCount = 0
  }

  enum Action: Equatable {
    case task
    case userDidTakeScreenshotNotification
  }

  @Dependency(\.screenshots) var screenshots

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .task:
        return .run { send in
          for await _ in await self.screenshots() {
            await send(.userDidTakeScreenshotNotification)
          }
        }
      case .userDidTakeScreenshotNotification:
        state.screenshotCount += 1
        return .none
      }
    }
  }
}

// MARK: - 000 Pomodoro: the timer feature split into controllers

enum HapticStyle: Equatable, Sendable { case light, medium, heavy }

@DependencyClient
struct HapticClient: Sendable {
  var impact: @Sendable (_ style: HapticStyle) async -> Void
}

extension HapticClient: TestDependencyKey {
  static let testValue = HapticClient()
}

struct GuideInformation: Equatable, Sendable {
  var onBoarding = false
  var startGuide = false
  var standByGuide = false
}

@DependencyClient
struct GuideDefaultsClient: Sendable {
  var save: @Sendable (_ guide: GuideInformation) async -> Void
}

extension GuideDefaultsClient: TestDependencyKey {
  static let testValue = GuideDefaultsClient()
}

extension DependencyValues {
  var haptic: HapticClient {
    get { self[HapticClient.self] }
    set { self[HapticClient.self] = newValue }
  }

  var guideDefaults: GuideDefaultsClient {
    get { self[GuideDefaultsClient.self] }
    set { self[GuideDefaultsClient.self] = newValue }
  }
}

@Reducer
struct TimerFeature {
  enum TimerStatus: Equatable, Sendable {
    case standBy, focus, pause, completed, breakStandBy, breakTime, sleep
  }

  /// The interactions of the timer screen's components.
  enum ControllType: Equatable, Sendable {
    case timerFieldTapped
    case catTapped
    case resetTapped
    case triggerTapped
    case triggerWillTap
  }

  @ObservableState
  struct State: Equatable {
    var count = 25 * 60
    var timerStatus = TimerStatus.standBy
    var startDate: Date?
    var guideInformation = GuideInformation()
    var catReactions = 0
  }

  enum Action: Equatable {
    case viewAction(ControllType)
    case setStatus(TimerStatus, startDate: Date? = nil, count: Int? = nil)
    case setGuideState(GuideInformation)
    case timerTicked
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .viewAction(act):
        return .merge(ControllerReducers.makeAllReducers(state: &state, act: act))
      case let .setStatus(status, startDate, count):
        state.timerStatus = status
        if let startDate { state.startDate = startDate }
        if let count { state.count = count }
        switch status {
        case .focus, .breakTime:
          return .run { send in
            for await _ in self.clock.timer(interval: .seconds(1)) {
              await send(.timerTicked)
            }
          }
          .cancellable(id: CancelID.timer, cancelInFlight: true)
        default:
          return .cancel(id: CancelID.timer)
        }
      case let .setGuideState(guide):
        state.guideInformation = guide
        return .run { _ in
          @Dependency(\.guideDefaults) var guideDefaults
          await guideDefaults.save(guide)
        }
      case .timerTicked:
        state.count -= 1
        guard state.count <= 0 else { return .none }
        state.count = 0
        return .send(.setStatus(state.timerStatus == .focus ? .completed : .standBy))
      }
    }
  }
}

/// One concern of the timer screen: a method per interaction, dispatched by `makeReducer`.
protocol TimerControllerProtocol {
  func makeReducer(
    state: inout TimerFeature.State, act: TimerFeature.ControllType
  ) -> Effect<TimerFeature.Action>
  func timerFieldTapped(state: inout TimerFeature.State) -> Effect<TimerFeature.Action>
  func catTapped(state: inout TimerFeature.State) -> Effect<TimerFeature.Action>
  func resetTapped(state: inout TimerFeature.State) -> Effect<TimerFeature.Action>
  func triggerTapped(state: inout TimerFeature.State) -> Effect<TimerFeature.Action>
  func triggerWillTap(state: inout TimerFeature.State) -> Effect<TimerFeature.Action>
}

extension TimerControllerProtocol {
  func makeReducer(
    state: inout TimerFeature.State, act: TimerFeature.ControllType
  ) -> Effect<TimerFeature.Action> {
    switch act {
    case .catTapped: catTapped(state: &state)
    case .resetTapped: resetTapped(state: &state)
    case .timerFieldTapped: timerFieldTapped(state: &state)
    case .triggerTapped: triggerTapped(state: &state)
    case .triggerWillTap: triggerWillTap(state: &state)
    }
  }

  // A controller implements only the interactions its concern cares about.
  func timerFieldTapped(state: inout TimerFeature.State) -> Effect<TimerFeature.Action> { .none }
  func catTapped(state: inout TimerFeature.State) -> Effect<TimerFeature.Action> { .none }
  func resetTapped(state: inout TimerFeature.State) -> Effect<TimerFeature.Action> { .none }
  func triggerTapped(state: inout TimerFeature.State) -> Effect<TimerFeature.Action> { .none }
  func triggerWillTap(state: inout TimerFeature.State) -> Effect<TimerFeature.Action> { .none }
}

extension TimerFeature {
  /// Every controller; each interaction runs all of them and merges their effects.
  enum ControllerReducers: CaseIterable {
    case haptic, guide, action

    private var myReducer: any TimerControllerProtocol {
      switch self {
      case .haptic: HapticReducer()
      case .guide: GuideReducer()
      case .action: ActionReducer()
      }
    }

    static func makeAllReducers(
      state: inout TimerFeature.State, act: ControllType
    ) -> [Effect<Action>] {
      Self.allCases.map { reducer in
        reducer.myReducer.makeReducer(state: &state, act: act)
      }
    }
  }
}

extension TimerFeature.ControllerReducers {
  struct HapticReducer: TimerControllerProtocol {
    @Dependency(\.haptic) var haptic

    func triggerTapped(state: inout TimerFeature.State) -> Effect<TimerFeature.Action> {
      .run { _ in await haptic.impact(style: .light) }
    }
  }

  struct GuideReducer: TimerControllerProtocol {
    @Dependency(\.continuousClock) var clock

    func triggerTapped(state: inout TimerFeature.State) -> Effect<TimerFeature.Action> {
      guard !state.guideInformation.onBoarding else { return .none }
      state.guideInformation.onBoarding = true
      var guide = state.guideInformation
      guide.startGuide = true
      return .run { [guide] send in
        try await clock.sleep(for: .seconds(3))
        await send(.setGuideState(guide), animation: .easeInOut)
      }
    }
  }

  struct ActionReducer: TimerControllerProtocol {
    @Dependency(\.date.now) var now

    func catTapped(state: inout TimerFeature.State) -> Effect<TimerFeature.Action> {
      state.catReactions += 1
      return .none
    }

    func resetTapped(state: inout TimerFeature.State) -> Effect<TimerFeature.Action> {
      .send(.setStatus(.standBy, count: 25 * 60))
    }

    func triggerTapped(state: inout TimerFeature.State) -> Effect<TimerFeature.Action> {
      switch state.timerStatus {
      case .standBy:
        guard state.count != 0 else { return .none }
        return .run { [now] send in
          await send(.setStatus(.focus, startDate: now))
        }
      case .focus:
        return .run { send in await send(.setStatus(.pause)) }
      case .pause:
        return .run { [count = state.count] send in
          await send(.setStatus(.focus, count: count))
        }
      case .completed:
        return .run { send in await send(.setStatus(.standBy)) }
      case .breakStandBy:
        return .run { [now] send in
          await send(.setStatus(.breakTime, startDate: now))
        }
      case .breakTime:
        return .concatenate(
          .cancel(id: TimerFeature.CancelID.timer),
          .run { await $0(.setStatus(.standBy)) }
        )
      case .sleep:
        return .none
      }
    }
  }
}
