import Benchmark
import ComposableArchitecture

// Shared state, measured like the store benchmarks: `scaledIterations` operations per
// iteration on the main actor, only the loop measured; compare with `Store.Send`.
func sharedBenchmarks() {
  // A `withLock` increment of a `Shared(value:)`.
  Benchmark("Shared.Mutate") { @MainActor benchmark async in
    let count = Shared(value: 0)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      count.withLock { $0 += 1 }
    }
    benchmark.stopMeasurement()
    precondition(count.wrappedValue == benchmark.scaledIterations.count)
  }

  // The same increment with an observation of the value registered before each one, as a
  // renderer registers one after each change, and told of it.
  Benchmark("Shared.ObservedMutate") { @MainActor benchmark async in
    let count = Shared(value: 0)
    let changes = Changes()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      withObservationTracking {
        blackHole(count.wrappedValue)
      } onChange: {
        changes.count += 1
      }
      count.withLock { $0 += 1 }
    }
    benchmark.stopMeasurement()
    precondition(changes.count == benchmark.scaledIterations.count)
  }

  // An increment of keyed shared state, which also saves to its key (in memory).
  Benchmark("Shared.InMemoryMutate") { @MainActor benchmark async in
    let count = Shared(wrappedValue: 0, .inMemory("Shared.InMemoryMutate"))
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      count.withLock { $0 += 1 }
    }
    benchmark.stopMeasurement()
  }

  // A read of the shared value.
  Benchmark("Shared.Read") { @MainActor benchmark async in
    let count = Shared(value: 0)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(count.wrappedValue)
    }
    benchmark.stopMeasurement()
  }
}
