import ComposableArchitecture
import Testing

// The feature and test shown on the DocC landing page
// (Sources/ComposableArchitecture/Documentation.docc/ComposableArchitecture.md), compiled and run
// here so that the page never shows code that does not build or pass.

@Reducer
struct Thermostat {
  @ObservableState
  struct State: Equatable {
    var isHeating = false
    var target = 20
  }
  enum Action {
    case heaterResponded(isOn: Bool)
    case raiseButtonTapped
  }
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .heaterResponded(isOn):
        state.isHeating = isOn
        return .none
      case .raiseButtonTapped:
        state.target += 1
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.heaterResponded(isOn: true))
        }
      }
    }
  }
}

@MainActor
struct ThermostatTests {
  @Test func raisingTheTargetTurnsTheHeaterOn() async {
    let clock = TestClock()
    let store = TestStore(initialState: Thermostat.State()) {
      Thermostat()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.raiseButtonTapped) {
      $0.target = 21
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.heaterResponded) {
      $0.isHeating = true
    }
  }
}
