import ComposableArchitecture
import Testing

// A case whose feature has a stored property, built by the case's default value, in a file with
// another `@Reducer`: this file crashed the Swift 6.3 compiler while the generated `State` and
// `Action` carried `@_DirectCasePaths` (a macro expanded inside `@Reducer`'s expansion).

@Reducer
private struct Greeting {
  let name: String

  @ObservableState
  struct State: Equatable {
    var text = ""
  }

  enum Action: Equatable {
    case greet
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.text = "Hello, \(self.name)!"
      return .none
    }
  }
}

@Reducer(state: .equatable, action: .equatable)
private enum GreetingDestination {
  case greeting(Greeting = Greeting(name: "Blob"))
}

@Reducer
private struct GreetingPlaceholder {}

@MainActor
struct EnumReducerDefaultFeatureTests {
  @Test func aCaseRunsTheFeatureItsDefaultValueBuilds() async {
    let store = TestStore(initialState: GreetingDestination.State.greeting(Greeting.State())) {
      GreetingDestination.body
    }
    await store.send(\.greeting.greet) {
      $0 = .greeting(Greeting.State(text: "Hello, Blob!"))
    }
    let state = GreetingDestination.State.greeting(Greeting.State())
    #expect(state[case: \.greeting] == Greeting.State())
  }
}
