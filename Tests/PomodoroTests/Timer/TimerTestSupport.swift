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
  await store.send(.interaction(.triggerTapped))
  await store.receive(\.setStatus) { [now = harness.now.value] in
    $0.timerStatus = .focus
    $0.session = SessionRecord(
      id: uuid(id), kind: .focus, startDate: now, plannedSeconds: planned)
    $0.count = planned
  }
  await store.receive(\.hookSessionStarted)
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
