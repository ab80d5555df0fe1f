import ComposableArchitecture
import Testing

/// A parent cancels its children's and grandchildren's effects with their own cancel ids, as in
/// TCA; a child cannot cancel its sibling's or its parent's.
@MainActor
struct NavigationCancelIDTests {
  @Reducer
  struct Leaf {
    struct State: Equatable {
      var ticks = 0
      @PresentationState var leaf: Leaf.State?
    }
    enum Action: Equatable {
      indirect case leaf(PresentationAction<Leaf.Action>)
      case presentLeaf
      case start
      case stop
      case tick
    }
    enum CancelID { case timer }
    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .leaf:
          return .none
        case .presentLeaf:
          state.leaf = Leaf.State()
          return .none
        case .start:
          return .run { send in
            for await _ in self.clock.timer(interval: .seconds(1)) { await send(.tick) }
          }
          .cancellable(id: CancelID.timer)
        case .stop:
          return .cancel(id: CancelID.timer)
        case .tick:
          state.ticks += 1
          return .none
        }
      }
      .ifLet(\.$leaf, action: \.leaf) { Leaf() }
    }
  }

  @Reducer
  struct Parent {
    struct State: Equatable {
      @PresentationState var first: Leaf.State?
      @PresentationState var second: Leaf.State?
      var ticks = 0
    }
    enum Action: Equatable {
      case first(PresentationAction<Leaf.Action>)
      case second(PresentationAction<Leaf.Action>)
      case present
      case start
      case stop
      case stopChildren
      case tick
    }
    enum CancelID { case timer }
    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .first, .second:
          return .none
        case .present:
          state.first = Leaf.State()
          state.second = Leaf.State()
          return .none
        case .start:
          return .run { send in
            for await _ in self.clock.timer(interval: .seconds(1)) { await send(.tick) }
          }
          .cancellable(id: CancelID.timer)
        case .stop:
          return .cancel(id: CancelID.timer)
        case .stopChildren:
          return .cancel(id: Leaf.CancelID.timer)
        case .tick:
          state.ticks += 1
          return .none
        }
      }
      .ifLet(\.$first, action: \.first) { Leaf() }
      .ifLet(\.$second, action: \.second) { Leaf() }
    }
  }

  @Test func parentCancelsTwoChildrenAndAGrandchildByTheirID() async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.present) {
      $0.first = Leaf.State()
      $0.second = Leaf.State()
    }
    await store.send(.first(.presented(.presentLeaf))) { $0.first?.leaf = Leaf.State() }
    await store.send(.first(.presented(.start)))
    await store.send(.second(.presented(.start)))
    await store.send(.first(.presented(.leaf(.presented(.start)))))
    await clock.advance(by: .seconds(1))
    await store.receive(\.first.tick) { $0.first?.ticks = 1 }
    await store.receive(\.second.tick) { $0.second?.ticks = 1 }
    await store.receive(\.first.leaf.tick) { $0.first?.leaf?.ticks = 1 }

    // One cancel in the parent ends all three timers; nothing ticks any more.
    await store.send(.stopChildren)
    await clock.advance(by: .seconds(5))
    await store.send(.first(.dismiss)) { $0.first = nil }
    await store.send(.second(.dismiss)) { $0.second = nil }
  }

  @Test func childCannotCancelItsSiblingOrItsParent() async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.present) {
      $0.first = Leaf.State()
      $0.second = Leaf.State()
    }
    await store.send(.start)
    await store.send(.second(.presented(.start)))
    // The first child cancels its own id: neither the sibling's timer nor the parent's stops.
    await store.send(.first(.presented(.stop)))
    await clock.advance(by: .seconds(1))
    await store.receive(\.tick) { $0.ticks = 1 }
    await store.receive(\.second.tick) { $0.second?.ticks = 1 }
    await store.send(.second(.presented(.stop)))
    await store.send(.first(.dismiss)) { $0.first = nil }
    await store.send(.second(.dismiss)) { $0.second = nil }
    await store.send(.stop)
  }
}
