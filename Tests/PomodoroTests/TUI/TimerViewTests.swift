import ComposableArchitecture
import Foundation
import InlineSnapshotTesting
import PomodoroCore
import PomodoroTUI
import PomodoroUI
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

  @Test func keysAndClicksDriveTheTimer() async {
    let harness = TimerHarness()
    let store = makeStore(
      harness, TimerFeature.State(settings: quickSettings, guideInformation: seenGuides))
    let terminal = TestTerminal(rootView: TimerView(store: store), width: 76, height: 14)
    defer { terminal.close() }
    #expect(terminal.text.contains("STAND BY"))

    terminal.press(" ")
    #expect(store.state.timerStatus == .focus)
    #expect(terminal.text.contains("FOCUS"))
    #expect(terminal.text.contains("space pause"))
    #expect(terminal.text.contains("( >.< )"))

    // Each key on the hint line is clickable.
    #expect(terminal.click(on: "space pause"))
    #expect(store.state.timerStatus == .pause)
    #expect(terminal.text.contains("PAUSED"))

    terminal.press("c")
    #expect(terminal.text.contains("purr"))

    terminal.press("r")
    #expect(store.state.timerStatus == .standBy)

    terminal.press("t")
    #expect(fieldShows(terminal, "Focus length: ", ""))
    terminal.type("7")
    #expect(fieldShows(terminal, "Focus length: ", "7"))
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

  /// While the task is typed every key types, `q` and space too; the task then shows beside
  /// today's count.
  @Test func typingATaskTakesEveryKeyAndShowsIt() {
    let harness = TimerHarness()
    let store = makeStore(
      harness, TimerFeature.State(settings: PomodoroSettings(), guideInformation: seenGuides))
    let terminal = TestTerminal(rootView: TimerView(store: store), width: 76, height: 14)
    defer { terminal.close() }
    #expect(terminal.text.contains("n task"))
    terminal.press("n")
    #expect(terminal.text.contains("Task:   (Enter saves, Esc cancels)"))
    #expect(fieldShows(terminal, "Task: ", ""))
    #expect(terminal.text.contains("Enter save · Esc cancel"))
    terminal.type("Quiz prep")
    terminal.press(.backspace)
    #expect(!terminal.didQuit)
    #expect(store.state.timerStatus == .standBy)
    terminal.press(.enter)
    #expect(store.state.task == "Quiz pre")
    #expect(terminal.text.contains("0 of 8 today · Quiz pre"))

    terminal.press("n")
    #expect(fieldShows(terminal, "Task: ", "Quiz pre"))
    terminal.press(.escape)
    #expect(store.state.taskEditor == nil)
    #expect(store.state.task == "Quiz pre")
  }

  /// The task editor opens on the current task, which the first key replaces: the prompt says
  /// so while it does.
  @Test func theTaskEditorSaysTheFirstKeyReplacesTheTask() {
    let harness = TimerHarness()
    let store = makeStore(
      harness,
      TimerFeature.State(
        settings: PomodoroSettings(), guideInformation: seenGuides, task: "Write report"))
    let terminal = TestTerminal(rootView: TimerView(store: store), width: 76, height: 14)
    defer { terminal.close() }
    terminal.press("n")
    #expect(fieldShows(terminal, "Task: ", "Write report"))
    #expect(terminal.text.contains("typing replaces it"), "\(terminal.text)")
    terminal.type("R")
    #expect(fieldShows(terminal, "Task: ", "R"))
    #expect(!terminal.text.contains("typing replaces it"), "\(terminal.text)")
  }

  @Test func autoStartsThatAreOnAreShown() {
    var settings = PomodoroSettings(autoStartBreaks: true)
    let harness = TimerHarness()
    func text(_ settings: PomodoroSettings) -> String {
      let store = makeStore(
        harness, TimerFeature.State(settings: settings, guideInformation: seenGuides))
      let terminal = TestTerminal(rootView: TimerView(store: store), width: 76, height: 14)
      defer { terminal.close() }
      return terminal.text
    }
    #expect(text(settings).contains("0 of 8 today · auto breaks"))
    settings.autoStartFocus = true
    #expect(text(settings).contains("0 of 8 today · auto breaks, focus"))
    #expect(!text(PomodoroSettings()).contains("auto"))
  }

  @Test func aPausedBreakSaysSoAndOffersResumeAndEnd() {
    let harness = TimerHarness()
    var state = TimerFeature.State(
      settings: PomodoroSettings(), timerStatus: .pause, count: 200, guideInformation: seenGuides)
    state.session = SessionRecord(kind: .longBreak, startDate: harness.start, plannedSeconds: 900)
    state.pauseDate = harness.start
    let store = makeStore(harness, state)
    let terminal = TestTerminal(rootView: TimerView(store: store), width: 76, height: 14)
    defer { terminal.close() }
    #expect(terminal.text.contains("LONG BREAK PAUSED"))
    #expect(terminal.text.contains("space resume · r end break"))
    terminal.press(" ")
    #expect(store.state.timerStatus == .breakTime)
    #expect(terminal.text.contains("space pause · r end break"))
    terminal.press("r")
    #expect(store.state.timerStatus == .standBy)
  }

  /// `t 5 Enter` once gave 255 minutes (the 5 was appended to the 25 shown); 700 was taken.
  @Test func typingALengthReplacesTheOneShownAndTheFlagsRangeApplies() {
    let harness = TimerHarness()
    let store = makeStore(
      harness, TimerFeature.State(settings: PomodoroSettings(), guideInformation: seenGuides))
    let terminal = TestTerminal(rootView: TimerView(store: store), width: 76, height: 14)
    defer { terminal.close() }
    terminal.press("t")
    #expect(fieldShows(terminal, "Focus length: ", "25"))
    #expect(terminal.text.contains("Enter saves, Esc cancels"))
    terminal.type("5")
    terminal.press(.enter)
    #expect(store.state.count == 5 * 60)

    terminal.press("t")
    terminal.type("700")
    terminal.press(.enter)
    #expect(store.state.count == 5 * 60)
    #expect(terminal.text.contains("must be between 1 and 600 minutes (got 700)"))
    terminal.press(.backspace)
    terminal.press(.backspace)
    terminal.press(.enter)
    #expect(store.state.count == 7 * 60)
  }

  /// `--focus-seconds 8` through the text field on a 30×10 screen: it opens empty (not `0`),
  /// 4, 5, 6 are kept and the 7 is refused with a word; `x` is not typed, `t` cancels.
  @Test func aLengthUnderAMinuteTypedInTheFieldOnASmallScreen() {
    let harness = TimerHarness()
    let store = makeStore(
      harness,
      TimerFeature.State(settings: PomodoroSettings(focusSeconds: 8), guideInformation: seenGuides))
    let terminal = TestTerminal(rootView: TimerView(store: store), width: 30, height: 10)
    defer { terminal.close() }
    terminal.press("t")
    #expect(fieldShows(terminal, "Focus length: ", ""))
    terminal.type("45x6")
    #expect(fieldShows(terminal, "Focus length: ", "456"))
    terminal.type("7")
    #expect(store.state.durationEditor?.text == "456")
    #expect(terminal.text.contains("A length has at most 3"))
    terminal.press("t")
    #expect(store.state.durationEditor == nil)
    #expect(store.state.count == 8)
  }

  /// Whether the editor's text field shows `text` after `prompt`, its cursor (a reversed
  /// cell) just after the text.
  func fieldShows(_ terminal: TestTerminal, _ prompt: String, _ text: String) -> Bool {
    guard let start = terminal.location(of: prompt + text + " ") else { return false }
    let cursor = Point(x: start.x + prompt.count + text.count, y: start.y)
    return terminal.frame.style(at: cursor)?.attributes.contains(.reverse) == true
  }

  /// A state in `status`, as the timer would have it there.
  func state(_ status: TimerStatus, _ harness: TimerHarness) -> TimerFeature.State {
    var state = TimerFeature.State(
      settings: quickSettings, timerStatus: status, guideInformation: seenGuides)
    switch status {
    case .focus, .pause:
      state.session = SessionRecord(kind: .focus, startDate: harness.start, plannedSeconds: 10)
      if status == .pause { state.pauseDate = harness.start }
    case .breakTime:
      state.session = SessionRecord(
        kind: .shortBreak, startDate: harness.start, plannedSeconds: 4)
    case .completed:
      state.finishedToday = 1
      state.completedDate = harness.start
      state.presentedGuide = .standByGuide
    case .breakStandBy:
      state.finishedToday = 1
    case .sleep:
      state.finishedToday = 3
      state.sleepDate = harness.start
      state.count = 0
    case .standBy:
      break
    }
    return state
  }

  /// The hint line on screen, as (key, what it does) pairs.
  func hints(_ terminal: TestTerminal) -> [(key: String, title: String)] {
    let line = terminal.text.split(separator: "\n").first { $0.contains("q quit") } ?? ""
    return line.split(separator: "·").map { hint in
      let words = hint.split(separator: " ").filter { !$0.contains("│") }
      return (String(words.first ?? ""), words.dropFirst().joined(separator: " "))
    }
  }

  /// In every status, each key the hint line names changes something, and the keys it leaves
  /// out change nothing: the hints say what the keys do now.
  @Test func theHintsNameTheKeysThatDoSomethingInEachStatus() async {
    // Some keys act through effects: a serial executor lets them run before the check.
    await withMainSerialExecutor {
      await checkHints()
    }
  }

  private func checkHints() async {
    for status in TimerStatus.allCases {
      let harness = TimerHarness()
      let store = makeStore(harness, state(status, harness))
      let terminal = TestTerminal(rootView: TimerView(store: store), width: 100, height: 16)
      defer { terminal.close() }
      let shown = hints(terminal)
      #expect(shown.contains { $0.key == "q" && $0.title == "quit" }, "\(status)")
      for key in ["space", "r", "t", "c", "s"] {
        let fresh = makeStore(harness, state(status, harness))
        let screen = TestTerminal(rootView: TimerView(store: fresh), width: 100, height: 16)
        defer { screen.close() }
        let before = fresh.state
        screen.press(.character(key == "space" ? " " : Character(key)))
        await Task.megaYield()
        let hinted = shown.contains { $0.key == key }
        #expect(
          (fresh.state != before) == hinted,
          "\(status): \(key) is \(hinted ? "" : "not ")hinted")
      }
    }
  }

  @Test func inCompletedTheTipAndTheHintsAgreeThatSpaceSkipsTheBreak() {
    let harness = TimerHarness()
    let store = makeStore(harness, state(.completed, harness))
    let terminal = TestTerminal(rootView: TimerView(store: store), width: 100, height: 16)
    defer { terminal.close() }
    #expect(hints(terminal).contains { $0.key == "space" && $0.title == "skip break" })
    #expect(!terminal.text.contains("Start your break with space"))
    #expect(!terminal.text.contains("t length"))
    terminal.press(" ")
    #expect(store.state.timerStatus == .standBy)
  }

  @Test func aLongBreakIsLabelled() {
    let harness = TimerHarness()
    var long = state(.breakStandBy, harness)
    long.finishedToday = 2
    #expect(long.statusTitle == "LONG BREAK READY")
    #expect(state(.breakStandBy, harness).statusTitle == "BREAK READY")
    long.timerStatus = .breakTime
    long.session = SessionRecord(kind: .longBreak, startDate: harness.start, plannedSeconds: 6)
    #expect(long.statusTitle == "LONG BREAK")
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

  /// The progress bar sits in the middle of the screen whatever the width of the line below
  /// it (an odd one once put it a column to the left).
  @Test func theProgressBarIsCentredUnderAnOddWidthGoalLine() {
    let harness = TimerHarness()
    for task in ["Write the quarterly report", "Write the quarterly reports"] {
      let store = makeStore(
        harness,
        TimerFeature.State(
          settings: PomodoroSettings(), guideInformation: seenGuides, task: task))
      let terminal = TestTerminal(rootView: TimerView(store: store), width: 80, height: 24)
      defer { terminal.close() }
      let bar = terminal.text.split(separator: "\n").first { $0.contains("░") }
      let inside = String(bar ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "│"))
      let left = inside.prefix { $0 == " " }.count
      let right = inside.reversed().prefix { $0 == " " }.count
      #expect(left == right, "\(task): \(left) columns left of the bar, \(right) right")
    }
  }
}
