import ComposableArchitecture
import Testing

@MainActor
struct LoginFlowTests {
  @Test func loginThenTwoFactorThenGameThenQuit() async {
    let clock = TestClock()
    let store = TestStore(initialState: Login.State()) {
      Login()
    } withDependencies: {
      $0.authenticationClient.login = { _, _ in
        AuthenticationResponse(token: "deadbeef", twoFactorRequired: true)
      }
      $0.authenticationClient.twoFactor = { code, token in
        guard code == "1234", token == "deadbeef" else {
          throw AuthenticationError(message: "Wrong code")
        }
        return AuthenticationResponse(token: "deadbeef", twoFactorRequired: false)
      }
      $0.continuousClock = clock
    }

    await store.send(\.view.binding.email, "blob@pointfree.co") {
      $0.email = "blob@pointfree.co"
    }
    await store.send(.view(.binding(.set(\.password, "password")))) {
      $0.password = "password"
      $0.isFormValid = true
    }
    await store.send(.view(.loginButtonTapped)) {
      $0.isLoginRequestInFlight = true
    }
    await store.receive(\.loginResponse.success) {
      $0.isLoginRequestInFlight = false
      $0.destination = .twoFactor(TwoFactor.State(token: "deadbeef"))
    }

    await store.send(\.destination.twoFactor.binding.code, "1234") {
      $0.$destination[case: \.twoFactor]?.code = "1234"
    }
    await store.send(\.destination.twoFactor.submitButtonTapped) {
      $0.$destination[case: \.twoFactor]?.isTwoFactorRequestInFlight = true
    }
    await store.receive(\.destination.twoFactor.twoFactorResponse.success) {
      $0.$destination[case: \.twoFactor]?.isTwoFactorRequestInFlight = false
      $0.$destination[case: \.twoFactor]?.game = Game.State()
    }

    await store.send(\.destination.twoFactor.game.onAppear)
    await clock.advance(by: .seconds(2))
    await store.receive(\.destination.twoFactor.game.timerTicked) {
      $0.$destination[case: \.twoFactor]?.game?.secondsElapsed = 1
    }
    await store.receive(\.destination.twoFactor.game.timerTicked) {
      $0.$destination[case: \.twoFactor]?.game?.secondsElapsed = 2
    }

    // The game dismisses itself, which ends its timer.
    await store.send(\.destination.twoFactor.game.quitButtonTapped)
    await store.receive(\.destination.twoFactor.game.dismiss) {
      $0.$destination[case: \.twoFactor]?.game = nil
    }

    // And the two-factor screen does the same.
    await store.send(\.destination.twoFactor.cancelButtonTapped)
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
  }

  @Test func failedLoginShowsAnAlertWhoseRetryLogsIn() async {
    let attempts = LockIsolated(0)
    let store = TestStore(initialState: Login.State(email: "blob@pointfree.co", password: "x")) {
      Login()
    } withDependencies: {
      $0.authenticationClient.login = { _, _ in
        let attempt = attempts.withValue {
          $0 += 1
          return $0
        }
        guard attempt > 1 else { throw AuthenticationError(message: "Invalid password") }
        return AuthenticationResponse(token: "t", twoFactorRequired: true)
      }
    }
    await store.send(.view(.loginButtonTapped)) {
      $0.isLoginRequestInFlight = true
    }
    await store.receive(\.loginResponse.failure) {
      $0.isLoginRequestInFlight = false
      $0.destination = .alert(
        AlertState {
          TextState("Invalid password")
        } actions: {
          ButtonState(role: .cancel) { TextState("OK") }
          ButtonState(action: .retryButtonTapped) { TextState("Retry") }
        }
      )
    }
    // Any action of the alert dismisses it.
    await store.send(\.destination.alert.retryButtonTapped) {
      $0.destination = nil
    }
    await store.receive(\.view.loginButtonTapped) {
      $0.isLoginRequestInFlight = true
    }
    await store.receive(\.loginResponse.success) {
      $0.isLoginRequestInFlight = false
      $0.destination = .twoFactor(TwoFactor.State(token: "t"))
    }
  }

  @Test func wrongPresentedStateFailsWithADiff() async {
    let store = TestStore(
      initialState: Login.State(destination: .twoFactor(TwoFactor.State(token: "t")))
    ) {
      Login()
    }
    await withKnownIssue {
      await store.send(\.destination.twoFactor.binding.code, "1") {
        $0.$destination[case: \.twoFactor]?.code = "2"
      }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
        && issue.description.contains(#"code: "2""#)
        && issue.description.contains(#"code: "1""#)
    }
  }
}
