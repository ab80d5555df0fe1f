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

    // The disk fills up: the finished session (stored before `completed`, and again as it is
    // shown) and the first retry cannot be stored.
    failures.setValue(3)
    await harness.advance(seconds: 1)
    await store.receive(\.timerTicked) { $0.count = 0 }
    await store.receive(\.interaction.timerCompleted) {
      $0.finishedToday = 1
      $0.session?.outcome = .finished
      $0.session?.endDate = harness.start.addingTimeInterval(10)
      $0.session?.actualSeconds = 10
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

  /// Finding 1 of issue 39: the failing progress saves of the next session must not push back
  /// the retry of a finished session; it is retried every five seconds from its own failure,
  /// and stored within one interval of space coming back.
  @Test func progressSavesThatFailDoNotPushBackTheRetryOfAFinishedSession() async {
    let harness = TimerHarness()
    let isFull = LockIsolated(false)
    let slowFailure = LockIsolated(false)
    let attempts = LockIsolated<[(Date, SessionRecord)]>([])
    var settings = quickSettings
    settings.shortBreakSeconds = 120
    let store = TestStore(
      initialState: TimerFeature.State(settings: settings, guideInformation: seenGuides)
    ) {
      TimerFeature()
    } withDependencies: {
      harness.install(&$0)
      $0.history.save = { session in
        attempts.withValue { $0.append((harness.now.value, session)) }
        if isFull.value {
          // A write that fails on a full disk takes a moment, which varies: the progress
          // saves' failures land a little before or after the retry's time, as in the probe.
          if session.isRunning {
            let isSlow = slowFailure.withValue {
              $0.toggle(); return $0
            }
            try await harness.clock.sleep(for: .milliseconds(isSlow ? 300 : 100))
          }
          throw DiskFull()
        }
        harness.saved.withValue { $0.append(session) }
      }
    }
    store.exhaustivity = .off
    await store.send(.interaction(.triggerTapped))
    func run(seconds: Int) async {
      for _ in 0..<seconds {
        await harness.advance(seconds: 1)
        await store.skipReceivedActions(strict: false)
      }
    }
    await run(seconds: 9)
    isFull.setValue(true)
    await run(seconds: 4)  // the session completes at 10 s, unsaved; `completed` until 13 s
    #expect(store.state.timerStatus == .breakStandBy)
    let finished = store.state.unsavedSessions.first
    #expect(finished?.outcome == .finished)

    // The break runs on the full disk: its progress saves fail every five seconds.
    await store.send(.interaction(.triggerTapped))
    await run(seconds: 40)
    let retries = attempts.value.filter { $0.1.id == finished?.id && $0.1.outcome == .finished }
    // One attempt at completion, then one every five seconds: 10 s, 15 s, … 50 s.
    #expect(retries.count >= 8, "\(retries.count) attempts to store the finished session")

    // Space comes back: the finished session is stored within one retry interval.
    isFull.setValue(false)
    await run(seconds: 5)
    #expect(harness.history.first { $0.id == finished?.id }?.outcome == .finished)
    #expect(store.state.unsavedSessions.allSatisfy { $0.id != finished?.id })
    await store.send(.interaction(.resetTapped))
  }
}
