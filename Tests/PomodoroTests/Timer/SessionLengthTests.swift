import ComposableArchitecture
import Foundation
import PomodoroCore
import Testing

/// Lengths changed in the app: the next break's with `t` when it is ready, and the session
/// under way a minute at a time with `+` and `-`.
@MainActor
struct SessionLengthTests {
  /// `t` on a break ready edits that break's length, saved like the focus length.
  @Test func theNextBreaksLengthIsEditedWhenItIsReady() async {
    let harness = TimerHarness()
    var state = TimerFeature.State(
      settings: PomodoroSettings(focusSeconds: 1500, shortBreakSeconds: 300),
      guideInformation: seenGuides)
    state.timerStatus = .breakStandBy
    state.count = 300
    let store = makeTimerStore(harness, state: state)
    await store.send(.interaction(.timerFieldTapped)) {
      $0.durationEditor = DurationEditor(minutes: 5, length: .shortBreak)
    }
    await store.send(.durationTyped("7")) {
      $0.durationEditor = DurationEditor(text: "7", length: .shortBreak)
    }
    await store.send(.durationCommitted) {
      $0.durationEditor = nil
      $0.count = 420
      $0.settings.shortBreakSeconds = 420
    }
    await store.finish()
    #expect(harness.settings.value.last?.shortBreakSeconds == 420)
    #expect(harness.settings.value.last?.focusSeconds == PomodoroSettings().focusSeconds)
  }

  /// After a long break's turn comes, `t` edits the long break's length, with its own words.
  @Test func aLongBreakLengthIsRefusedInItsOwnWords() async {
    let harness = TimerHarness()
    var state = TimerFeature.State(
      settings: PomodoroSettings(longBreakSeconds: 900, longBreakEvery: 2),
      guideInformation: seenGuides, finishedToday: 2)
    state.timerStatus = .breakStandBy
    state.count = 900
    let store = makeTimerStore(harness, state: state)
    await store.send(.interaction(.timerFieldTapped)) {
      $0.durationEditor = DurationEditor(minutes: 15, length: .longBreak)
    }
    await store.send(.durationTyped("0")) {
      $0.durationEditor = DurationEditor(text: "0", length: .longBreak)
    }
    await store.send(.durationCommitted) {
      $0.durationEditor?.problem =
        "The long break length must be between 1 and 600 minutes (got 0)."
    }
  }

  /// `+` and `-` move the end of the session under way by a minute, saved for `status`; `-`
  /// never takes the last minute.
  @Test func plusAndMinusMoveTheEndOfTheSessionByAMinute() async {
    let harness = TimerHarness()
    let store = makeTimerStore(
      harness,
      state: TimerFeature.State(
        settings: PomodoroSettings(focusSeconds: 120), guideInformation: seenGuides))
    await startFocus(store, harness, id: 0)
    await store.send(.minuteAdded) {
      $0.session?.plannedSeconds = 180
      $0.count = 180
    }
    await store.send(.minuteTaken) {
      $0.session?.plannedSeconds = 120
      $0.count = 120
    }
    await store.send(.minuteTaken) {
      $0.session?.plannedSeconds = 60
      $0.count = 60
    }
    // Only a minute is left: taking it would end the session at once.
    await store.send(.minuteTaken)
    await store.send(.interaction(.resetTapped)) {
      $0.timerStatus = .standBy
      $0.session = nil
      $0.count = 120
    }
    await store.finish()
    #expect(harness.history.first?.plannedSeconds == 60)
  }
}
