import Benchmark
import ComposableArchitecture

// Each iteration runs `scaledIterations` operations on the main actor and measures only the
// loop (the hop onto the main actor is outside the measurement); run with `--scale` to read
// per-operation figures. The raw-reducer baseline is measured the same way.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    scalingFactor: .kilo,
    maxDuration: .seconds(2),
    maxIterations: 1_000
  )

  Benchmark("Baseline.RawReducer") { @MainActor benchmark async in
    var state = Counter.State()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(rawReduce(&state, .increment))
    }
    benchmark.stopMeasurement()
    blackHole(state)
  }

  Benchmark("Store.Send") { @MainActor benchmark async in
    let store = Store(initialState: Counter.State()) { Counter() }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(store.send(.increment))
    }
    benchmark.stopMeasurement()
  }

  // A send while a view observes the store: the observation (of a field the action leaves
  // alone) stays registered through every send, as a screen's does while other parts change.
  Benchmark("Store.ObservedSend") { @MainActor benchmark async in
    let store = Store(initialState: Counter.State()) { Counter() }
    let changes = Changes()
    withObservationTracking {
      blackHole(store.id)
    } onChange: {
      changes.count += 1
    }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(store.send(.increment))
    }
    benchmark.stopMeasurement()
    precondition(changes.count == 0)
  }

  // A send that changes the observed field: the observation is registered again before each
  // send, as a renderer does after each change, and is told of the change.
  Benchmark("Store.ObservedChangeSend") { @MainActor benchmark async in
    let store = Store(initialState: Counter.State()) { Counter() }
    let changes = Changes()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      withObservationTracking {
        blackHole(store.count)
      } onChange: {
        changes.count += 1
      }
      blackHole(store.send(.increment))
    }
    benchmark.stopMeasurement()
    precondition(changes.count == benchmark.scaledIterations.count)
  }

  // What Swift's Observation costs by itself: the same register-and-change cycle on a plain
  // `@Observable` class.
  Benchmark("Baseline.ObservationTracking") { @MainActor benchmark async in
    let model = ObservableCounter()
    let changes = Changes()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      withObservationTracking {
        blackHole(model.count)
      } onChange: {
        changes.count += 1
      }
      model.count += 1
    }
    benchmark.stopMeasurement()
    precondition(changes.count == benchmark.scaledIterations.count)
  }

  Benchmark("Store.Access") { @MainActor benchmark async in
    let store = Store(initialState: Counter.State()) { Counter() }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(store.count)
    }
    benchmark.stopMeasurement()
  }

  Benchmark("Store.Scope") { @MainActor benchmark async in
    let store = Store(initialState: L1.State()) { L1() }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(store.scope(state: \.child, action: \.child))
    }
    benchmark.stopMeasurement()
  }

  Benchmark("NestedStore.Send") { @MainActor benchmark async in
    let root = Store(initialState: L10.State()) { L10() }
    let leaf = root
      .scope(state: \.child, action: \.child).scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child).scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child).scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child).scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child).scope(state: \.child, action: \.child)
    let before = leaf.count
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(leaf.send(.increment))
    }
    benchmark.stopMeasurement()
    precondition(leaf.count == before + benchmark.scaledIterations.count)
  }

  Benchmark("NestedStore.RootSend") { @MainActor benchmark async in
    let root = Store(initialState: L10.State()) { L10() }
    let action = L10.Action.child(.child(.child(.child(.child(.child(.child(.child(.child(
      .child(.increment))))))))))
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(root.send(action))
    }
    benchmark.stopMeasurement()
  }

  for count in [10, 10_000] {
    Benchmark("ForEach.ElementSend.\(count)") { @MainActor benchmark async in
      let store = Store(initialState: rows(count)) { Rows() }
      let action = Rows.Action.rows(.element(id: count / 2, action: .increment))
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(store.send(action))
      }
      benchmark.stopMeasurement()
    }
  }

  // The floor of an effect: a main-actor task made and awaited, 10,000 per iteration, in the
  // same shape as `Effect.Run.10000`.
  Benchmark("Baseline.TaskRoundTrip.10000", configuration: tenThousandTasks) {
    @MainActor benchmark async in
    await roundTrips(benchmark) { Task {} }
  }

  // A task made on the main actor that runs on the global executor (where a `.run` effect's
  // operation runs, in TCA as here), awaited: the floor of an effect's thread hand-off.
  Benchmark("Baseline.GlobalTaskRoundTrip.10000", configuration: tenThousandTasks) {
    @MainActor benchmark async in
    await roundTrips(benchmark) { makeGlobalTask() }
  }

  // Tasks on the global executor that wait with `Task.never()` until they are cancelled, all
  // cancelled, then awaited: the floor of `Effect.Cancel.10000`, whose effects wait the same way.
  Benchmark("Baseline.GlobalTaskCancel.10000", configuration: tenThousandTasks) {
    @MainActor benchmark async in
    await roundTrips(benchmark, cancellingThem: true) { makeGlobalWaitingTask() }
  }

  // 10,000 effects per iteration: divide the iteration time by 10,000 for one effect.
  Benchmark("Effect.Run.10000", configuration: tenThousandTasks) {
    @MainActor benchmark async in
    await effects(benchmark, .run)
  }

  // A `.run` with a cancellation id that finishes by itself: what filing an effect under its id
  // (and taking it out again) adds to `Effect.Run`.
  Benchmark("Effect.CancellableRun.10000", configuration: tenThousandTasks) {
    @MainActor benchmark async in
    await effects(benchmark, .runCancellable)
  }

  // Effects that wait until they are cancelled, all cancelled by their id.
  Benchmark("Effect.Cancel.10000", configuration: tenThousandTasks) {
    @MainActor benchmark async in
    await effects(benchmark, .wait, then: .cancel)
  }

  // One send and the action its effect feeds back, both asserted.
  Benchmark(
    "TestStore.SendReceive",
    configuration: .init(scalingFactor: .one, maxDuration: .seconds(3), maxIterations: 2_000)
  ) { @MainActor benchmark async in
    let store = TestStore(initialState: Counter.State()) { Counter() }
    benchmark.startMeasurement()
    await store.send(.incrementLater)
    await store.receive(.increment) { $0.count = 1 }
    benchmark.stopMeasurement()
  }

  // The same step repeated on one store, 100 steps per iteration: the cost of a step in a
  // test of several, once the store's first step has made what it keeps.
  Benchmark(
    "TestStore.SendReceive.100Steps",
    configuration: .init(scalingFactor: .one, maxDuration: .seconds(3), maxIterations: 500)
  ) { @MainActor benchmark async in
    let store = TestStore(initialState: Counter.State()) { Counter() }
    benchmark.startMeasurement()
    for step in 1...100 {
      await store.send(.incrementLater)
      await store.receive(.increment) { $0.count = step }
    }
    benchmark.stopMeasurement()
  }

  sharedBenchmarks()
  memoryBenchmarks()
}

