import ComposableArchitecture
import Foundation
import PomodoroCore

/// A test store of the timer with the harness's dependencies.
@MainActor
func makeTimerStore(
  _ harness: TimerHarness, state: TimerFeature.State
) -> TestStoreOf<TimerFeature> {
  TestStore(initialState: state) {
    TimerFeature()
  } withDependencies: {
    harness.install(&$0)
  }
}

/// Advances one second and receives the tick that leaves `count` on the clock.
@MainActor
func tick(_ store: TestStoreOf<TimerFeature>, _ harness: TimerHarness, to count: Int) async {
  await harness.advance(seconds: 1)
  await store.receive(\.timerTicked) {
    $0.count = count
    let planned = $0.session?.plannedSeconds ?? 0
    $0.session?.actualSeconds = planned - count
  }
}

/// Starts a focus session from stand-by (guides already seen), at the harness's current time.
@MainActor
func startFocus(_ store: TestStoreOf<TimerFeature>, _ harness: TimerHarness, id: Int) async {
  let planned = store.state.count
  await store.send(.interaction(.triggerTapped)) { [now = harness.now.value] in
    $0.timerStatus = .focus
    $0.session = SessionRecord(
      id: uuid(id), kind: .focus, startDate: now, plannedSeconds: planned)
    $0.count = planned
  }
}

/// Lets `completed` show for its three seconds of ticks, up to `completionShown`.
@MainActor
func showCompleted(_ store: TestStoreOf<TimerFeature>, _ harness: TimerHarness) async {
  for _ in 0..<3 {
    await harness.advance(seconds: 1)
    await store.receive(\.timerTicked)
  }
  await store.receive(\.completionShown)
}

/// Runs a focus session of `quickSettings` from its start to the end of `completed`.
@MainActor
func completeFocus(_ store: TestStoreOf<TimerFeature>, _ harness: TimerHarness) async {
  await startFocus(store, harness, id: 0)
  for count in stride(from: 9, through: 1, by: -1) { await tick(store, harness, to: count) }
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
  await showCompleted(store, harness)
}

/// Ticks the running 4-second break of `quickSettings` from `count` seconds left until it
/// runs out at `end`, back in stand-by.
@MainActor
func runBreakOut(
  _ store: TestStoreOf<TimerFeature>, _ harness: TimerHarness, from count: Int, endingAt end: Date
) async {
  for left in stride(from: count - 1, through: 1, by: -1) {
    await tick(store, harness, to: left)
  }
  await harness.advance(seconds: 1)
  await store.receive(\.timerTicked) { $0.count = 0 }
  await store.receive(\.interaction.timerCompleted) {
    $0.session?.outcome = .finished
    $0.session?.endDate = end
    $0.session?.actualSeconds = 4
    $0.timerStatus = .standBy
    $0.session = nil
    $0.count = 10
  }
}
