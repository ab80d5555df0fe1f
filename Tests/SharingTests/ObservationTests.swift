import ConcurrencyExtras
import Observation
import Sharing
import Testing

struct ObservationTests {
  @Test func mutationNotifiesObserversOfTheValue() {
    @Shared(value: 0) var count
    let changed = LockIsolated(false)
    withObservationTracking {
      _ = count
    } onChange: {
      changed.setValue(true)
    }
    $count.withLock { $0 += 1 }
    #expect(changed.value)
  }

  @Test func mutatingADerivedPartNotifiesObserversOfTheWhole() {
    struct Stats { var count = 0 }
    @Shared(value: Stats()) var stats
    let changed = LockIsolated(false)
    withObservationTracking {
      _ = stats
    } onChange: {
      changed.setValue(true)
    }
    $stats.count.withLock { $0 += 1 }
    #expect(changed.value)
  }

  @Test func readersAreObservable() {
    @Shared(value: 0) var count
    let reader = SharedReader($count)
    let changed = LockIsolated(false)
    withObservationTracking {
      _ = reader.wrappedValue
    } onChange: {
      changed.setValue(true)
    }
    $count.withLock { $0 = 1 }
    #expect(changed.value)
  }

  @Test func replacingTheReferenceNotifies() {
    @Shared(value: 0) var count
    let changed = LockIsolated(false)
    withObservationTracking {
      _ = count
    } onChange: {
      changed.setValue(true)
    }
    $count = Shared(value: 1)
    #expect(changed.value)
  }

  @Test func anObservableModelHoldingSharedStateIsNotified() {
    let model = Model()
    let other = Shared(wrappedValue: 0, .inMemory("count"))
    let changed = LockIsolated(false)
    withObservationTracking {
      _ = model.count
    } onChange: {
      changed.setValue(true)
    }
    other.withLock { $0 = 3 }
    #expect(changed.value)
    #expect(model.count == 3)
  }
}

@Observable private final class Model {
  @ObservationIgnored @Shared(.inMemory("count")) var count = 0
}
