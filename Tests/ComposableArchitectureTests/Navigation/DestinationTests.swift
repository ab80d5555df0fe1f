import ComposableArchitecture
import Testing

// Tree navigation written as TCA features write it: `@Presents` and an `@Reducer enum`
// destination holding a feature, an alert and a confirmation dialog.

@Reducer
private struct StopwatchFeature {
  @ObservableState
  struct State: Equatable {
    var ticks = 0
  }

  enum Action {
    case start
    case tick
    case closeButtonTapped
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
      case .tick:
        state.ticks += 1
        return .none
      case .closeButtonTapped:
        return .run { _ in await self.dismiss(animation: .default) }
      }
    }
  }
}

@Reducer
private struct PresentingFeature {
  @Reducer(state: .equatable)
  enum Destination {
    case timer(StopwatchFeature)
    case alert(AlertState<PresentingFeature.Action.Alert>)
    case dialog(ConfirmationDialogState<PresentingFeature.Action.Dialog>)
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    var confirmed = 0
  }

  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case showAlert
    case showDialog
    case showTimer

    @CasePathable
    enum Alert: Equatable {
      case confirm
    }

    @CasePathable
    enum Dialog: Equatable {
      case share
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .destination(.presented(.alert(.confirm))):
        state.confirmed += 1
      case .destination:
        break
      case .showAlert:
        state.destination = .alert(
          AlertState {
            TextState("Sure?")
          } actions: {
            ButtonState(action: .confirm) { TextState("Yes") }
          })
      case .showDialog:
        state.destination = .dialog(
          ConfirmationDialogState {
            TextState("Share")
          } actions: {
            ButtonState(action: .share) { TextState("Share") }
          })
      case .showTimer:
        state.destination = .timer(StopwatchFeature.State())
      }
      return .none
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

@MainActor
struct DestinationTests {
  private func makeStore(clock: some Clock<Duration> = TestClock()) -> StoreOf<PresentingFeature> {
    Store(initialState: PresentingFeature.State()) {
      PresentingFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func alertActionConfirmsAndDismisses() {
    let store = self.makeStore()
    store.send(.showAlert)
    #expect(store.destination?.alert != nil)
    // Unrelated actions leave the alert presented.
    store.send(.showAlert)
    #expect(store.destination?.alert != nil)
    store.send(.destination(.presented(.alert(.confirm))))
    #expect(store.destination == nil)
    #expect(store.confirmed == 1)
  }

  @Test func alertStaysForAnotherCasesAction() {
    let store = self.makeStore()
    store.send(.showAlert)
    // An action of the timer case while the alert shows is an error, and not the alert's.
    withKnownIssue {
      store.send(.destination(.presented(.timer(.tick))))
    }
    #expect(store.destination?.alert != nil)
  }

  @Test func dialogIsDismissedByItsActionsAndByDismiss() {
    let store = self.makeStore()
    store.send(.showDialog)
    store.send(.destination(.presented(.dialog(.share))))
    #expect(store.destination == nil)
    store.send(.showDialog)
    store.send(.destination(.dismiss))
    #expect(store.destination == nil)
  }

  @Test(.timeLimit(.minutes(1)))
  func switchingDestinationsCancelsTheFeaturesEffects() async {
    let clock = TestClock()
    let sleeps = EventLog()
    let store = self.makeStore(clock: ObservedClock(base: clock, log: sleeps))
    store.send(.showTimer)
    let timer = store.send(.destination(.presented(.timer(.start))))
    #expect(await sleeps.next() == ["sleep"])
    await clock.advance(by: .seconds(1))
    #expect(await sleeps.next() == ["sleep"])
    #expect(store.destination?.timer?.ticks == 1)
    store.send(.showAlert)
    await timer.finish()
    #expect(store.destination?.alert != nil)
  }

  @Test func featureDismissesItselfWithAnAnimation() async {
    let store = self.makeStore()
    store.send(.showTimer)
    await store.send(.destination(.presented(.timer(.closeButtonTapped)))).finish()
    #expect(store.destination == nil)
  }

  @Test func scopingToThePresentedFeature() {
    let store = self.makeStore()
    #expect(store.scope(state: \.destination?.timer, action: \.destination.timer) == nil)
    store.send(.showTimer)
    let timer = store.scope(state: \.destination?.timer, action: \.destination.timer)
    timer?.send(.tick)
    #expect(store.destination?.timer?.ticks == 1)
  }

  @Test func parentDismissalEndsTheFeaturesEffectsInATestStore() async {
    let clock = TestClock()
    let store = TestStore(initialState: PresentingFeature.State()) {
      PresentingFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.showTimer) {
      $0.destination = .timer(StopwatchFeature.State())
    }
    await store.send(\.destination.timer.start)
    await clock.advance(by: .seconds(1))
    await store.receive(\.destination.timer.tick) {
      $0.$destination[case: \.timer]?.ticks = 1
    }
    // The test store fails if the timer outlives the dismissal.
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
  }

  @Test func childDismissalIsReceivedByTheTestStore() async {
    let store = TestStore(
      initialState: PresentingFeature.State(destination: .timer(StopwatchFeature.State()))
    ) {
      PresentingFeature()
    }
    await store.send(\.destination.timer.closeButtonTapped)
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
  }
}
