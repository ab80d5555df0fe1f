import Benchmark
import ComposableArchitecture

/// What holding things costs: allocations and bytes per idle root store and per row of state.
/// Each iteration makes the whole batch; divide by its size for one store or one row.
func memoryBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.mallocCountTotal, .mallocBytesCount, .wallClock],
    scalingFactor: .one,
    maxDuration: .seconds(3),
    maxIterations: 20
  )

  // 10,000 root stores of the counter, made and kept, none sent anything.
  Benchmark("Memory.Stores.10000", configuration: configuration) { @MainActor benchmark async in
    var stores: [StoreOf<Counter>] = []
    stores.reserveCapacity(10_000)
    benchmark.startMeasurement()
    for _ in 0..<10_000 {
      stores.append(Store(initialState: Counter.State()) { Counter() })
    }
    benchmark.stopMeasurement()
    blackHole(stores)
  }

  // 100,000 rows of `@ObservableState` counters in an identified array, nobody observing them.
  Benchmark("Memory.Rows.100000", configuration: configuration) { @MainActor benchmark async in
    benchmark.startMeasurement()
    let rows = IdentifiedArray(uniqueElements: (0..<100_000).map { Counter.State(id: $0) })
    benchmark.stopMeasurement()
    blackHole(rows)
  }
}
