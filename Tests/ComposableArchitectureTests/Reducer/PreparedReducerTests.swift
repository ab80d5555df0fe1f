import ComposableArchitecture
import Foundation
import Testing

/// Counts how many times the bodies of the features below are built.
private final class BodyBuilds: @unchecked Sendable {
  var counts: [String: Int] = [:]
}

private struct Leaf: Reducer {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
  }

  enum Action: Equatable {
    case increment
  }

  let builds: BodyBuilds

  var body: some Reducer<State, Action> {
    let _ = self.builds.counts["leaf", default: 0] += 1
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

private struct Parent: Reducer {
  @ObservableState
  struct State: Equatable {
    var child = Leaf.State()
    var optional: Leaf.State? = Leaf.State()
    var rows: IdentifiedArrayOf<Leaf.State> = [Leaf.State(id: 1)]
  }

  @CasePathable
  enum Action: Equatable {
    case child(Leaf.Action)
    case optional(Leaf.Action)
    case rows(IdentifiedActionOf<Leaf>)
  }

  let builds: BodyBuilds

  var body: some Reducer<State, Action> {
    let _ = self.builds.counts["parent", default: 0] += 1
    Scope(state: \.child, action: \.child) { Leaf(builds: self.builds) }
    EmptyReducer()
      .ifLet(\.optional, action: \.optional) { Leaf(builds: self.builds) }
      .forEach(\.rows, action: \.rows) { Leaf(builds: self.builds) }
  }
}

@MainActor
struct PreparedReducerTests {
  @Test func aStoreBuildsEachBodyOnceNotOnEveryAction() {
    let builds = BodyBuilds()
    let store = Store(initialState: Parent.State()) { Parent(builds: builds) }
    // Built once when the store is created: the parent, and the leaf in each of its 3 places.
    #expect(builds.counts == ["parent": 1, "leaf": 3])

    store.send(.child(.increment))
    store.send(.optional(.increment))
    store.send(.rows(.element(id: 1, action: .increment)))
    store.send(.child(.increment))

    #expect(store.child.count == 2)
    #expect(store.optional?.count == 1)
    #expect(store.rows[id: 1]?.count == 1)
    #expect(builds.counts == ["parent": 1, "leaf": 3])
  }

  @Test func aStoreBuildsTheBodiesOfReducerMacroFeaturesOnce() {
    let builds = BodyBuilds()
    let store = Store(initialState: MacroParent.State()) { MacroParent(builds: builds) }
    store.send(.child(.increment))
    store.send(.child(.increment))
    #expect(store.child.count == 2)
    #expect(builds.counts == ["parent": 1, "leaf": 1])
    // The macro gives the feature a prepared form of its own concrete type, rather than the
    // type-erased `_PreparedReducer` that reducers written without it get.
    #expect(!(MacroParent._Prepared.self is _PreparedReducer<MacroParent>.Type))
  }

  @Test func aStoreBuildsTheBodiesOfAnEnumReducersFeaturesOnce() {
    let builds = DestinationLeaf.builds
    builds.counts = [:]
    let store = Store(initialState: Presenter.State(destination: .leaf(DestinationLeaf.State()))) {
      Presenter()
    }
    store.send(.destination(.presented(.leaf(.increment))))
    store.send(.destination(.presented(.leaf(.increment))))
    #expect(store.destination?.leaf?.count == 2)
    #expect(builds.counts == ["destination leaf": 1])
  }

  @Test func aTestStoreBuildsTheBodyForEachActionAsTCADoes() async {
    let builds = BodyBuilds()
    let store = TestStore(initialState: Parent.State()) { Parent(builds: builds) }
    await store.send(.child(.increment)) { $0.child.count = 1 }
    await store.send(.child(.increment)) { $0.child.count = 2 }
    #expect(builds.counts["parent"] == 2)
  }

  @Test func aPreparedBuilderRunsItsBranchesInOrder() {
    func run(flag: Bool) -> [String] {
      var state: [String] = []
      let reducer = CombineReducers {
        Reduce<[String], Bool> { state, _ in
          state.append("first")
          return .none
        }
        if flag {
          Reduce<[String], Bool> { state, _ in
            state.append("if")
            return .none
          }
        } else {
          Reduce<[String], Bool> { state, _ in
            state.append("else")
            return .none
          }
        }
        for name in ["a", "b"] {
          Reduce<[String], Bool> { state, _ in
            state.append(name)
            return .none
          }
        }
      }
      _ = reducer._prepared().reduce(into: &state, action: true)
      return state
    }
    #expect(run(flag: true) == ["first", "if", "a", "b"])
    #expect(run(flag: false) == ["first", "else", "a", "b"])
  }

  @Test func aChildsDependencyOverrideAppliesToItsPreparedBody() {
    struct Reader: Reducer {
      @Dependency(\.date.now) var now
      var body: some Reducer<[Date], Void> {
        // Read while the body is built, and again when the action runs.
        let builtAt = self.now
        Reduce { state, _ in
          state = [builtAt, self.now]
          return .none
        }
      }
    }
    let date = Date(timeIntervalSince1970: 42)
    let store = Store(initialState: [Date]()) {
      Reader().dependency(\.date.now, date)
    }
    store.send(())
    #expect(store.state == [date, date])
  }
}

@Reducer
private struct MacroLeaf {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case increment
  }

  let builds: BodyBuilds

  var body: some ReducerOf<Self> {
    let _ = self.builds.counts["leaf", default: 0] += 1
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

@Reducer
private struct MacroParent {
  @ObservableState
  struct State: Equatable {
    var child = MacroLeaf.State()
  }

  enum Action: Equatable {
    case child(MacroLeaf.Action)
  }

  let builds: BodyBuilds

  var body: some ReducerOf<Self> {
    let _ = self.builds.counts["parent", default: 0] += 1
    Scope(state: \.child, action: \.child) { MacroLeaf(builds: self.builds) }
  }
}

@Reducer
private struct DestinationLeaf {
  static let builds = BodyBuilds()

  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case increment
  }

  var body: some ReducerOf<Self> {
    let _ = Self.builds.counts["destination leaf", default: 0] += 1
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

@Reducer
private struct Presenter {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
  }

  enum Action: Equatable {
    case destination(PresentationAction<Destination.Action>)
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case leaf(DestinationLeaf)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$destination, action: \.destination)
  }
}
