import ComposableArchitecture
import Foundation
import PomodoroCore
import PomodoroLive
import Testing

/// `--auto-start-breaks` and `--auto-start-focus`: the next session starts by itself.
@MainActor
struct AutoStartTests {
  @Test func withAutoStartBreaksTheBreakStartsWhenCompletedIsOver() async {
    let harness = TimerHarness()
    var settings = quickSettings
    settings.autoStartBreaks = true
    let store = makeTimerStore(
      harness, state: TimerFeature.State(settings: settings, guideInformation: seenGuides))
    await completeFocus(store, harness)
    await store.receive(\.setStatus) {
      $0.timerStatus = .breakStandBy
      $0.session = nil
      $0.completedDate = nil
      $0.count = 4
    }
    await store.receive(\.setStatus) {
      $0.timerStatus = .breakTime
      $0.session = SessionRecord(
        id: uuid(1), kind: .shortBreak, startDate: harness.start.addingTimeInterval(13),
        plannedSeconds: 4)
    }
    // The break runs out; without auto-start focus the timer waits in stand-by.
    await runBreakOut(store, harness, from: 4, endingAt: harness.start.addingTimeInterval(17))
    await store.finish()
    #expect(harness.history.map(\.kind) == [.focus, .shortBreak])
  }

  @Test func withAutoStartFocusTheNextSessionStartsWhenTheBreakRunsOut() async {
    let harness = TimerHarness()
    var settings = quickSettings
    settings.autoStartFocus = true
    let store = makeTimerStore(
      harness, state: TimerFeature.State(settings: settings, guideInformation: seenGuides))
    await completeFocus(store, harness)
    // Without auto-start breaks the break waits for space.
    await store.receive(\.setStatus) {
      $0.timerStatus = .breakStandBy
      $0.session = nil
      $0.completedDate = nil
      $0.count = 4
    }
    await harness.advance(seconds: 5)
    #expect(store.state.timerStatus == .breakStandBy)

    await store.send(.interaction(.triggerTapped)) {
      $0.timerStatus = .breakTime
      $0.session = SessionRecord(
        id: uuid(1), kind: .shortBreak, startDate: harness.start.addingTimeInterval(18),
        plannedSeconds: 4)
    }
    await runBreakOut(store, harness, from: 4, endingAt: harness.start.addingTimeInterval(22))
    await store.receive(\.setStatus) {
      $0.timerStatus = .focus
      $0.session = SessionRecord(
        id: uuid(2), kind: .focus, startDate: harness.start.addingTimeInterval(22),
        plannedSeconds: 10)
    }
    await store.send(.interaction(.resetTapped)) {
      $0.timerStatus = .standBy
      $0.session = nil
    }
    await store.finish()
    #expect(harness.history.map(\.kind) == [.focus, .shortBreak, .focus])
  }

  /// Ending a break early (r) is the user's choice of what comes next: no auto-start.
  @Test func aBreakEndedByHandDoesNotStartTheFocus() async {
    let harness = TimerHarness()
    var settings = quickSettings
    settings.autoStartFocus = true
    let store = makeTimerStore(
      harness,
      state: TimerFeature.State(
        settings: settings, timerStatus: .breakStandBy, count: 4, guideInformation: seenGuides))
    await store.send(.interaction(.triggerTapped)) {
      $0.timerStatus = .breakTime
      $0.session = SessionRecord(
        id: uuid(0), kind: .shortBreak, startDate: harness.start, plannedSeconds: 4)
    }
    await store.send(.interaction(.resetTapped)) {
      $0.timerStatus = .standBy
      $0.session = nil
      $0.count = 10
    }
    await store.finish()
    #expect(store.state.timerStatus == .standBy)
  }

  @Test func theSettingsAreOffByDefaultAndSaved() throws {
    #expect(!PomodoroSettings().autoStartBreaks && !PomodoroSettings().autoStartFocus)
    let text = #"{"version": 1, "autoStartBreaks": true, "autoStartFocus": true}"#
    let decoded = try JSONDecoder().decode(PomodoroSettings.self, from: Data(text.utf8))
    #expect(decoded == PomodoroSettings(autoStartBreaks: true, autoStartFocus: true))
    let encoded = try JSONEncoder().encode(decoded)
    #expect(try JSONDecoder().decode(PomodoroSettings.self, from: encoded) == decoded)
  }

  @Test func theFlagsAreSavedWithSave() throws {
    try withTemporaryDirectory { root in
      let app = try PomodoroProcess(root: root)
      let run = try app.run(["--auto-start-breaks", "--auto-start-focus", "--save", "--no-bell"])
      #expect(run.status == 0)
      let saved = try SettingsStore(fileURL: app.settingsFile).load()
      #expect(saved.autoStartBreaks && saved.autoStartFocus)
      #expect(try app.run(["--no-auto-start-focus", "--save"]).status == 0)
      #expect(try SettingsStore(fileURL: app.settingsFile).load().autoStartFocus == false)
    }
  }
}
