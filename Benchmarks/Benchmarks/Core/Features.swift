import ComposableArchitecture

/// The leaf feature of every benchmark: a counter.
struct Counter: Reducer {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
  }

  @CasePathable
  enum Action: Equatable {
    case increment
    case run
    case wait
    case cancel
  }

  enum CancelID { case wait }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .run:
      return .run { _ in }
    case .wait:
      return .run { _ in try await Task.never() }.cancellable(id: CancelID.wait)
    case .cancel:
      return .cancel(id: CancelID.wait)
    }
  }
}

/// The baseline: the counter's reduce, called directly and never inlined.
@inline(never)
func rawReduce(_ state: inout Counter.State, _ action: Counter.Action) -> Effect<Counter.Action> {
  Counter().reduce(into: &state, action: action)
}

/// A feature that holds a child feature, for nesting ten levels deep.
struct Nested<Child: Reducer>: Reducer where Child.State: Equatable, Child.Action: Equatable {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child: Child.State
  }

  @CasePathable
  enum Action: Equatable {
    case increment
    case child(Child.Action)
  }

  let child: Child

  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: \.child) { self.child }
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
  }
}

typealias L1 = Nested<Counter>
typealias L2 = Nested<L1>
typealias L3 = Nested<L2>
typealias L4 = Nested<L3>
typealias L5 = Nested<L4>
typealias L6 = Nested<L5>
typealias L7 = Nested<L6>
typealias L8 = Nested<L7>
typealias L9 = Nested<L8>
typealias L10 = Nested<L9>

/// A ten-level-deep feature whose leaf is a counter.
func tenLevels() -> L10 {
  Nested(child: Nested(child: Nested(child: Nested(child: Nested(child: Nested(child: Nested(
    child: Nested(child: Nested(child: Nested(child: Counter()))))))))))
}

func tenLevelsState() -> L10.State {
  .init(child: .init(child: .init(child: .init(child: .init(child: .init(child: .init(
    child: .init(child: .init(child: .init(child: Counter.State()))))))))))
}

/// A list of counters.
struct Rows: Reducer {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Counter.State>
  }

  @CasePathable
  enum Action: Equatable {
    case rows(IdentifiedActionOf<Counter>)
  }

  var body: some Reducer<State, Action> {
    EmptyReducer()
      .forEach(\.rows, action: \.rows) { Counter() }
  }
}

func rows(_ count: Int) -> Rows.State {
  Rows.State(rows: IdentifiedArray(uniqueElements: (0..<count).map { Counter.State(id: $0) }))
}
