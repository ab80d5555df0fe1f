import ComposableArchitecture
import Foundation

// A login → two-factor → game flow in the style of TCA's Tic-Tac-Toe example: tree navigation
// through an `@Reducer enum` destination, an alert, and form fields set through
// `BindingReducer(action: \.view)`.

struct AuthenticationResponse: Equatable, Sendable {
  var token: String
  var twoFactorRequired: Bool
}

struct AuthenticationError: Error, Equatable {
  var message: String
}

struct AuthenticationClient: Sendable {
  var login:
    @Sendable (_ email: String, _ password: String) async throws
      -> AuthenticationResponse
  var twoFactor:
    @Sendable (_ code: String, _ token: String) async throws
      -> AuthenticationResponse
}

extension AuthenticationClient: TestDependencyKey {
  static let testValue = AuthenticationClient(
    login: { _, _ in
      reportIssue("AuthenticationClient.login is unimplemented")
      throw AuthenticationError(message: "unimplemented")
    },
    twoFactor: { _, _ in
      reportIssue("AuthenticationClient.twoFactor is unimplemented")
      throw AuthenticationError(message: "unimplemented")
    }
  )
}

extension DependencyValues {
  var authenticationClient: AuthenticationClient {
    get { self[AuthenticationClient.self] }
    set { self[AuthenticationClient.self] = newValue }
  }
}

@Reducer
struct Login {
  @Reducer(state: .equatable)
  enum Destination {
    case alert(AlertState<Login.Action.Alert>)
    case twoFactor(TwoFactor)
  }

  @ObservableState
  struct State: Equatable {
    var email = ""
    var password = ""
    var isFormValid = false
    var isLoginRequestInFlight = false
    @Presents var destination: Destination.State?
  }

  enum Action: ViewAction {
    case destination(PresentationAction<Destination.Action>)
    case loginResponse(Result<AuthenticationResponse, AuthenticationError>)
    case view(View)

    @CasePathable
    enum Alert: Equatable {
      case retryButtonTapped
    }

    @CasePathable
    enum View: BindableAction {
      case binding(BindingAction<State>)
      case loginButtonTapped
    }
  }

  @Dependency(\.authenticationClient) var authenticationClient

  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .destination(.presented(.alert(.retryButtonTapped))):
        return .send(.view(.loginButtonTapped))

      case .destination:
        return .none

      case let .loginResponse(.success(response)):
        state.isLoginRequestInFlight = false
        state.destination = .twoFactor(TwoFactor.State(token: response.token))
        return .none

      case let .loginResponse(.failure(error)):
        state.isLoginRequestInFlight = false
        state.destination = .alert(
          AlertState {
            TextState(error.message)
          } actions: {
            ButtonState(role: .cancel) { TextState("OK") }
            ButtonState(action: .retryButtonTapped) { TextState("Retry") }
          }
        )
        return .none

      case .view(.binding):
        state.isFormValid = state.email.contains("@") && !state.password.isEmpty
        return .none

      case .view(.loginButtonTapped):
        state.isLoginRequestInFlight = true
        return .run { [email = state.email, password = state.password] send in
          await send(
            .loginResponse(
              Result {
                try await self.authenticationClient.login(email, password)
              }
              .mapError { $0 as? AuthenticationError ?? AuthenticationError(message: "\($0)") }
            )
          )
        }
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

@Reducer
struct TwoFactor {
  @ObservableState
  struct State: Equatable {
    var code = ""
    var token: String
    var isTwoFactorRequestInFlight = false
    @Presents var game: Game.State?
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case cancelButtonTapped
    case game(PresentationAction<Game.Action>)
    case submitButtonTapped
    case twoFactorResponse(Result<AuthenticationResponse, AuthenticationError>)
  }

  @Dependency(\.authenticationClient) var authenticationClient
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding, .game:
        return .none

      case .cancelButtonTapped:
        return .run { _ in await self.dismiss() }

      case .submitButtonTapped:
        state.isTwoFactorRequestInFlight = true
        return .run { [code = state.code, token = state.token] send in
          await send(
            .twoFactorResponse(
              Result {
                try await self.authenticationClient.twoFactor(code, token)
              }
              .mapError { $0 as? AuthenticationError ?? AuthenticationError(message: "\($0)") }
            )
          )
        }

      case .twoFactorResponse(.success):
        state.isTwoFactorRequestInFlight = false
        state.game = Game.State()
        return .none

      case .twoFactorResponse(.failure):
        state.isTwoFactorRequestInFlight = false
        return .none
      }
    }
    .ifLet(\.$game, action: \.game) {
      Game()
    }
  }
}

@Reducer
struct Game {
  @ObservableState
  struct State: Equatable {
    var moves: [Int] = []
    var secondsElapsed = 0
  }

  enum Action {
    case cellTapped(Int)
    case onAppear
    case quitButtonTapped
    case timerTicked
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .cellTapped(cell):
        state.moves.append(cell)
        return .none
      case .onAppear:
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.timerTicked)
          }
        }
      case .quitButtonTapped:
        return .run { _ in await self.dismiss() }
      case .timerTicked:
        state.secondsElapsed += 1
        return .none
      }
    }
  }
}
