import ComposableArchitecture
import Foundation

// Small features for the tests of the test store: one with equatable actions and a clock, one
// with a `Result` response and a dependency client, in the shapes the seeds use.

/// A counter whose effects use the continuous clock.
struct ClockCounter: Reducer {
  struct State: Equatable {
    var count = 0
    var isTimerOn = false
  }

  @CasePathable
  enum Action: Equatable {
    case incrementTapped
    case nothingTapped
    case delayedIncrementTapped
    case delayedIncrementFinished
    case syncIncrementTapped
    case twoEffectsTapped
    case chainTapped
    case sequenceTapped
    case timerToggled
    case timerTicked
    case numberRequested
    case numberReceived(Int)
    case waitForeverTapped
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.numberWithoutTestValue) var numberWithoutTestValue

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementTapped:
      state.count += 1
      return .none

    case .nothingTapped:
      return .none

    case .delayedIncrementTapped:
      return .run { send in
        try await self.clock.sleep(for: .seconds(1))
        await send(.delayedIncrementFinished)
      }

    case .delayedIncrementFinished:
      state.count += 1
      return .none

    case .syncIncrementTapped:
      return .send(.incrementTapped)

    case .twoEffectsTapped:
      return .merge(
        .run { send in await send(.incrementTapped) },
        .run { send in
          try await self.clock.sleep(for: .seconds(1))
          await send(.incrementTapped)
        }
      )

    case .chainTapped:
      return .merge(
        .send(.incrementTapped),
        .run { send in await send(.delayedIncrementFinished) }
      )

    case .sequenceTapped:
      return .concatenate(
        .run { send in
          try await self.clock.sleep(for: .seconds(1))
          await send(.incrementTapped)
        },
        .send(.delayedIncrementFinished)
      )

    case .timerToggled:
      state.isTimerOn.toggle()
      guard state.isTimerOn else { return .cancel(id: CancelID.timer) }
      return .run { send in
        for await _ in self.clock.timer(interval: .seconds(1)) {
          await send(.timerTicked)
        }
      }
      .cancellable(id: CancelID.timer, cancelInFlight: true)

    case .timerTicked:
      state.count += 1
      return .none

    case .numberRequested:
      let number = self.numberWithoutTestValue
      return .send(.numberReceived(number))

    case let .numberReceived(number):
      state.count = number
      return .none

    case .waitForeverTapped:
      return .run { _ in
        try await Task.never()
      }
    }
  }
}

/// A dependency with only a live value, which tests must override.
enum NumberWithoutTestValueKey: DependencyKey {
  static let liveValue = 42
}

extension DependencyValues {
  var numberWithoutTestValue: Int {
    get { self[NumberWithoutTestValueKey.self] }
    set { self[NumberWithoutTestValueKey.self] = newValue }
  }
}

/// Fetches a fact about a number.
struct NumberFactClient: Sendable {
  var fetch: @Sendable (Int) async throws -> String
}

extension NumberFactClient: DependencyKey {
  static let liveValue = NumberFactClient { "\($0) is a number." }
  static let testValue = NumberFactClient { _ in
    reportIssue("NumberFactClient.fetch is unimplemented")
    return ""
  }
}

extension DependencyValues {
  var numberFactClient: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}

struct FactError: Error, Equatable {}

/// A counter that fetches a fact about its number, as in the refreshable case study.
struct NumberFact: Reducer {
  struct State: Equatable {
    var count = 0
    var fact: String?
    var isLoading = false
  }

  @CasePathable
  enum Action {
    case cancelTapped
    case delegate(Delegate)
    case factResponse(Result<String, any Error>)
    case incrementTapped
    case refresh
    case saveTapped

    @CasePathable
    enum Delegate {
      case saved(String)
    }
  }

  enum CancelID { case factRequest }

  @Dependency(\.numberFactClient) var numberFactClient

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .cancelTapped:
      state.isLoading = false
      return .cancel(id: CancelID.factRequest)

    case .delegate:
      return .none

    case let .factResponse(.success(fact)):
      state.isLoading = false
      state.fact = fact
      return .none

    case .factResponse(.failure):
      state.isLoading = false
      return .none

    case .incrementTapped:
      state.count += 1
      state.fact = nil
      return .none

    case .refresh:
      state.fact = nil
      state.isLoading = true
      return .run { [count = state.count] send in
        await send(.factResponse(Result { try await self.numberFactClient.fetch(count) }))
      }
      .cancellable(id: CancelID.factRequest)

    case .saveTapped:
      return .send(.delegate(.saved(state.fact ?? "")))
    }
  }
}
