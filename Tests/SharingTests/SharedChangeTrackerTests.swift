import CustomDump
import Dependencies
@_spi(SharedChangeTracking) import Sharing
import Testing

struct SharedChangeTrackerTests {
  @Test func assertingReplaysTheChange() {
    @Shared(value: 0) var count
    let tracker = SharedChangeTracker()
    tracker.track { $count.withLock { $0 += 1 } }
    #expect(tracker.hasChanges)
    #expect(count == 1)
    tracker.assert {
      #expect(count == 0)
      #expect($count != $count)
      $count.withLock { $0 = 1 }
      #expect($count == $count)
    }
    // Asserting changed the snapshot only.
    #expect(count == 1)
    tracker.reset()
    #expect(!tracker.hasChanges)
  }

  @Test func diffsShowTheSnapshotAgainstTheLiveValue() {
    // State holding shared state, as a `TestStore` compares it. (custom-dump 1.7.3 trips its
    // own exclusivity check when the root of a diff is a shared scalar, so the scalar is
    // wrapped, as it always is in a feature's state.)
    struct State: Equatable {
      @Shared var count: Int
      var title = "Counter"
    }
    let state = State(count: Shared(value: 0))
    let tracker = SharedChangeTracker()
    tracker.track { state.$count.withLock { $0 = 5 } }
    tracker.assert {
      #expect(state != state)
      #expect(
        diff(state, state)
          == """
            SharedChangeTrackerTests.State(
          -   _count: 0,
          +   _count: 5,
              title: "Counter"
            )
          """)
      state.$count.withLock { $0 = 5 }
      #expect(state == state)
      #expect(diff(state, state) == nil)
    }
  }

  @Test func untrackedSharedStateIsEqualToItself() {
    @Shared(value: 0) var count1
    @Shared(value: 0) var count2
    let tracker = SharedChangeTracker()
    tracker.track { $count1.withLock { $0 += 1 } }
    tracker.assert {
      #expect($count1 != $count1)
      #expect($count1 == $count2)
      #expect($count2 == $count2)
      $count1.withLock { $0 = 1 }
      #expect($count1 == $count1)
      #expect($count1 != $count2)
    }
  }

  @Test func derivedParts() {
    struct Stats: Equatable {
      var isOn = false
      var isVisible = false
    }
    @Shared(value: Stats()) var stats
    let tracker = SharedChangeTracker()
    tracker.track { $stats.isOn.withLock { $0.toggle() } }
    tracker.assert {
      #expect($stats.isOn != $stats.isOn)
      #expect($stats.isVisible == $stats.isVisible)
      #expect($stats != $stats)
      $stats.isOn.withLock { $0 = true }
      #expect($stats.isOn == $stats.isOn)
      #expect($stats == $stats)
    }
  }

  @Test func theFirstValueIsTheSnapshot() {
    @Shared(value: 0) var count
    let tracker = SharedChangeTracker(reportUnassertedChanges: false)
    tracker.track {
      $count.withLock { $0 = 5 }
      $count.withLock { $0 = 7 }
    }
    tracker.assert { #expect(count == 0) }
  }

  @Test func unassertedChangesAreReported() {
    @Shared(value: 0) var count
    withKnownIssue {
      do {
        let tracker = SharedChangeTracker()
        tracker.track { $count.withLock { $0 += 1 } }
      }
    } matching: {
      $0.comments.map(\.rawValue) == [
        "Tracked unasserted changes to 'Shared<Int>(value: 1)': 0 → 1"
      ]
    }
  }

  @Test func assertedChangesAreNotReported() {
    @Shared(value: 0) var count
    do {
      let tracker = SharedChangeTracker()
      tracker.track { $count.withLock { $0 += 1 } }
      tracker.assert {
        $count.withLock { $0 = 1 }
        #expect($count == $count)
      }
    }
  }

  @Test func trackingByDependencies() {
    @Shared(value: 0) var count
    let tracker = SharedChangeTracker(reportUnassertedChanges: false)
    withDependencies {
      tracker.track(&$0)
    } operation: {
      $count.withLock { $0 = 2 }
    }
    #expect(tracker.hasChanges)
    tracker.assert { #expect(count == 0) }
  }
}
