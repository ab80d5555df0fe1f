import ComposableArchitecture
import Foundation
import InlineSnapshotTesting
import PomodoroCore
import PomodoroTUI
import PomodoroUI
import TerminalUI
import TerminalUITesting
import Testing

/// The Pomodoro screen in every status at four terminal sizes: what fits is chosen by
/// priority, and no control is ever cut.
@MainActor
struct TimerScreenSnapshotTests {
  /// The screen in `status` at `width` × `height`, as a user mid-day would see it.
  func screen(_ status: TimerStatus, _ width: Int, _ height: Int) -> String {
    let harness = TimerHarness()
    let store = Store(initialState: snapshotState(status, harness)) {
      TimerFeature()
    } withDependencies: {
      harness.install(&$0)
    }
    let terminal = TestTerminal(rootView: TimerView(store: store), width: width, height: height)
    defer { terminal.close() }
    return terminal.text
  }

  /// The SGR parameters of every escape sequence in a frame drawn in `mode`.
  func styleParameters(_ status: TimerStatus, _ mode: ColorMode) -> Set<Int> {
    let harness = TimerHarness()
    let store = Store(initialState: snapshotState(status, harness)) { TimerFeature() }
    let terminal = TestTerminal(rootView: TimerView(store: store), width: 80, height: 24)
    defer { terminal.close() }
    var renderer = FrameRenderer(size: Size(width: 80, height: 24), colorMode: mode)
    var bytes: [UInt8] = []
    renderer.update(to: terminal.render(), into: &bytes)
    let text = String(decoding: bytes, as: UTF8.self)
    var parameters = Set<Int>()
    for match in text.matches(of: #/\x1B\[([0-9;]*)m/#) {
      for parameter in match.1.split(separator: ";") { parameters.insert(Int(parameter) ?? -1) }
    }
    return parameters
  }

  /// `NO_COLOR` draws no colour at all, and the status still stands out, in reverse and bold;
  /// with colour, each phase has its own.
  @Test func withoutColourTheStatusStillStandsOut() {
    let colours = Set(30...49).union(90...107)
    for status in TimerStatus.allCases {
      let mono = styleParameters(status, .none)
      #expect(mono.isDisjoint(with: colours), "\(status): \(mono)")
      #expect(mono.isSuperset(of: [1, 7]), "\(status): \(mono)")
      #expect(!styleParameters(status, .palette256).isDisjoint(with: colours), "\(status)")
    }
  }

  /// The cat keeps its place whatever its mood and caption.
  @Test func theCatDoesNotMoveBetweenStatuses() {
    for (width, height) in [(120, 40), (80, 24), (50, 15)] {
      let places = TimerStatus.allCases.map { status in
        TmuxSession.location(of: "/\\_/\\", in: screen(status, width, height))
      }
      #expect(places.allSatisfy { $0 != nil && $0 == places[0] }, "\(width)x\(height): \(places)")
    }
  }

  /// The statistics once hid the running clock, and at 80×12 cut today's row and the keys.
  @Test func theStatisticsKeepTheClockTodayAndTheKeys() async {
    let harness = TimerHarness()
    var state = snapshotState(.focus, harness)
    state.isShowingStats = true
    state.statistics = HistoryStatistics(sessions: [], calendar: utcCalendar(), now: harness.start)
    let store = Store(initialState: state) {
      TimerFeature()
    } withDependencies: {
      harness.install(&$0)
    }
    let terminal = TestTerminal(rootView: TimerView(store: store), width: 80, height: 12)
    defer { terminal.close() }
    assertInlineSnapshot(of: terminal.text, as: .lines) {
      """
      ╭ pomodoro ────────────────────────────────────────────────────────────────────╮
      │                                    FOCUS                                     │
      │                                    18:13                                     │
      │                        Today      0 sessions  0 min                          │
      │                        This week  0 sessions  0 min                          │
      │                        Streak     0 days                                     │
      │                        Sun 22 0                                              │
      │                        Sat 21 0                                              │
      │                        Fri 20 0                                              │
      │     space pause · r stop · +/- 1 min · n task · c pet cat · s hide stats     │
      │                               q quit · ? keys                                │
      ╰──────────────────────────────────────────────────────────────────────────────╯
      """
    }
  }

