import ComposableArchitecture
import Testing

/// The login flow driven through a plain `Store`, as a terminal UI drives it.
@MainActor
struct LoginFlowStoreTests {
  @Test func loginThenTwoFactorThenGameThenQuit() async {
    let clock = TestClock()
    let sleeps = EventLog()
    let store = Store(initialState: Login.State()) {
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
      $0.continuousClock = ObservedClock(base: clock, log: sleeps)
    }

    // Text fields send binding actions.
    store.send(.view(.binding(.set(\.email, "blob@pointfree.co"))))
    #expect(!store.isFormValid)
    store.send(.view(.set(\.password, "password")))
    #expect(store.isFormValid)

    await store.send(.view(.loginButtonTapped)).finish()
    #expect(store.destination?.twoFactor?.token == "deadbeef")
    #expect(!store.isLoginRequestInFlight)

    store.send(.destination(.presented(.twoFactor(.binding(.set(\.code, "1234"))))))
    await store.send(.destination(.presented(.twoFactor(.submitButtonTapped)))).finish()
    #expect(store.destination?.twoFactor?.game == Game.State())

    let timer = store.send(.destination(.presented(.twoFactor(.game(.presented(.onAppear))))))
    #expect(await sleeps.next() == ["sleep"])
    await clock.advance(by: .seconds(1))
    #expect(await sleeps.next() == ["sleep"])
    #expect(store.destination?.twoFactor?.game?.secondsElapsed == 1)

    // The game quits itself: its timer is cancelled with it.
    await store.send(.destination(.presented(.twoFactor(.game(.presented(.quitButtonTapped))))))
      .finish()
    #expect(store.destination?.twoFactor?.game == nil)
    await timer.finish()

    // The two-factor screen cancels itself.
    await store.send(.destination(.presented(.twoFactor(.cancelButtonTapped)))).finish()
    #expect(store.destination == nil)
  }
}
