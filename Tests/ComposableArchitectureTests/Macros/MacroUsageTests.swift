import ComposableArchitecture
import Foundation
import Testing

// Feature code in TCA's style, compiled through the macros and run.

@Reducer
struct Tally {
  @ObservableState
  struct State: Codable, Equatable, Hashable {
    var count = 0
    var fact: String?
    @Presents var destination: TallyDestination.State?
  }

  enum Action: ViewAction {
    case destination(TallyDestination.Action)
    case factResponse(Result<Int, TallyError>)
    case view(View)

    enum View {
      case incrementButtonTapped
      case detailButtonTapped
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .destination:
        return .none
      case let .factResponse(.success(number)):
        state.fact = "\(number)"
        return .none
      case .factResponse(.failure):
        return .none
      case .view(.incrementButtonTapped):
        state.count += 1
        return .none
      case .view(.detailButtonTapped):
        state.destination = .detail(TallyDetail.State(title: "\(state.count)"))
        return .none
      }
    }
    .ifLet(\.destination, action: \.destination) { TallyDestination.body }
  }
}

struct TallyError: Error, Equatable {}

@Reducer
struct TallyDetail {
  @ObservableState
  struct State: Codable, Equatable, Hashable {
    var title = ""
  }

  enum Action {
    case rename(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .rename(title):
        state.title = title
        return .none
      }
    }
  }
}

/// Plain state without a reducer, like `AlertState`.
struct Notice: Codable, Equatable, Hashable {
  var message: String
  enum Action: Equatable { case dismiss }
}

@Reducer(state: .codable, .equatable, .hashable)
enum TallyDestination {
  case detail(TallyDetail)
  @ReducerCaseEphemeral
  case notice(Notice)
  case empty
}

@ViewAction(for: Tally.self)
struct TallyView {
  let store: StoreOf<Tally>

  @MainActor
  func tapIncrement() {
    send(.incrementButtonTapped)
  }
}

@MainActor
struct MacroUsageTests {
  @Test func viewActionSendsThroughTheStore() {
    let store = Store(initialState: Tally.State()) { Tally() }
    let view = TallyView(store: store)

    view.tapIncrement()
    view.send(.incrementButtonTapped)

    #expect(store.count == 2)
  }

  @Test func actionCasePathsAndDynamicMembers() {
    let action = Tally.Action.factResponse(.success(42))
    #expect(action[case: \.factResponse.success] == 42)
    #expect(action.factResponse != nil)
    #expect(action.view == nil)

    let store = Store(initialState: Tally.State()) { Tally() }
    store.send(action)
    #expect(store.fact == "42")
  }

  @Test func enumReducerRunsTheCaseFeature() {
    let store = Store(initialState: Tally.State()) { Tally() }
    store.send(.view(.detailButtonTapped))
    store.send(.destination(.detail(.rename("Renamed"))))

    #expect(store.destination?.detail?.title == "Renamed")
    #expect(store.state.$destination.wrappedValue == store.destination)
  }

  @Test func caseScopeSplitsAStoreByCase() throws {
    let store = Store(initialState: TallyDestination.State.detail(TallyDetail.State())) {
      TallyDestination.body
    }
    guard case let .detail(detailStore) = store.case else {
      Issue.record("expected the detail case")
      return
    }
    detailStore.send(.rename("Scoped"))
    #expect(store.detail?.title == "Scoped")

    let notice = Store(initialState: TallyDestination.State.notice(Notice(message: "Hi"))) {
      TallyDestination.body
    }
    guard case let .notice(value) = notice.case else {
      Issue.record("expected the notice case")
      return
    }
    #expect(value.message == "Hi")
  }

  @Test func observableStateKeepsValueSemantics() throws {
    var state = Tally.State(count: 3)
    let copy = state
    state.count += 1

    #expect(copy.count == 3)
    #expect(state.count == 4)
    #expect(state != copy)
    #expect(Tally.State(count: 3) == copy)
    #expect(Tally.State(count: 3).hashValue == copy.hashValue)

    let data = try JSONEncoder().encode(state)
    let decoded = try JSONDecoder().decode(Tally.State.self, from: data)
    #expect(decoded == state)
    // Keys are the properties' names, as without the macro.
    let object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(Set(object.keys) == ["count", "destination"])
    let written = #"{"count": 7, "fact": "seven", "destination": null}"#
    let read = try JSONDecoder().decode(Tally.State.self, from: Data(written.utf8))
    #expect(read.count == 7 && read.fact == "seven" && read.destination == nil)
  }

