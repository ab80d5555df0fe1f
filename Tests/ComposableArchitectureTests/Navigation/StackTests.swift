import ComposableArchitecture
import Testing

/// A stack element that counts, ticks until cancelled, and can pop itself.
private struct StackScreen: Reducer {
  struct State: Equatable {
    var count = 0
  }

  @CasePathable
  enum Action: Equatable {
    case closeButtonTapped
    case incrementButtonTapped
    case startTicking
  }

  let log: EventLog
  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .closeButtonTapped:
      return .run { _ in await self.dismiss() }
    case .incrementButtonTapped:
      state.count += 1
      return .none
    case .startTicking:
      return .run { [log, count = state.count] _ in
        log.record("\(count) started")
        do {
          try await Task.never()
        } catch {
          log.record("\(count) cancelled")
        }
      }
    }
  }
}

private struct Navigator: Reducer {
  struct State: Equatable {
    var path = StackState<StackScreen.State>()
    var popped: [Int] = []
  }

  @CasePathable
  enum Action: Equatable {
    case clearButtonTapped
    case path(StackActionOf<StackScreen>)
    case pushButtonTapped(Int)
  }

  let log: EventLog

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .pushButtonTapped(count):
        state.path.append(StackScreen.State(count: count))
      case let .path(.popFrom(id)):
        // The parent sees the element one last time before it is popped.
        if let screen = state.path[id: id] { state.popped.append(screen.count) }
      case .path, .clearButtonTapped:
        break
      }
      return .none
    }
    .forEach(\.path, action: \.path) { StackScreen(log: self.log) }
    // Empties the stack after `forEach` ran: it only sees that on its next action.
    Reduce { state, action in
      if action == .clearButtonTapped { state.path.removeAll() }
      return .none
    }
  }
}

@MainActor
struct StackTests {
  @Test func idsAreGenerationalFromZeroInTests() {
    var path = StackState<String>()
    path.append("a")
    path.append("b")
    #expect(path.ids == [0, 1])
    #expect(path[id: 1] == "b")
    path.removeAll()
    path.append("c")
    #expect(path.ids == [2])
    #expect(path[id: 0] == nil)
  }

  @Test func idsAreStableWhenElementsBelowAreRemoved() {
    var path = StackState(["a", "b", "c"])
    #expect(path.ids == [0, 1, 2])
    path[id: 1] = nil
    #expect(Array(path) == ["a", "c"])
    #expect(path.ids == [0, 2])
    path.pop(to: 0)
    #expect(Array(path) == ["a"])
    path.pop(from: 0)
    #expect(path.isEmpty)
  }

  @Test func stacksAreEqualWithTheSameIDsOnly() {
    let first = StackState(["a"])
    let second = StackState(["a"])
    #expect(first != second)
    var expected = StackState<String>()
    expected[id: 0] = "a"
    #expect(first == expected)
  }

  @Test func dumpShowsElementsByID() {
    let path = StackState([1, 2])
    #expect(String(customDumping: path) == "[\n  #0: 1,\n  #1: 2\n]")
  }

