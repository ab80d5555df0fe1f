import ComposableArchitecture
import Testing

/// The login flow driven through a plain `Store`.
@MainActor
struct LoginFlowStoreTests {
  @Test func loginThenTwoFactorThenGameThenQuit() async {
    let clock = TestClock()
    let sleeps = EventLog()
    let store = Store(initialState: Login.State()) {
      Login()
    } withDependencies: {
      $0.authenticationClient.login = { email, password in
        AuthenticationResponse(token: "deadbeef", twoFactorRequired: true)
      }
      $0.authenticationClient.twoFactor = { code, token in
        guard code == "1234", token == "deadbeef" else {
          throw AuthenticationError(message: "Wrong code")
        }
        return AuthenticationResponse(token: "deadbeef", twoFactorRequired: false)
      }
      $0.continuousClock = ObservedClock(base: clock, log: sleeps)
    }

    store.send(.binding(.set(\.email, "blob@pointfree.co")))
    #expect(!store.isFormValid)
    store.send(.set(\.password, "password"))
    #expect(store.isFormValid)

    await store.send(.loginButtonTapped).finish()
    #expect(store.twoFactor?.token == "deadbeef")
    #expect(!store.isLoginRequestInFlight)

    store.send(.twoFactor(.presented(.binding(.set(\.code, "1234")))))
    await store.send(.twoFactor(.presented(.submitButtonTapped))).finish()
    #expect(store.twoFactor?.game == Game.State())

    let timer = store.send(.twoFactor(.presented(.game(.presented(.onAppear)))))
    #expect(await sleeps.next() == ["sleep"])
    await clock.advance(by: .seconds(1))
    #expect(await sleeps.next() == ["sleep"])
    #expect(store.twoFactor?.game?.secondsElapsed == 1)

    // The game quits itself: its timer is cancelled with it.
    await store.send(.twoFactor(.presented(.game(.presented(.quitButtonTapped))))).finish()
    #expect(store.twoFactor?.game == nil)
    await timer.finish()

    // The two-factor screen cancels itself.
    await store.send(.twoFactor(.presented(.cancelButtonTapped))).finish()
    #expect(store.twoFactor == nil)
  }

  @Test func failedLoginShowsAnAlertThatCanRetry() async {
    let attempts = LockIsolated(0)
    let store = Store(initialState: Login.State(email: "blob@pointfree.co", password: "x")) {
      Login()
    } withDependencies: {
      $0.authenticationClient.login = { _, _ in
        let attempt = attempts.withValue { $0 += 1; return $0 }
        guard attempt > 1 else { throw AuthenticationError(message: "Invalid password") }
        return AuthenticationResponse(token: "t", twoFactorRequired: true)
      }
    }
    await store.send(.loginButtonTapped).finish()
    #expect(
      store.alert
        == AlertState {
          TextState("Invalid password")
        } actions: {
          ButtonState(role: .cancel) { TextState("OK") }
          ButtonState(action: .retryButtonTapped) { TextState("Retry") }
        }
    )
    await store.send(.alert(.presented(.retryButtonTapped))).finish()
    #expect(store.alert == nil)
    #expect(store.twoFactor?.token == "t")
    #expect(attempts.value == 2)
  }
}
