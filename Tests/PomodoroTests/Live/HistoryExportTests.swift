import Foundation
import PomodoroCore
import PomodoroLive
import Testing

/// `pomodoro history`'s table: kinds in words, times with their units, under a minute too.
struct HistoryExportTests {
  @Test func theTableNamesKindsInWordsAndShowsMinutesAndSeconds() {
    let start = date(2026, 11, 18, 9)
    let sessions = [
      SessionRecord(
        kind: .focus, outcome: .finished, startDate: start,
        endDate: start.addingTimeInterval(1500), plannedSeconds: 1500, actualSeconds: 1500,
        task: "Write report"),
      SessionRecord(
        kind: .shortBreak, outcome: .skipped, startDate: start.addingTimeInterval(1500),
        endDate: start.addingTimeInterval(1545), plannedSeconds: 300, actualSeconds: 45),
      SessionRecord(
        kind: .longBreak, outcome: .finished, startDate: start.addingTimeInterval(1600),
        endDate: start.addingTimeInterval(1608), plannedSeconds: 8, actualSeconds: 8),
    ]
    let text = HistoryExport(sessions: sessions, calendar: utcCalendar()).text()
    #expect(
      text == """
        start             end    kind         outcome    planned  actual  task
        2026-11-18 09:00  09:25  focus        finished     25:00   25:00  Write report
        2026-11-18 09:25  09:25  short break  skipped       5:00    0:45
        2026-11-18 09:26  09:26  long break   finished      0:08    0:08

        """)
  }
}