  @Test func caseSubscriptModifiesTheCaseOrReports() {
    var path = StackState<Page>([.counter(1), .text("a")])
    path[id: 0, case: \.counter]? += 1
    #expect(path[id: 0] == .counter(2))
    withKnownIssue {
      path[id: 1, case: \.counter] = 3
    } matching: { issue in
      issue.description.hasSuffix(#"Can't modify unrelated case "text""#)
    }
    #expect(path[id: 1] == .text("a"))
    // An element missing altogether is no case at all.
    withKnownIssue {
      path[id: 9, case: \.counter] = 3
    } matching: { issue in
      issue.description.hasSuffix("Can't modify unrelated case")
    }
    // Nil through the element's own case removes the element, as TCA's subscript does.
    path[id: 0, case: \.counter] = nil
    #expect(path.ids == [1])
  }

  @Test func pushElementAndPopActions() {
    let store = Store(initialState: Navigator.State()) { Navigator(log: EventLog()) }
    store.send(.pushButtonTapped(10))
    store.send(.path(.push(id: 1, state: StackScreen.State(count: 20))))
    #expect(store.path.ids == [0, 1])
    store.send(.path(.element(id: 0, action: .incrementButtonTapped)))
    #expect(store.path[id: 0]?.count == 11)
    // The generator kept in step with the pushed ID.
    store.send(.pushButtonTapped(30))
    #expect(store.path.ids == [0, 1, 2])
    store.send(.path(.popFrom(id: 1)))
    #expect(store.path.ids == [0])
    #expect(store.popped == [20])
  }

  @Test func popCancelsTheEffectsOfPoppedElements() async {
    let log = EventLog()
    let store = Store(initialState: Navigator.State()) { Navigator(log: log) }
    store.send(.pushButtonTapped(1))
    store.send(.pushButtonTapped(2))
    store.send(.path(.element(id: 0, action: .startTicking)))
    #expect(await log.next() == ["1 started"])
    store.send(.path(.element(id: 1, action: .startTicking)))
    #expect(await log.next() == ["2 started"])
    store.send(.path(.popFrom(id: 1)))
    #expect(await log.next() == ["2 cancelled"])
    store.send(.path(.popFrom(id: 0)))
    #expect(await log.next() == ["1 cancelled"])
  }

  @Test func elementsRemovedAfterForEachRanHaveTheirEffectsCancelledOnItsNextAction() async {
    let log = EventLog()
    let store = Store(initialState: Navigator.State()) { Navigator(log: log) }
    store.send(.pushButtonTapped(1))
    store.send(.path(.element(id: 0, action: .startTicking)))
    #expect(await log.next() == ["1 started"])
    store.send(.clearButtonTapped)
    // The next action that reaches `forEach` ends the removed element's effects, as in TCA.
    store.send(.pushButtonTapped(2))
    #expect(await log.next() == ["1 cancelled"])
  }

  @Test func dismissPopsTheElement() async {
    let store = Store(initialState: Navigator.State()) { Navigator(log: EventLog()) }
    store.send(.pushButtonTapped(1))
    store.send(.pushButtonTapped(2))
    store.send(.pushButtonTapped(3))
    await store.send(.path(.element(id: 1, action: .closeButtonTapped))).finish()
    #expect(store.path.ids == [0])
    #expect(store.popped == [2])
  }

  @Test func actionForAMissingElementIsReported() {
    let store = Store(initialState: Navigator.State()) { Navigator(log: EventLog()) }
    withKnownIssue {
      store.send(.path(.element(id: 7, action: .incrementButtonTapped)))
    } matching: { issue in
      issue.description.contains("received an action for a missing element")
    }
    withKnownIssue {
      store.send(.path(.popFrom(id: 7)))
    } matching: { issue in
      issue.description.contains("received a \"popFrom\" action for a missing element")
    }
  }

  @Test func pushOfAnExistingIDIsReported() {
    let store = Store(initialState: Navigator.State()) { Navigator(log: EventLog()) }
    store.send(.pushButtonTapped(1))
    withKnownIssue {
      store.send(.path(.push(id: 0, state: StackScreen.State())))
    } matching: { issue in
      issue.description.contains("received a \"push\" action for an element it already contains")
        // The IDs as TCA prints them, not as strings.
        && issue.description.hasSuffix("  Path IDs:\n    [#0]")
    }
  }

  @Test func storeScopedToAnElement() {
    let store = Store(initialState: Navigator.State()) { Navigator(log: EventLog()) }
    store.send(.pushButtonTapped(5))
    let id = store.path.ids[0]
    let element = store.scope(state: \.path[id: id], action: \.path[id: id])
    element?.send(.incrementButtonTapped)
    #expect(element?.count == 6)
    #expect(store.path[id: id]?.count == 6)
  }

  @Test func elementCasePaths() {
    let action = Navigator.Action.path(.element(id: 2, action: .incrementButtonTapped))
    #expect(action[case: \.path[id: 2]] as StackScreen.Action? == .incrementButtonTapped)
    #expect(action[case: \.path[id: 3]] == nil)
    #expect(action[case: \.path[id: 2].incrementButtonTapped] != nil)
    let pop = Navigator.Action.path(.popFrom(id: 4))
    #expect(pop[case: \.path.popFrom] as StackElementID? == 4)
    let element: CaseKeyPath<Navigator.Action, StackScreen.Action> = \.path[id: 5]
    #expect(element(.startTicking) == .path(.element(id: 5, action: .startTicking)))
  }
}

@CasePathable
private enum Page: Equatable {
  case counter(Int)
  case text(String)
}