/// The observation baseline's model.
@Observable
final class ObservableCounter {
  var count = 0
}

/// Counts observation callbacks (they run synchronously, on the sending thread).
final class Changes: @unchecked Sendable {
  var count = 0
}

/// Up to 50 iterations of 10,000 tasks or effects each.
var tenThousandTasks: Benchmark.Configuration {
  .init(scalingFactor: .one, maxDuration: .seconds(3), maxIterations: 50)
}

/// Measures 10,000 tasks made by `makeTask`, then (if `cancellingThem`) cancelled, then awaited.
@MainActor
func roundTrips(
  _ benchmark: Benchmark, cancellingThem: Bool = false, _ makeTask: () -> Task<Void, Never>
) async {
  var tasks: [Task<Void, Never>] = []
  tasks.reserveCapacity(10_000)
  benchmark.startMeasurement()
  for _ in 0..<10_000 {
    tasks.append(makeTask())
  }
  if cancellingThem {
    for task in tasks { task.cancel() }
  }
  for task in tasks {
    await task.value
  }
  benchmark.stopMeasurement()
}

/// Measures 10,000 sends of `action` to a counter's store, and the end of their effects, after
/// sending `last` (if any) once.
@MainActor
func effects(
  _ benchmark: Benchmark, _ action: Counter.Action, then last: Counter.Action? = nil
) async {
  let store = Store(initialState: Counter.State()) { Counter() }
  var tasks: [StoreTask] = []
  tasks.reserveCapacity(10_000)
  benchmark.startMeasurement()
  for _ in 0..<10_000 {
    tasks.append(store.send(action))
  }
  if let last { store.send(last) }
  for task in tasks {
    await task.finish()
  }
  benchmark.stopMeasurement()
}

/// A task that starts on the global executor: made outside the main actor, it inherits no
/// isolation.
nonisolated func makeGlobalTask() -> Task<Void, Never> {
  Task {}
}

/// A task on the global executor that waits until it is cancelled, as `Counter`'s `.wait`
/// effect does.
nonisolated func makeGlobalWaitingTask() -> Task<Void, Never> {
  Task { try? await Task.never() }
}
