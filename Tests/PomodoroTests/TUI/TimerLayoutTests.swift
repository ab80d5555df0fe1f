import Foundation
import PomodoroCore
import PomodoroTUI
import TerminalUI
import Testing

/// What fits on the timer's screen.
struct TimerLayoutTests {
  /// At 120×40 the statistics panel leaves room for the big digits and the cat (they once gave
  /// way to a compact clock with a dozen rows left empty).
  @Test func statsKeepTheBigClockAndTheCatWhereThereIsRoom() {
    var state = TimerFeature.State(settings: PomodoroSettings(), guideInformation: seenGuides)
    state.isShowingStats = true
    state.statistics = HistoryStatistics(
      sessions: [], calendar: utcCalendar(), now: date(2026, 11, 22, 9))
    let layout = TimerLayout(size: Size(width: 120, height: 40), state: state)
    #expect(layout.clock != .compact)
    #expect(layout.showsCat)
    #expect(layout.statsLines == TimerLayout.statsLineCount(state.statistics))
  }
}
