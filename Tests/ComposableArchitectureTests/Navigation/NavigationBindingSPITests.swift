@_spi(Internals) import ComposableArchitecture
import Testing

/// What TCA's navigation bindings write through (SPI its `RuntimeWarningTests` use): a stack's
/// path, and a presented destination set to `nil`. (Swift Testing requires a `fileID` of the
/// form `Module/file.swift`.)
@MainActor
struct NavigationBindingSPITests {
  @Reducer
  struct Counter {
    @ObservableState
    struct State: Equatable { var count = 0 }
    enum Action { case increment }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
    }
  }

  @Reducer
  struct Feature {
    @ObservableState
    struct State: Equatable {
      var path = StackState<Counter.State>()
      @Presents var destination: Counter.State?
    }
    enum Action {
      case destination(PresentationAction<Counter.Action>)
      case path(StackActionOf<Counter>)
    }
    let isIntegrated: Bool
    var body: some ReducerOf<Self> {
      if self.isIntegrated {
        EmptyReducer()
          .ifLet(\.$destination, action: \.destination) { Counter() }
          .forEach(\.path, action: \.path) { Counter() }
      }
    }
  }

  @Test func writingALongerPathPushesAndAShorterOnePops() {
    let store = Store(initialState: Feature.State()) { Feature(isIntegrated: true) }
    let path = store.scope(state: \.path, action: \.path)
    var view = path[fileID: "Tests/file.swift", filePath: "/file.swift", line: 1, column: 1]
    #expect(view.isEmpty)
    // A view pushes with the next ID of the store's generator: 0 in each test.
    view.append(StackState<Counter.State>.Component(id: 0, element: Counter.State(count: 3)))
    path[fileID: "Tests/file.swift", filePath: "/file.swift", line: 1, column: 1] = view
    #expect(store.path.ids == [0])
    #expect(store.path[id: 0] == Counter.State(count: 3))
    path[fileID: "Tests/file.swift", filePath: "/file.swift", line: 1, column: 1] = .init()
    #expect(store.path.isEmpty)
  }

  @Test func writingAPathOfTheSameLengthIsReported() {
    let store = Store(initialState: Feature.State()) { Feature(isIntegrated: false) }
    withKnownIssue {
      store.scope(state: \.path, action: \.path)[
        fileID: "Tests/file.swift", filePath: "/file.swift", line: 1, column: 1
      ] = .init()
    } matching: { issue in
      issue.description.hasSuffix(
        """
        A navigation stack binding at "Tests/file.swift:1" was written to with a path that has the \
        same number of elements that already exist in the store. A view should only write to \
        this binding with a path that has pushed a new element onto the stack, or popped one or \
        more elements from the stack.

        This usually means the "forEach" has not been integrated with the reducer powering the \
        store, and this reducer is responsible for handling stack actions.

        To fix this, ensure that "forEach" is invoked from the reducer's "body":

            Reduce { state, action in
              // ...
            }
            .forEach(\\.path, action: \\.path) {
              Path()
            }

        And ensure that every parent reducer is integrated into the root reducer that powers \
        the store.
        """
      )
    }
  }

  @Test func settingThePresentedStoreToNilDismisses() {
    let store = Store(initialState: Feature.State(destination: Counter.State())) {
      Feature(isIntegrated: true)
    }
    let child = store[
      id: nil, state: \.destination, action: \.destination, isInViewBody: false,
      fileID: "Tests/file.swift", filePath: "/file.swift", line: 1, column: 1
    ]
    child?.send(.increment)
    #expect(store.destination?.count == 1)
    store[
      id: nil, state: \.destination, action: \.destination, isInViewBody: false,
      fileID: "Tests/file.swift", filePath: "/file.swift", line: 1, column: 1
    ] = nil
    #expect(store.destination == nil)
  }

  @Test func settingThePresentedStoreToNilWithoutIfLetIsReported() {
    let store = Store(initialState: Feature.State(destination: Counter.State())) {
      Feature(isIntegrated: false)
    }
    withKnownIssue {
      store[
        id: nil, state: \.destination, action: \.destination, isInViewBody: false,
        fileID: "Tests/file.swift", filePath: "/file.swift", line: 1, column: 1
      ] = nil
    } matching: { issue in
      issue.description.hasSuffix(
        """
        A binding at "Tests/file.swift:1" was set to "nil", but the store destination wasn't nil'd out.

        This usually means an "ifLet" has not been integrated with the reducer powering the \
        store, and this reducer is responsible for handling presentation actions.

        To fix this, ensure that "ifLet" is invoked from the reducer's "body":

            Reduce { state, action in
              // ...
            }
            .ifLet(\\.destination, action: \\.destination) {
              Destination()
            }

        And ensure that every parent reducer is integrated into the root reducer that powers the \
        store.
        """
      )
    }
  }
}