  /// Small terminals keep the status, the clock and every key, and below the minimum say so.
  @Test func smallTerminalsKeepTheEssentials() {
    for status in TimerStatus.allCases {
      let text = screen(status, 20, 5)
      #expect(text.contains(clockText(seconds: snapshotState(status, TimerHarness()).count)))
      #expect(text.contains("q quit"), "\(status):\n\(text)")
    }
    assertInlineSnapshot(of: screen(.breakStandBy, 20, 5), as: .lines) {
      """
       BREAK READY  15:00
       space start break
          r skip break
       n task · c pet cat
        s stats · q quit
      """
    }
    assertInlineSnapshot(of: screen(.focus, 16, 4), as: .lines) {
      """

        Terminal too
      small: need 20×4
      """
    }
  }

  @Test func at120x40() {
    assertInlineSnapshot(of: screen(.standBy, 120, 40), as: .lines) {
      #"""
      ╭ pomodoro ────────────────────────────────────────────────────────────────────────────────────────────────────────────╮
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                       STAND BY                                                       │
      │                                                                                                                      │
      │                               ██████  ██████      ██████  ██████                                                     │
      │                               ██████  ██████      ██████  ██████                                                     │
      │                                   ██  ██      ██  ██  ██  ██  ██                                                     │
      │                                   ██  ██      ██  ██  ██  ██  ██          /\_/\                                      │
      │                               ██████  ██████      ██  ██  ██  ██         ( o.o )                                     │
      │                               ██████  ██████      ██  ██  ██  ██          > ^ <                                      │
      │                               ██          ██  ██  ██  ██  ██  ██    ready when you are                               │
      │                               ██          ██  ██  ██  ██  ██  ██                                                     │
      │                               ██████  ██████      ██████  ██████                                                     │
      │                               ██████  ██████      ██████  ██████                                                     │
      │                                                                                                                      │
      │                                       ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░                                       │
      │                                                ○○○○○○○○  0 of 8 today                                                │
      │                                                                                                                      │
      │                      Tip: Welcome! Press space to begin a focus session; t changes its length.                       │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                       space start · t length · n task · c pet cat · s stats · q quit · ? keys                        │
      ╰──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────╯
      """#
    }
    assertInlineSnapshot(of: screen(.focus, 120, 40), as: .lines) {
      #"""
      ╭ pomodoro ────────────────────────────────────────────────────────────────────────────────────────────────────────────╮
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                        FOCUS                                                         │
      │                                                                                                                      │
      │                                   ██  ██████          ██  ██████                                                     │
      │                                   ██  ██████          ██  ██████                                                     │
      │                                   ██  ██  ██  ██      ██      ██                                                     │
      │                                   ██  ██  ██  ██      ██      ██          /\_/\                                      │
      │                                   ██  ██████          ██  ██████         ( >.< )                                     │
      │                                   ██  ██████          ██  ██████          /|_|\                                      │
      │                                   ██  ██  ██  ██      ██      ██    focusing with you                                │
      │                                   ██  ██  ██  ██      ██      ██                                                     │
      │                                   ██  ██████          ██  ██████                                                     │
      │                                   ██  ██████          ██  ██████                                                     │
      │                                                                                                                      │
      │                                       ██████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░                                       │
      │                                                ●●○○○○○○  2 of 8 today                                                │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                  space pause · r stop · +/- 1 min · n task · c pet cat · s stats · q quit · ? keys                   │
      ╰──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────╯
      """#
    }
    assertInlineSnapshot(of: screen(.pause, 120, 40), as: .lines) {
      #"""
      ╭ pomodoro ────────────────────────────────────────────────────────────────────────────────────────────────────────────╮
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                        PAUSED                                                        │
      │                                                                                                                      │
      │                                   ██  ██████          ██  ██████                                                     │
      │                                   ██  ██████          ██  ██████                                                     │
      │                                   ██  ██  ██  ██      ██      ██                                                     │
      │                                   ██  ██  ██  ██      ██      ██          /\_/\                                      │
      │                                   ██  ██████          ██  ██████         ( o.O )                                     │
      │                                   ██  ██████          ██  ██████          > ? <                                      │
      │                                   ██  ██  ██  ██      ██      ██         paused?                                     │
      │                                   ██  ██  ██  ██      ██      ██                                                     │
      │                                   ██  ██████          ██  ██████                                                     │
      │                                   ██  ██████          ██  ██████                                                     │
      │                                                                                                                      │
      │                                       ██████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░                                       │
      │                                                ●●○○○○○○  2 of 8 today                                                │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                  space resume · r stop · +/- 1 min · n task · c pet cat · s stats · q quit · ? keys                  │
      ╰──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────╯
      """#
    }
    assertInlineSnapshot(of: screen(.completed, 120, 40), as: .lines) {
      #"""
      ╭ pomodoro ────────────────────────────────────────────────────────────────────────────────────────────────────────────╮
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                      COMPLETED                                                       │
      │                                                                                                                      │
      │                               ██████  ██████      ██████  ██████                                                     │
      │                               ██████  ██████      ██████  ██████                                                     │
      │                               ██  ██  ██  ██  ██  ██  ██  ██  ██                                                     │
      │                               ██  ██  ██  ██  ██  ██  ██  ██  ██          /\_/\                                      │
      │                               ██  ██  ██  ██      ██  ██  ██  ██         ( ^.^ )                                     │
      │                               ██  ██  ██  ██      ██  ██  ██  ██          \o/o/                                      │
      │                               ██  ██  ██  ██  ██  ██  ██  ██  ██        well done!                                   │
      │                               ██  ██  ██  ██  ██  ██  ██  ██  ██                                                     │
      │                               ██████  ██████      ██████  ██████                                                     │
      │                               ██████  ██████      ██████  ██████                                                     │
      │                                                                                                                      │
      │                                       ████████████████████████████████████████                                       │
      │                                                ●●●○○○○○  3 of 8 today                                                │
      │                                                                                                                      │
      │                          Tip: Well done! A break follows each session; s shows your stats.                           │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                          space skip break · n task · c pet cat · s stats · q quit · ? keys                           │
      ╰──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────╯
      """#
    }
    assertInlineSnapshot(of: screen(.breakStandBy, 120, 40), as: .lines) {
      #"""
      ╭ pomodoro ────────────────────────────────────────────────────────────────────────────────────────────────────────────╮
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                   LONG BREAK READY                                                   │
      │                                                                                                                      │
      │                                   ██  ██████      ██████  ██████                                                     │
      │                                   ██  ██████      ██████  ██████                                                     │
      │                                   ██  ██      ██  ██  ██  ██  ██                                                     │
      │                                   ██  ██      ██  ██  ██  ██  ██          /\_/\                                      │
      │                                   ██  ██████      ██  ██  ██  ██         ( =.= )                                     │
      │                                   ██  ██████      ██  ██  ██  ██         _/   \_                                     │
      │                                   ██      ██  ██  ██  ██  ██  ██       stretch time                                  │
      │                                   ██      ██  ██  ██  ██  ██  ██                                                     │
      │                                   ██  ██████      ██████  ██████                                                     │
      │                                   ██  ██████      ██████  ██████                                                     │
      │                                                                                                                      │
      │                                       ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░                                       │
      │                                                ●●●●○○○○  4 of 8 today                                                │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │             space start break · r skip break · t length · n task · c pet cat · s stats · q quit · ? keys             │
      ╰──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────╯
      """#
    }
    assertInlineSnapshot(of: screen(.breakTime, 120, 40), as: .lines) {
      #"""
      ╭ pomodoro ────────────────────────────────────────────────────────────────────────────────────────────────────────────╮
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                        BREAK                                                         │
      │                                                                                                                      │
      │                               ██████  ██████      ██████  ██████                                                     │
      │                               ██████  ██████      ██████  ██████                                                     │
      │                               ██  ██      ██  ██      ██  ██  ██                                                     │
      │                               ██  ██      ██  ██      ██  ██  ██          /\_/\                                      │
      │                               ██  ██  ██████      ██████  ██  ██         ( ~.~ )                                     │
      │                               ██  ██  ██████      ██████  ██  ██          (___)                                      │
      │                               ██  ██      ██  ██  ██      ██  ██      taking a break                                 │
      │                               ██  ██      ██  ██  ██      ██  ██                                                     │
      │                               ██████  ██████      ██████  ██████                                                     │
      │                               ██████  ██████      ██████  ██████                                                     │
      │                                                                                                                      │
      │                                       █████████████░░░░░░░░░░░░░░░░░░░░░░░░░░░                                       │
      │                                                ●●●○○○○○  3 of 8 today                                                │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                space pause · r end break · +/- 1 min · n task · c pet cat · s stats · q quit · ? keys                │
      ╰──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────╯
      """#
    }
    assertInlineSnapshot(of: screen(.sleep, 120, 40), as: .lines) {
      #"""
      ╭ pomodoro ────────────────────────────────────────────────────────────────────────────────────────────────────────────╮
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                        SLEEP                                                         │
      │                                                                                                                      │
      │                               ██████  ██████      ██████  ██████                                                     │
      │                               ██████  ██████      ██████  ██████                                                     │
      │                               ██  ██  ██  ██  ██  ██  ██  ██  ██                                                     │
      │                               ██  ██  ██  ██  ██  ██  ██  ██  ██          /\_/\                                      │
      │                               ██  ██  ██  ██      ██  ██  ██  ██         ( -.- )                                     │
      │                               ██  ██  ██  ██      ██  ██  ██  ██          (___)z                                     │
      │                               ██  ██  ██  ██  ██  ██  ██  ██  ██    zzz… goal reached                                │
      │                               ██  ██  ██  ██  ██  ██  ██  ██  ██                                                     │
      │                               ██████  ██████      ██████  ██████                                                     │
      │                               ██████  ██████      ██████  ██████                                                     │
      │                                                                                                                      │
      │                                       ████████████████████████████████████████                                       │
      │                                                ●●●●●●●●  8 of 8 today                                                │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                                                                                                                      │
      │                             r wake cat · n task · c pet cat · s stats · q quit · ? keys                              │
      ╰──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────╯
      """#
    }
  }

  @Test func at80x24() {
    assertInlineSnapshot(of: screen(.standBy, 80, 24), as: .lines) {
      #"""
      ╭ pomodoro ────────────────────────────────────────────────────────────────────╮
      │                                                                              │
      │                                   STAND BY                                   │
      │                                                                              │
      │           ██████  ██████      ██████  ██████                                 │
      │           ██████  ██████      ██████  ██████                                 │
      │               ██  ██      ██  ██  ██  ██  ██                                 │
      │               ██  ██      ██  ██  ██  ██  ██          /\_/\                  │
      │           ██████  ██████      ██  ██  ██  ██         ( o.o )                 │
      │           ██████  ██████      ██  ██  ██  ██          > ^ <                  │
      │           ██          ██  ██  ██  ██  ██  ██    ready when you are           │
      │           ██          ██  ██  ██  ██  ██  ██                                 │
      │           ██████  ██████      ██████  ██████                                 │
      │           ██████  ██████      ██████  ██████                                 │
      │                                                                              │
      │                   ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░                   │
      │                            ○○○○○○○○  0 of 8 today                            │
      │                                                                              │
      │  Tip: Welcome! Press space to begin a focus session; t changes its length.   │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │   space start · t length · n task · c pet cat · s stats · q quit · ? keys    │
      ╰──────────────────────────────────────────────────────────────────────────────╯
      """#
    }
    assertInlineSnapshot(of: screen(.focus, 80, 24), as: .lines) {
      #"""
      ╭ pomodoro ────────────────────────────────────────────────────────────────────╮
      │                                                                              │
      │                                    FOCUS                                     │
      │                                                                              │
      │               ██  ██████          ██  ██████                                 │
      │               ██  ██████          ██  ██████                                 │
      │               ██  ██  ██  ██      ██      ██                                 │
      │               ██  ██  ██  ██      ██      ██          /\_/\                  │
      │               ██  ██████          ██  ██████         ( >.< )                 │
      │               ██  ██████          ██  ██████          /|_|\                  │
      │               ██  ██  ██  ██      ██      ██    focusing with you            │
      │               ██  ██  ██  ██      ██      ██                                 │
      │               ██  ██████          ██  ██████                                 │
      │               ██  ██████          ██  ██████                                 │
      │                                                                              │
      │                   ██████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░                   │
      │                            ●●○○○○○○  2 of 8 today                            │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │   space pause · r stop · +/- 1 min · n task · c pet cat · s stats · q quit   │
      │                                    ? keys                                    │
      ╰──────────────────────────────────────────────────────────────────────────────╯
      """#
    }
    assertInlineSnapshot(of: screen(.pause, 80, 24), as: .lines) {
      #"""
      ╭ pomodoro ────────────────────────────────────────────────────────────────────╮
      │                                                                              │
      │                                    PAUSED                                    │
      │                                                                              │
      │               ██  ██████          ██  ██████                                 │
      │               ██  ██████          ██  ██████                                 │
      │               ██  ██  ██  ██      ██      ██                                 │
      │               ██  ██  ██  ██      ██      ██          /\_/\                  │
      │               ██  ██████          ██  ██████         ( o.O )                 │
      │               ██  ██████          ██  ██████          > ? <                  │
      │               ██  ██  ██  ██      ██      ██         paused?                 │
      │               ██  ██  ██  ██      ██      ██                                 │
      │               ██  ██████          ██  ██████                                 │
      │               ██  ██████          ██  ██████                                 │
      │                                                                              │
      │                   ██████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░                   │
      │                            ●●○○○○○○  2 of 8 today                            │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │  space resume · r stop · +/- 1 min · n task · c pet cat · s stats · q quit   │
      │                                   ? keys                                     │
      ╰──────────────────────────────────────────────────────────────────────────────╯
      """#
    }
    assertInlineSnapshot(of: screen(.completed, 80, 24), as: .lines) {
      #"""
      ╭ pomodoro ────────────────────────────────────────────────────────────────────╮
      │                                                                              │
      │                                  COMPLETED                                   │
      │                                                                              │
      │           ██████  ██████      ██████  ██████                                 │
      │           ██████  ██████      ██████  ██████                                 │
      │           ██  ██  ██  ██  ██  ██  ██  ██  ██                                 │
      │           ██  ██  ██  ██  ██  ██  ██  ██  ██          /\_/\                  │
      │           ██  ██  ██  ██      ██  ██  ██  ██         ( ^.^ )                 │
      │           ██  ██  ██  ██      ██  ██  ██  ██          \o/o/                  │
      │           ██  ██  ██  ██  ██  ██  ██  ██  ██        well done!               │
      │           ██  ██  ██  ██  ██  ██  ██  ██  ██                                 │
      │           ██████  ██████      ██████  ██████                                 │
      │           ██████  ██████      ██████  ██████                                 │
      │                                                                              │
      │                   ████████████████████████████████████████                   │
      │                            ●●●○○○○○  3 of 8 today                            │
      │                                                                              │
      │      Tip: Well done! A break follows each session; s shows your stats.       │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │      space skip break · n task · c pet cat · s stats · q quit · ? keys       │
      ╰──────────────────────────────────────────────────────────────────────────────╯
      """#
    }
    assertInlineSnapshot(of: screen(.breakStandBy, 80, 24), as: .lines) {
      #"""
      ╭ pomodoro ────────────────────────────────────────────────────────────────────╮
      │                                                                              │
      │                               LONG BREAK READY                               │
      │                                                                              │
      │               ██  ██████      ██████  ██████                                 │
      │               ██  ██████      ██████  ██████                                 │
      │               ██  ██      ██  ██  ██  ██  ██                                 │
      │               ██  ██      ██  ██  ██  ██  ██          /\_/\                  │
      │               ██  ██████      ██  ██  ██  ██         ( =.= )                 │
      │               ██  ██████      ██  ██  ██  ██         _/   \_                 │
      │               ██      ██  ██  ██  ██  ██  ██       stretch time              │
      │               ██      ██  ██  ██  ██  ██  ██                                 │
      │               ██  ██████      ██████  ██████                                 │
      │               ██  ██████      ██████  ██████                                 │
      │                                                                              │
      │                   ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░                   │
      │                            ●●●●○○○○  4 of 8 today                            │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │  space start break · r skip break · t length · n task · c pet cat · s stats  │
      │                               q quit · ? keys                                │
      ╰──────────────────────────────────────────────────────────────────────────────╯
      """#
    }
    assertInlineSnapshot(of: screen(.breakTime, 80, 24), as: .lines) {
      #"""
      ╭ pomodoro ────────────────────────────────────────────────────────────────────╮
      │                                                                              │
      │                                    BREAK                                     │
      │                                                                              │
      │           ██████  ██████      ██████  ██████                                 │
      │           ██████  ██████      ██████  ██████                                 │
      │           ██  ██      ██  ██      ██  ██  ██                                 │
      │           ██  ██      ██  ██      ██  ██  ██          /\_/\                  │
      │           ██  ██  ██████      ██████  ██  ██         ( ~.~ )                 │
      │           ██  ██  ██████      ██████  ██  ██          (___)                  │
      │           ██  ██      ██  ██  ██      ██  ██      taking a break             │
      │           ██  ██      ██  ██  ██      ██  ██                                 │
      │           ██████  ██████      ██████  ██████                                 │
      │           ██████  ██████      ██████  ██████                                 │
      │                                                                              │
      │                   █████████████░░░░░░░░░░░░░░░░░░░░░░░░░░░                   │
      │                            ●●●○○○○○  3 of 8 today                            │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │     space pause · r end break · +/- 1 min · n task · c pet cat · s stats     │
      │                               q quit · ? keys                                │
      ╰──────────────────────────────────────────────────────────────────────────────╯
      """#
    }
    assertInlineSnapshot(of: screen(.sleep, 80, 24), as: .lines) {
      #"""
      ╭ pomodoro ────────────────────────────────────────────────────────────────────╮
      │                                                                              │
      │                                    SLEEP                                     │
      │                                                                              │
      │           ██████  ██████      ██████  ██████                                 │
      │           ██████  ██████      ██████  ██████                                 │
      │           ██  ██  ██  ██  ██  ██  ██  ██  ██                                 │
      │           ██  ██  ██  ██  ██  ██  ██  ██  ██          /\_/\                  │
      │           ██  ██  ██  ██      ██  ██  ██  ██         ( -.- )                 │
      │           ██  ██  ██  ██      ██  ██  ██  ██          (___)z                 │
      │           ██  ██  ██  ██  ██  ██  ██  ██  ██    zzz… goal reached            │
      │           ██  ██  ██  ██  ██  ██  ██  ██  ██                                 │
      │           ██████  ██████      ██████  ██████                                 │
      │           ██████  ██████      ██████  ██████                                 │
      │                                                                              │
      │                   ████████████████████████████████████████                   │
      │                            ●●●●●●●●  8 of 8 today                            │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │                                                                              │
      │         r wake cat · n task · c pet cat · s stats · q quit · ? keys          │
      ╰──────────────────────────────────────────────────────────────────────────────╯
      """#
    }
  }

  @Test func at50x15() {
    assertInlineSnapshot(of: screen(.standBy, 50, 15), as: .lines) {
      #"""
      ╭ pomodoro ──────────────────────────────────────╮
      │                    STAND BY                    │
      │    ███ ███   ███ ███          /\_/\            │
      │      █ █   █ █ █ █ █         ( o.o )           │
      │    ███ ███   █ █ █ █          > ^ <            │
      │    █     █ █ █ █ █ █    ready when you are     │
      │    ███ ███   ███ ███                           │
      │    ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░    │
      │             ○○○○○○○○  0 of 8 today             │
      │   Tip: Welcome! Press space to begin a focus   │
      │         session; t changes its length.         │
      │                                                │
      │  space start · t length · n task · c pet cat   │
      │           s stats · q quit · ? keys            │
      ╰────────────────────────────────────────────────╯
      """#
    }
    assertInlineSnapshot(of: screen(.focus, 50, 15), as: .lines) {
      #"""
      ╭ pomodoro ──────────────────────────────────────╮
      │                     FOCUS                      │
      │      █ ███     █ ███          /\_/\            │
      │      █ █ █ █   █   █         ( >.< )           │
      │      █ ███     █ ███          /|_|\            │
      │      █ █ █ █   █   █    focusing with you      │
      │      █ ███     █ ███                           │
      │    ██████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░    │
      │             ●●○○○○○○  2 of 8 today             │
      │                                                │
      │                                                │
      │                                                │
      │   space pause · r stop · +/- 1 min · n task    │
      │     c pet cat · s stats · q quit · ? keys      │
      ╰────────────────────────────────────────────────╯
      """#
    }
    assertInlineSnapshot(of: screen(.pause, 50, 15), as: .lines) {
      #"""
      ╭ pomodoro ──────────────────────────────────────╮
      │                     PAUSED                     │
      │      █ ███     █ ███          /\_/\            │
      │      █ █ █ █   █   █         ( o.O )           │
      │      █ ███     █ ███          > ? <            │
      │      █ █ █ █   █   █         paused?           │
      │      █ ███     █ ███                           │
      │    ██████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░    │
      │             ●●○○○○○○  2 of 8 today             │
      │                                                │
      │                                                │
      │                                                │
      │   space resume · r stop · +/- 1 min · n task   │
      │     c pet cat · s stats · q quit · ? keys      │
      ╰────────────────────────────────────────────────╯
      """#
    }
    assertInlineSnapshot(of: screen(.completed, 50, 15), as: .lines) {
      #"""
      ╭ pomodoro ──────────────────────────────────────╮
      │                   COMPLETED                    │
      │    ███ ███   ███ ███          /\_/\            │
      │    █ █ █ █ █ █ █ █ █         ( ^.^ )           │
      │    █ █ █ █   █ █ █ █          \o/o/            │
      │    █ █ █ █ █ █ █ █ █        well done!         │
      │    ███ ███   ███ ███                           │
      │    ████████████████████████████████████████    │
      │             ●●●○○○○○  3 of 8 today             │
      │ Tip: Well done! A break follows each session;  │
      │              s shows your stats.               │
      │                                                │
      │     space skip break · n task · c pet cat      │
      │           s stats · q quit · ? keys            │
      ╰────────────────────────────────────────────────╯
      """#
    }
    assertInlineSnapshot(of: screen(.breakStandBy, 50, 15), as: .lines) {
      #"""
      ╭ pomodoro ──────────────────────────────────────╮
      │                LONG BREAK READY                │
      │      █ ███   ███ ███          /\_/\            │
      │      █ █   █ █ █ █ █         ( =.= )           │
      │      █ ███   █ █ █ █         _/   \_           │
      │      █   █ █ █ █ █ █       stretch time        │
      │      █ ███   ███ ███                           │
      │    ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░    │
      │             ●●●●○○○○  4 of 8 today             │
      │                                                │
      │                                                │
      │                                                │
      │  space start break · r skip break · t length   │
      │ n task · c pet cat · s stats · q quit · ? keys │
      ╰────────────────────────────────────────────────╯
      """#
    }
    assertInlineSnapshot(of: screen(.breakTime, 50, 15), as: .lines) {
      #"""
      ╭ pomodoro ──────────────────────────────────────╮
      │                     BREAK                      │
      │    ███ ███   ███ ███          /\_/\            │
      │    █ █   █ █   █ █ █         ( ~.~ )           │
      │    █ █ ███   ███ █ █          (___)            │
      │    █ █   █ █ █   █ █      taking a break       │
      │    ███ ███   ███ ███                           │
      │    █████████████░░░░░░░░░░░░░░░░░░░░░░░░░░░    │
      │             ●●●○○○○○  3 of 8 today             │
      │                                                │
      │                                                │
      │                                                │
      │ space pause · r end break · +/- 1 min · n task │
      │     c pet cat · s stats · q quit · ? keys      │
      ╰────────────────────────────────────────────────╯
      """#
    }
    assertInlineSnapshot(of: screen(.sleep, 50, 15), as: .lines) {
      #"""
      ╭ pomodoro ──────────────────────────────────────╮
      │                     SLEEP                      │
      │    ███ ███   ███ ███          /\_/\            │
      │    █ █ █ █ █ █ █ █ █         ( -.- )           │
      │    █ █ █ █   █ █ █ █          (___)z           │
      │    █ █ █ █ █ █ █ █ █    zzz… goal reached      │
      │    ███ ███   ███ ███                           │
      │    ████████████████████████████████████████    │
      │             ●●●●●●●●  8 of 8 today             │
      │                                                │
      │                                                │
      │                                                │
      │   r wake cat · n task · c pet cat · s stats    │
      │                q quit · ? keys                 │
      ╰────────────────────────────────────────────────╯
      """#
    }
  }

  @Test func at30x10() {
    assertInlineSnapshot(of: screen(.standBy, 30, 10), as: .lines) {
      """
                 STAND BY
                  25:00
      ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
          ○○○○○○○○  0 of 8 today



          space start · t length
       n task · c pet cat · s stats
             q quit · ? keys
      """
    }
    assertInlineSnapshot(of: screen(.focus, 30, 10), as: .lines) {
      """
                  FOCUS
                  18:13
      ████████░░░░░░░░░░░░░░░░░░░░░░
          ●●○○○○○○  2 of 8 today



           space pause · r stop
      +/- 1 min · n task · c pet cat
        s stats · q quit · ? keys
      """
    }
    assertInlineSnapshot(of: screen(.pause, 30, 10), as: .lines) {
      """
                  PAUSED
                  18:13
      ████████░░░░░░░░░░░░░░░░░░░░░░
          ●●○○○○○○  2 of 8 today



          space resume · r stop
      +/- 1 min · n task · c pet cat
        s stats · q quit · ? keys
      """
    }
    assertInlineSnapshot(of: screen(.completed, 30, 10), as: .lines) {
      """
                COMPLETED
                  00:00
      ██████████████████████████████
          ●●●○○○○○  3 of 8 today



        space skip break · n task
       c pet cat · s stats · q quit
                  ? keys
      """
    }
    assertInlineSnapshot(of: screen(.breakStandBy, 30, 10), as: .lines) {
      """
             LONG BREAK READY
                  15:00
      ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
          ●●●●○○○○  4 of 8 today


            space start break
         r skip break · t length
       n task · c pet cat · s stats
             q quit · ? keys
      """
    }
    assertInlineSnapshot(of: screen(.breakTime, 30, 10), as: .lines) {
      """
                  BREAK
                  03:20
      ██████████░░░░░░░░░░░░░░░░░░░░
          ●●●○○○○○  3 of 8 today



        space pause · r end break
      +/- 1 min · n task · c pet cat
        s stats · q quit · ? keys
      """
    }
    assertInlineSnapshot(of: screen(.sleep, 30, 10), as: .lines) {
      """
                  SLEEP
                  00:00
      ██████████████████████████████
          ●●●●●●●●  8 of 8 today



           r wake cat · n task
       c pet cat · s stats · q quit
                  ? keys
      """
    }
  }
}

/// A state in `status` as a user mid-day would have it: 25-minute sessions, a goal of 8.
func snapshotState(_ status: TimerStatus, _ harness: TimerHarness) -> TimerFeature.State {
  var state = TimerFeature.State(
    settings: PomodoroSettings(), timerStatus: status, guideInformation: seenGuides,
    finishedToday: 2)
  switch status {
  case .standBy:
    // A new user's first screen, with the welcome tip.
    state = TimerFeature.State(settings: PomodoroSettings())
  case .focus, .pause:
    state.session = SessionRecord(kind: .focus, startDate: harness.start, plannedSeconds: 1500)
    state.count = 1093
    if status == .pause { state.pauseDate = harness.start }
  case .completed:
    state.finishedToday = 3
    state.count = 0
    state.completedDate = harness.start
    state.presentedGuide = .standByGuide
  case .breakStandBy:
    state.finishedToday = 4
    state.count = 900
  case .breakTime:
    state.finishedToday = 3
    state.session = SessionRecord(
      kind: .shortBreak, startDate: harness.start, plannedSeconds: 300)
    state.count = 200
  case .sleep:
    state.finishedToday = 8
    state.count = 0
    state.sleepDate = harness.start
  }
  return state
}
