import ComposableArchitecture

/// The leaf feature of every benchmark: a counter.
@Reducer
struct Counter {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
  }

  enum Action: Equatable {
    case increment
    case run
    case runCancellable
    case wait
    case cancel
    case incrementLater
  }

  enum CancelID { case run, wait }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .run:
      return .run { _ in }
    case .runCancellable:
      return .run { _ in }.cancellable(id: CancelID.run)
    case .wait:
      return .run { _ in try await Task.never() }.cancellable(id: CancelID.wait)
    case .cancel:
      return .cancel(id: CancelID.wait)
    case .incrementLater:
      return .send(.increment)
    }
  }
}

/// The baseline: the counter's reduce, called directly and never inlined.
@inline(never)
func rawReduce(_ state: inout Counter.State, _ action: Counter.Action) -> Effect<Counter.Action> {
  Counter().reduce(into: &state, action: action)
}

/// A ten-level-deep feature: each level holds the next, the last holds a counter. The levels
/// are concrete types, as features in apps are.
@Reducer
struct L1 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child = Counter.State()
  }

  enum Action: Equatable {
    case increment
    case child(Counter.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Counter() }
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
  }
}

@Reducer
struct L2 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child = L1.State()
  }

  enum Action: Equatable {
    case increment
    case child(L1.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { L1() }
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
  }
}

@Reducer
struct L3 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child = L2.State()
  }

  enum Action: Equatable {
    case increment
    case child(L2.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { L2() }
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
  }
}

@Reducer
struct L4 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child = L3.State()
  }

  enum Action: Equatable {
    case increment
    case child(L3.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { L3() }
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
  }
}

@Reducer
struct L5 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child = L4.State()
  }

  enum Action: Equatable {
    case increment
    case child(L4.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { L4() }
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
  }
}

@Reducer
struct L6 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child = L5.State()
  }

  enum Action: Equatable {
    case increment
    case child(L5.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { L5() }
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
  }
}

@Reducer
struct L7 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child = L6.State()
  }

  enum Action: Equatable {
    case increment
    case child(L6.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { L6() }
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
  }
}

@Reducer
struct L8 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child = L7.State()
  }

  enum Action: Equatable {
    case increment
    case child(L7.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { L7() }
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
  }
}

@Reducer
struct L9 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child = L8.State()
  }

  enum Action: Equatable {
    case increment
    case child(L8.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { L8() }
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
  }
}

@Reducer
struct L10 {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child = L9.State()
  }

  enum Action: Equatable {
    case increment
    case child(L9.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { L9() }
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
  }
}

/// A list of counters.
@Reducer
struct Rows {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Counter.State>
  }

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
