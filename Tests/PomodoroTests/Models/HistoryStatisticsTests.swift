import Foundation
import PomodoroCore
import Testing

struct HistoryStatisticsTests {
  let calendar = utcCalendar(firstWeekday: 2)
  /// Wednesday 18 November 2026, 15:00 UTC.
  let now = date(2026, 11, 18, 15)

  func focus(
    _ start: Date, _ outcome: SessionRecord.Outcome = .finished, seconds: Int = 1500
  ) -> SessionRecord {
    SessionRecord(
      kind: .focus, outcome: outcome, startDate: start,
      endDate: outcome == .running ? nil : start.addingTimeInterval(Double(seconds)),
      plannedSeconds: 1500, actualSeconds: seconds
    )
  }

  @Test func todayCountsFinishedFocusSessionsAndAllEndedFocusTime() {
    let sessions = [
      focus(date(2026, 11, 18, 9)),
      focus(date(2026, 11, 18, 10)),
      focus(date(2026, 11, 18, 11), .skipped, seconds: 600),
      focus(date(2026, 11, 18, 12), .abandoned, seconds: 300),
      focus(date(2026, 11, 18, 14), .running, seconds: 900),
      SessionRecord(
        kind: .shortBreak, outcome: .finished, startDate: date(2026, 11, 18, 9, 25),
        plannedSeconds: 300, actualSeconds: 300),
      focus(date(2026, 11, 17, 9)),
    ]
    let stats = HistoryStatistics(sessions: sessions, calendar: calendar, now: now)
    #expect(stats.today == .init(sessions: 2, focusSeconds: 1500 + 1500 + 600 + 300))
    #expect(stats.today.focusMinutes == 65)
  }

  @Test func weekStartsOnTheCalendarsFirstWeekday() {
    let sessions = [
      focus(date(2026, 11, 15, 23, 59)),  // Sunday
      focus(date(2026, 11, 16, 0, 0)),  // Monday, first instant
      focus(date(2026, 11, 18, 9)),
      focus(date(2026, 11, 22, 23, 59)),  // Sunday, later this week
      focus(date(2026, 11, 23, 0, 0)),  // next Monday
    ]
    let mondayWeeks = HistoryStatistics(sessions: sessions, calendar: calendar, now: now)
    #expect(mondayWeeks.week.sessions == 3)

    let sundayWeeks = HistoryStatistics(
      sessions: sessions, calendar: utcCalendar(firstWeekday: 1), now: now)
    // Sunday 15 to Saturday 21: the first three sessions, not the two from the 22nd on.
    #expect(sundayWeeks.week.sessions == 3)
    #expect(
      HistoryStatistics(
        sessions: Array(sessions.prefix(2)), calendar: utcCalendar(firstWeekday: 1), now: now
      ).week.sessions == 2)
    #expect(
      HistoryStatistics(sessions: Array(sessions.prefix(2)), calendar: calendar, now: now)
        .week.sessions == 1)
  }

  @Test func streakCountsConsecutiveDaysEndingToday() {
    let sessions = [
      focus(date(2026, 11, 18, 9)),
      focus(date(2026, 11, 17, 9)),
      focus(date(2026, 11, 16, 23, 30)),
      focus(date(2026, 11, 16, 9)),
      // 15th missing: the streak stops at the gap.
      focus(date(2026, 11, 14, 9)),
    ]
    #expect(HistoryStatistics(sessions: sessions, calendar: calendar, now: now).streak == 3)
  }

  @Test func streakIsKeptUntilTodayIsOver() {
    let sessions = [focus(date(2026, 11, 17, 9)), focus(date(2026, 11, 16, 9))]
    #expect(HistoryStatistics(sessions: sessions, calendar: calendar, now: now).streak == 2)
    // Once a whole day passes without a session, the streak is gone.
    let dayAfter = date(2026, 11, 19, 8)
    #expect(HistoryStatistics(sessions: sessions, calendar: calendar, now: dayAfter).streak == 0)
  }

  @Test func unfinishedSessionsDoNotExtendTheStreak() {
    let sessions = [
      focus(date(2026, 11, 18, 9)),
      focus(date(2026, 11, 17, 9), .abandoned, seconds: 1200),
      focus(date(2026, 11, 16, 9)),
    ]
    #expect(HistoryStatistics(sessions: sessions, calendar: calendar, now: now).streak == 1)
    #expect(HistoryStatistics(sessions: [], calendar: calendar, now: now).streak == 0)
  }

  @Test func daysEndWithTodayOldestFirst() {
    let sessions = [
      focus(date(2026, 11, 18, 9)),
      focus(date(2026, 11, 18, 10), .skipped, seconds: 120),
      focus(date(2026, 11, 16, 9)),
      focus(date(2026, 11, 10, 9)),  // outside the last 4 days
    ]
    let stats = HistoryStatistics(sessions: sessions, calendar: calendar, now: now, dayCount: 4)
    #expect(
      stats.days == [
        .init(date: date(2026, 11, 15, 0), totals: .init()),
        .init(date: date(2026, 11, 16, 0), totals: .init(sessions: 1, focusSeconds: 1500)),
        .init(date: date(2026, 11, 17, 0), totals: .init()),
        .init(date: date(2026, 11, 18, 0), totals: .init(sessions: 1, focusSeconds: 1620)),
      ])
    #expect(stats.days.last?.totals == stats.today)
  }

  @Test func daysFollowTheCalendarsTimeZone() {
    let berlin = utcCalendar(firstWeekday: 2, timeZone: "Europe/Berlin")
    // 23:30 UTC on the 17th is 00:30 on the 18th in Berlin.
    let sessions = [focus(date(2026, 11, 17, 23, 30))]
    #expect(HistoryStatistics(sessions: sessions, calendar: calendar, now: now).today.sessions == 0)
    #expect(HistoryStatistics(sessions: sessions, calendar: berlin, now: now).today.sessions == 1)
  }
}
