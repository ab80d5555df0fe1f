import ComposableArchitecture
import Foundation
import PomodoroCore
import Testing

/// A session whose save fails is shown, retried, and counted only once it is stored.
@MainActor
struct SaveRetryTests {
  struct DiskFull: Error, CustomStringConvertible {
    var description: String { "Cannot write /data/history.sqlite: the disk is full." }
  }

  @Test func aFinishedSessionThatWasNotStoredIsNotCountedUntilARetryStoresIt() async {
    let harness = TimerHarness()
    let failures = LockIsolated(0)
    let store = TestStore(
      initialState: TimerFeature.State(settings: quickSettings, guideInformation: seenGuides)
    ) {
      TimerFeature()
    } withDependencies: {
      harness.install(&$0)
      $0.history.save = { session in
        if failures.value > 0 {
          failures.withValue { $0 -= 1 }
          throw DiskFull()
        }
        harness.saved.withValue { $0.append(session) }
      }
    }
    await startFocus(store, harness, id: 0)
    for count in stride(from: 9, through: 1, by: -1) { await tick(store, harness, to: count) }

    // The disk fills up: the finished session and the first retry cannot be stored.
    failures.setValue(2)
    await harness.advance(seconds: 1)
    await store.receive(\.timerTicked) { $0.count = 0 }
    await store.receive(\.interaction.timerCompleted) {
      $0.finishedToday = 1
      $0.session?.outcome = .finished
      $0.session?.endDate = harness.start.addingTimeInterval(10)
      $0.session?.actualSeconds = 10
    }
    await store.receive(\.setStatus) {
      $0.timerStatus = .completed
      $0.completedDate = harness.start.addingTimeInterval(10)
    }
    let finished = store.state.session!
    let message =
      "Cannot write /data/history.sqlite: the disk is full. A session is not saved yet; "
      + "retrying every 5 seconds."
    await store.receive(\.saveFailed) {
      $0.finishedToday = 0
      $0.unsavedSessions = [finished]
      $0.errorMessage = message
    }
    await showCompleted(store, harness)
    await store.receive(\.setStatus) {
      $0.timerStatus = .breakStandBy
      $0.session = nil
      $0.completedDate = nil
      $0.count = 4
    }

    // Five seconds after the failure: tried again, failing again, still not counted.
    await harness.advance(seconds: 2)
    await store.receive(\.retrySaves)
    await store.receive(\.saveFailed)
    #expect(store.state.finishedToday == 0)
    #expect(harness.history.map(\.outcome) == [.running])

    // Room again: the next retry stores it, counts it and clears the message.
    await harness.advance(seconds: 5)
    await store.receive(\.retrySaves)
    await store.receive(\.sessionStored) {
      $0.finishedToday = 1
      $0.unsavedSessions = []
      $0.errorMessage = nil
    }
    await store.finish()
    #expect(harness.history == [finished])
  }
}
