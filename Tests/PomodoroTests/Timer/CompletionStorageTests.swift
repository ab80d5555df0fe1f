import ComposableArchitecture
import Foundation
import PomodoroCore
import Testing

/// Finding 6 of issue 39: `completed` (and the chime, the notification and the hooks that come
/// with it) is shown only once the finished session is stored, so that a crash in between
/// cannot lose a session the screen called done.
@MainActor
struct CompletionStorageTests {
  @Test func completedIsShownOnlyOnceTheFinishedSessionIsStored() async {
    let harness = TimerHarness()
    let (released, release) = AsyncStream.makeStream(of: Void.self)
    let store = TestStore(
      initialState: TimerFeature.State(settings: quickSettings, guideInformation: seenGuides)
    ) {
      TimerFeature()
    } withDependencies: {
      harness.install(&$0)
      $0.history.save = { session in
        // The first save of the finished session waits until the test lets it through.
        if !session.isRunning, !harness.saved.value.contains(where: { !$0.isRunning }) {
          for await _ in released { break }
        }
        harness.saved.withValue { $0.append(session) }
      }
    }
    store.exhaustivity = .off
    await startFocus(store, harness, id: 0)
    for count in stride(from: 9, through: 1, by: -1) { await tick(store, harness, to: count) }
    await harness.advance(seconds: 1)
    await store.receive(\.timerTicked) { $0.count = 0 }
    // Ticks that come while it is being stored change nothing; keys wait.
    await harness.advance(seconds: 1)
    await store.skipReceivedActions(strict: false)
    await store.send(.interaction(.triggerTapped))

    // The session ran out, but the history does not hold it as finished yet.
    #expect(store.state.timerStatus == .focus)
    #expect(harness.sounds.value.isEmpty)
    #expect(harness.notifications.value.isEmpty)
    #expect(harness.history.map(\.outcome) == [.running])

    release.yield()
    await store.receive(\.interaction.timerCompleted)
    #expect(store.state.timerStatus == .completed)
    #expect(store.state.finishedToday == 1)
    #expect(harness.history.map(\.outcome) == [.finished])
    #expect(harness.sounds.value == [.focusEnded])
    await store.send(.interaction(.resetTapped))
  }
}
