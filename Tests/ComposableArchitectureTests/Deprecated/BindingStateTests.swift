import ComposableArchitecture
import Foundation
import XCTest

@available(*, deprecated)
private struct Settings: Reducer {
  struct State: Equatable {
    @BindingState var nested = Nested()
    @BindingState var count = 0
    var changes = 0

    struct Nested: Equatable {
      var field = ""
    }
  }

  @CasePathable
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(.set(\.$nested, State.Nested(field: "special"))):
        state.nested.field += "*"
        return .none
      case .binding(\.$nested):
        state.nested.field += "!"
        return .none
      case .binding(\.$count):
        state.changes += 1
        return .none
      case .binding:
        return .none
      }
    }
  }
}

// XCTest, not Swift Testing: `@Test` cannot be applied in a deprecated context. The
// methods are `async`: Linux XCTest cannot call a synchronous main-actor test method.
@available(*, deprecated)
final class BindingStateTests: XCTestCase {
  @MainActor
  func testBindingStateActionsSetTheWrappedValueAndMatchTheProjectedKeyPath() async {
    let store = TestStore(initialState: Settings.State()) { Settings() }
    await store.send(.binding(.set(\.$nested, Settings.State.Nested(field: "special")))) {
      $0.nested.field = "special*"
    }
    await store.send(.set(\.$nested, Settings.State.Nested(field: "Hi"))) {
      $0.nested.field = "Hi!"
    }
    await store.send(.binding(.set(\.$count, 3))) {
      $0.count = 3
      $0.changes = 1
    }
  }

  @MainActor
  func testBindingStateActionsAreEqualWhenTheySetEqualValues() async {
    typealias Action = BindingAction<Settings.State>
    XCTAssertEqual(Action.set(\.$count, 1), Action.set(\.$count, 1))
    XCTAssertNotEqual(Action.set(\.$count, 1), Action.set(\.$count, 2))
  }

  @MainActor
  func testCasePathsNameBindingStateFields() async {
    let action = Settings.Action.binding(.set(\.$count, 42))
    XCTAssertEqual(action[case: \.binding.$count], 42)
    XCTAssertEqual(action[case: \.binding.$nested], nil)
  }

  @MainActor
  func testBindingStateIsItsValueForEqualityAndCoding() async throws {
    // Two wrappers declared at different places are equal when their values are.
    let one = BindingState(wrappedValue: 1)
    let same = BindingState(wrappedValue: 1)
    XCTAssertEqual(one, same)
    XCTAssertNotEqual(one, BindingState(wrappedValue: 2))
    XCTAssertEqual(Set([one, same]).count, 1)
    struct Coded: Codable, Equatable {
      @BindingState var name = "Blob"
    }
    let data = try JSONEncoder().encode(Coded())
    XCTAssertEqual(String(decoding: data, as: UTF8.self), #"{"name":"Blob"}"#)
    XCTAssertEqual(try JSONDecoder().decode(Coded.self, from: data), Coded())
  }

  @MainActor
  func testViewStoreSetsBindingStateFieldsThroughBindingActions() async {
    let store = Store(initialState: Settings.State()) { Settings() }
    let viewStore = ViewStore(store, observe: { $0 })
    viewStore.$nested.field.wrappedValue = "Hello"
    XCTAssertEqual(viewStore.state.nested.field, "Hello!")
    viewStore.$count.wrappedValue = 5
    XCTAssertEqual(viewStore.count, 5)
    XCTAssertEqual(viewStore.changes, 1)
  }

  @MainActor
  func testBindingViewStatePicksFieldsIntoAViewState() async {
    struct ViewState: Equatable {
      @BindingViewState var field: String
      @BindingViewState var count: Int
    }
    let store = Store(initialState: Settings.State()) { Settings() }
    let viewStore = ViewStore(
      store, observe: { ViewState(field: $0.$nested.field, count: $0.$count) }
    )
    let before = viewStore.state
    viewStore.$field.wrappedValue = "Hello"
    XCTAssertEqual(store.withState(\.nested.field), "Hello!")
    viewStore.$count.wrappedValue += 1
    XCTAssertEqual(store.withState(\.count), 1)
    // A view state whose field changed since it was made is not equal to a fresh one.
    XCTAssertNotEqual(before, viewStore.state)
  }
}