  @Test func identityFollowsTheValue() {
    var state = Tally.State()
    let id = state._$id
    state.count += 1
    state.fact = "fact"
    #expect(state._$id == id)
    #expect(Tally.State()._$id != id)
    let copy = state
    #expect(copy._$id == id)

    let detail = TallyDestination.State.detail(TallyDetail.State())
    let empty = TallyDestination.State.empty
    #expect(detail._$id == detail._$id)
    #expect(empty._$id == TallyDestination.State.empty._$id)
    #expect(detail._$id != TallyDestination.State.detail(TallyDetail.State())._$id)
  }
}

/// State and action named by type aliases, run through `reduce(into:action:)`.
@Reducer
struct Toggler {
  typealias State = Bool
  typealias Action = Void

  func reduce(into state: inout Bool, action: Void) -> Effect<Void> {
    state.toggle()
    return .none
  }
}

/// A reducer that declares neither `State` nor `Action` gets empty ones and an empty body.
@Reducer
struct Bare {
  @ObservableState
  struct Details: Equatable {
    var isRunning = false
  }
}

@MainActor
struct MacroShapesTests {
  @Test func typeAliasedReducer() {
    let store = Store(initialState: false) { Toggler() }
    store.send(())
    #expect(store.state == true)
  }

  @Test func bareReducerGetsEmptyStateAndAction() {
    let store = Store(initialState: Bare.State()) { Bare() }
    #expect(store.state == Bare.State())
    #expect(Bare.Details().isRunning == false)
  }
}

/// A feature that presents a nested enum of destinations, with a hand-written initializer.
@Reducer
struct Inbox {
  @ObservableState
  struct State: Equatable {
    var unread: Int
    @Presents var destination: Destination.State?

    init(unread: Int, opened: Bool = false) {
      self.unread = unread
      if opened { self.destination = .detail(TallyDetail.State(title: "Opened")) }
    }
  }

  enum Action {
    case destination(Destination.Action)
    case open
  }

  @Reducer(state: .equatable)
  enum Destination {
    case detail(TallyDetail)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .destination:
        return .none
      case .open:
        state.unread -= 1
        state.destination = .detail(TallyDetail.State(title: "\(state.unread)"))
        return .none
      }
    }
    .ifLet(\.destination, action: \.destination) { Destination.body }
  }
}

@MainActor
struct NestedDestinationTests {
  @Test func nestedEnumReducerPresentsAndObserves() {
    #expect(Inbox.State(unread: 1, opened: true).destination?.detail?.title == "Opened")

    let store = Store(initialState: Inbox.State(unread: 2)) { Inbox() }
    let presented = observe { _ = store.destination }
    store.send(.open)
    #expect(presented.value == 1)
    #expect(store.destination?.detail?.title == "1")

    let title = observe { _ = store.destination?.detail?.title }
    let unread = observe { _ = store.unread }
    let sameDestination = observe { _ = store.destination }
    store.send(.destination(.detail(.rename("Read"))))
    #expect(title.value == 1)
    #expect(unread.value == 0)
    #expect(sameDestination.value == 0)
    #expect(store.destination?.detail?.title == "Read")
  }

  @Test func projectedPresentationStateIsObservedAsTheProperty() {
    var state = Inbox.State(unread: 1, opened: true)
    let whole = observe { _ = state.destination }
    let title = observe { _ = state.destination?.detail?.title }

    state.$destination.wrappedValue?.modify(\.detail) { $0.title = "Edited" }
    #expect(whole.value == 0)
    #expect(title.value == 1)
    #expect(state.destination?.detail?.title == "Edited")

    let dismissed = observe { _ = state.destination }
    state.$destination = PresentationState(wrappedValue: nil)
    #expect(dismissed.value == 1)
    #expect(state.destination == nil)
  }
}

/// Cases under `#if` keep their place in the generated enums.
@Reducer
enum ConditionalDestination {
  case detail(TallyDetail)
  #if DEBUG
    case debugDetail(TallyDetail)
  #else
    case placeholder
  #endif
}

@MainActor
struct ConditionalCasesTests {
  @Test func conditionalCasesAreScoped() {
    let store = Store(initialState: ConditionalDestination.State.detail(TallyDetail.State())) {
      ConditionalDestination.body
    }
    store.send(.detail(.rename("Conditional")))
    #expect(store.detail?.title == "Conditional")
    #expect(store.state._$id == store.state._$id)
  }
}
