import ComposableArchitecture
import Foundation
import InlineSnapshotTesting
import PomodoroCore
import PomodoroTUI
import TerminalUI
import Testing

/// The timer screen rendered as text, driven by keys and clicks.
@MainActor
struct TimerViewTests {
  func makeStore(_ harness: TimerHarness, _ state: TimerFeature.State) -> StoreOf<TimerFeature> {
    Store(initialState: state) {
      TimerFeature()
    } withDependencies: {
      harness.install(&$0)
    }
  }

  @Test func theStandByScreenShowsTheClockTheCatTheGuideAndTheButtons() {
    let harness = TimerHarness()
    let store = makeStore(harness, TimerFeature.State(settings: PomodoroSettings()))
    let terminal = TestTerminal(store: store, width: 76, height: 14) { TimerView(store: $0) }
    defer { terminal.close() }
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      #"""
      ╭ pomodoro ────────────────────────────────────────────────────────────────╮
      │ STAND BY                                                    0 of 8 today │
      │ ███ ███   ███ ███                                           /\_/\        │
      │   █ █   █ █ █ █ █                                          ( o.o )       │
      │ ███ ███   █ █ █ █                                           > ^ <        │
      │ █     █ █ █ █ █ █                                     ready when you are │
      │ ███ ███   ███ ███                                                        │
      │ Tip: Welcome! Press space (or click Start) to begin a focus session.     │
      │ [ Start ] [ Reset ] [ Time ] [ Stats ] [ Quit ]                          │
      │ space start/pause · r reset · t time · c cat · s stats · q quit          │
      ╰──────────────────────────────────────────────────────────────────────────╯
      """#
    }
  }

  @Test func keysAndClicksDriveTheTimer() async {
    let harness = TimerHarness()
    let store = makeStore(
      harness, TimerFeature.State(settings: quickSettings, guideInformation: seenGuides))
    let terminal = TestTerminal(store: store, width: 76, height: 14) { TimerView(store: $0) }
    defer { terminal.close() }
    #expect(terminal.text.contains("STAND BY"))

    terminal.press(" ")
    #expect(store.state.timerStatus == .focus)
    #expect(terminal.text.contains("FOCUS"))
    #expect(terminal.text.contains("[ Pause ]"))
    #expect(terminal.text.contains("( >.< )"))

    #expect(terminal.click(on: "[ Pause ]"))
    #expect(store.state.timerStatus == .pause)
    #expect(terminal.text.contains("PAUSED"))

    terminal.press("c")
    #expect(terminal.text.contains("purr"))

    terminal.press("r")
    #expect(store.state.timerStatus == .standBy)

    terminal.press("t")
    #expect(terminal.text.contains("Focus minutes: 0_"))
    terminal.type("7")
    terminal.press(.enter)
    #expect(terminal.text.contains("07:00") || store.state.count == 420)
    #expect(store.state.count == 420)

    await store.send(.statsTapped).finish()
    #expect(terminal.text.contains("Today      0 sessions  0 min"))
    #expect(terminal.text.contains("Streak     0 days"))
    terminal.press("s")
    #expect(terminal.text.contains("STAND BY"))
    #expect(!terminal.text.contains("Streak"))

    terminal.press("q")
    #expect(terminal.didQuit)
  }

  @Test func theCatHasAMoodPerStatus() {
    let moods = TimerStatus.allCases.map { CatMood(status: $0, isReacting: false) }
    #expect(Set(moods).count == TimerStatus.allCases.count)
    #expect(CatMood(status: .focus, isReacting: true) == .purring)
    #expect(CatMood(status: .sleep, isReacting: true) == .sleeping)
    for mood in CatMood.allCases {
      #expect(Set(mood.art.map(\.count)).count == 1, "\(mood)")
    }
  }

  @Test func theClockShowsMinutesAndSeconds() {
    #expect(clockText(seconds: 1500) == "25:00")
    #expect(clockText(seconds: 61) == "01:01")
    #expect(clockText(seconds: 0) == "00:00")
    #expect(clockText(seconds: 6000) == "100:00")
  }
}
