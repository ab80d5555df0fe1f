import Benchmark
import ComposableArchitecture

// Each iteration runs 1,000 operations (`scaledIterations`) so the per-iteration cost of the
// harness does not swamp a send; run with `--scale` to read per-operation figures.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    scalingFactor: .kilo,
    maxDuration: .seconds(2),
    maxIterations: 1_000
  )

  Benchmark("Baseline.RawReducer") { benchmark in
    var state = Counter.State()
    for _ in benchmark.scaledIterations {
      blackHole(rawReduce(&state, .increment))
    }
    blackHole(state)
  }

  Benchmark("Store.Send") { benchmark in
    // The harness calls synchronous benchmarks on the main thread.
    nonisolated(unsafe) let benchmark = benchmark
    MainActor.assumeIsolated {
      let store = Store(initialState: Counter.State()) { Counter() }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(store.send(.increment))
      }
    }
  }

  // A send while a view observes the count: the observation is registered again before each
  // send, as a renderer does after each change.
  Benchmark("Store.ObservedSend") { benchmark in
    // The harness calls synchronous benchmarks on the main thread.
    nonisolated(unsafe) let benchmark = benchmark
    MainActor.assumeIsolated {
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
  }

  Benchmark("Store.Access") { benchmark in
    // The harness calls synchronous benchmarks on the main thread.
    nonisolated(unsafe) let benchmark = benchmark
    MainActor.assumeIsolated {
      let store = Store(initialState: Counter.State()) { Counter() }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(store.count)
      }
    }
  }

  Benchmark("Store.Scope") { benchmark in
    // The harness calls synchronous benchmarks on the main thread.
    nonisolated(unsafe) let benchmark = benchmark
    MainActor.assumeIsolated {
      let store = Store(initialState: L1.State(child: Counter.State())) { L1(child: Counter()) }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(store.scope(state: \.child, action: \.child))
      }
    }
  }

  Benchmark("NestedStore.Send") { benchmark in
    // The harness calls synchronous benchmarks on the main thread.
    nonisolated(unsafe) let benchmark = benchmark
    MainActor.assumeIsolated {
      let root = Store(initialState: tenLevelsState()) { tenLevels() }
      let leaf = root
        .scope(state: \.child, action: \.child).scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child).scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child).scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child).scope(state: \.child, action: \.child)
        .scope(state: \.child, action: \.child).scope(state: \.child, action: \.child)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(leaf.send(.increment))
      }
      benchmark.stopMeasurement()
      precondition(leaf.count == benchmark.scaledIterations.count)
    }
  }

  Benchmark("NestedStore.RootSend") { benchmark in
    // The harness calls synchronous benchmarks on the main thread.
    nonisolated(unsafe) let benchmark = benchmark
    MainActor.assumeIsolated {
      let root = Store(initialState: tenLevelsState()) { tenLevels() }
      let action = L10.Action.child(.child(.child(.child(.child(.child(.child(.child(.child(
        .child(.increment))))))))))
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(root.send(action))
      }
    }
  }

  for count in [10, 10_000] {
    Benchmark("ForEach.ElementSend.\(count)") { benchmark in
      // The harness calls synchronous benchmarks on the main thread.
      nonisolated(unsafe) let benchmark = benchmark
      MainActor.assumeIsolated {
        let store = Store(initialState: rows(count)) { Rows() }
        let action = Rows.Action.rows(.element(id: count / 2, action: .increment))
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          blackHole(store.send(action))
        }
      }
    }
  }

  // 10,000 effects per iteration: report the iteration time divided by 10,000.
  Benchmark(
    "Effect.Run.10000",
    configuration: .init(scalingFactor: .one, maxDuration: .seconds(3), maxIterations: 50)
  ) { @MainActor benchmark in
    let store = Store(initialState: Counter.State()) { Counter() }
    var tasks: [StoreTask] = []
    tasks.reserveCapacity(10_000)
    benchmark.startMeasurement()
    for _ in 0..<10_000 {
      tasks.append(store.send(.run))
    }
    for task in tasks {
      await task.finish()
    }
  }

  Benchmark(
    "Effect.Cancel.10000",
    configuration: .init(scalingFactor: .one, maxDuration: .seconds(3), maxIterations: 50)
  ) { @MainActor benchmark in
    let store = Store(initialState: Counter.State()) { Counter() }
    var tasks: [StoreTask] = []
    tasks.reserveCapacity(10_000)
    benchmark.startMeasurement()
    for _ in 0..<10_000 {
      tasks.append(store.send(.wait))
    }
    store.send(.cancel)
    for task in tasks {
      await task.finish()
    }
  }
}

/// Counts observation callbacks (they run synchronously, on the sending thread).
final class Changes: @unchecked Sendable {
  var count = 0
}
