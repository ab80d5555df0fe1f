import Foundation
import PomodoroCore
import PomodoroLive
import Testing

struct StatsReportTests {
  let calendar = utcCalendar(firstWeekday: 2)

  var statistics: HistoryStatistics {
    HistoryStatistics(
      today: .init(sessions: 3, focusSeconds: 75 * 60 + 30),
      week: .init(sessions: 12, focusSeconds: 300 * 60),
      streak: 4,
      days: [
        .init(date: date(2026, 11, 16, 0), totals: .init(sessions: 4, focusSeconds: 100 * 60)),
        .init(date: date(2026, 11, 17, 0), totals: .init(sessions: 0, focusSeconds: 0)),
        .init(date: date(2026, 11, 18, 0), totals: .init(sessions: 1, focusSeconds: 25 * 60)),
        .init(date: date(2026, 11, 19, 0), totals: .init(sessions: 0, focusSeconds: 60)),
      ])
  }

  @Test func textHasFixedColumnsAndBarsScaledToTheLongestDay() {
    let report = StatsReport(statistics: statistics, calendar: calendar, barWidth: 20)
    #expect(
      report.text() == """
        Today        3 sessions     75 min
        This week   12 sessions    300 min
        Streak       4 days

        Last 4 days
        Mon 11-16  ████████████████████    4    100 min
        Tue 11-17                          0      0 min
        Wed 11-18  █████                   1     25 min
        Thu 11-19  █                       0      1 min

        """)
  }

  @Test func textUsesSingularForOne() {
    let one = HistoryStatistics(
      today: .init(sessions: 1, focusSeconds: 1500), week: .init(sessions: 1, focusSeconds: 1500),
      streak: 1, days: [])
    #expect(
      StatsReport(statistics: one, calendar: calendar).text() == """
        Today        1 session      25 min
        This week    1 session      25 min
        Streak       1 day

        """)
  }

  @Test func jsonHasStableKeys() throws {
    let report = StatsReport(statistics: statistics, calendar: calendar)
    #expect(
      try report.json() == """
        {
          "days" : [
            {
              "date" : "2026-11-16",
              "focusMinutes" : 100,
              "sessions" : 4
            },
            {
              "date" : "2026-11-17",
              "focusMinutes" : 0,
              "sessions" : 0
            },
            {
              "date" : "2026-11-18",
              "focusMinutes" : 25,
              "sessions" : 1
            },
            {
              "date" : "2026-11-19",
              "focusMinutes" : 1,
              "sessions" : 0
            }
          ],
          "streak" : 4,
          "tasks" : {
            "today" : [

            ],
            "week" : [

            ]
          },
          "today" : {
            "focusMinutes" : 75,
            "sessions" : 3
          },
          "week" : {
            "focusMinutes" : 300,
            "sessions" : 12
          }
        }

        """)
  }

  @Test func jsonListsSessionsWhenGiven() throws {
    let id = UUID(uuidString: "00000000-0000-0000-0000-0000000000AB")!
    let running = SessionRecord(
      id: id, kind: .focus, outcome: .running, startDate: date(2026, 11, 18, 9),
      plannedSeconds: 1500, actualSeconds: 60)
    let report = StatsReport(
      statistics: HistoryStatistics(
        sessions: [], calendar: calendar, now: date(2026, 11, 18, 9),
        dayCount: 0),
      calendar: calendar, sessions: [running])
    let json = try report.json()
    #expect(
      json.contains(
        """
          "sessions" : [
            {
              "actualSeconds" : 60,
              "end" : null,
              "id" : "00000000-0000-0000-0000-0000000000AB",
              "kind" : "focus",
              "outcome" : "running",
              "plannedSeconds" : 1500,
              "start" : "2026-11-18T09:00:00Z",
              "task" : null
            }
          ],
        """))
    // The JSON parses back, and the day list is present even when empty.
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    #expect(object?["days"] as? [Any] != nil)
  }

  @Test func timePerTaskTodayAndThisWeek() throws {
    let now = date(2026, 11, 18, 18)
    func focus(_ day: Int, _ hour: Int, _ task: String?, minutes: Int = 25) -> SessionRecord {
      let start = date(2026, 11, day, hour)
      return SessionRecord(
        kind: .focus, outcome: minutes == 25 ? .finished : .skipped, startDate: start,
        endDate: start.addingTimeInterval(Double(minutes * 60)), plannedSeconds: 1500,
        actualSeconds: minutes * 60, task: task)
    }
    let sessions = [
      focus(18, 9, "Write report"), focus(18, 10, "Write report", minutes: 10),
      focus(18, 11, "Email"), focus(18, 12, nil), focus(17, 9, "Email"), focus(17, 10, "Email"),
      // Last week (weeks start on Monday, the 16th): left out of the week.
      focus(15, 9, "Email"),
    ]
    let statistics = HistoryStatistics(sessions: sessions, calendar: calendar, now: now)
    #expect(
      statistics.tasksToday == [
        .init(task: "Write report", totals: .init(sessions: 1, focusSeconds: 35 * 60)),
        .init(task: "Email", totals: .init(sessions: 1, focusSeconds: 25 * 60)),
      ])
    #expect(
      statistics.tasksWeek == [
        .init(task: "Email", totals: .init(sessions: 3, focusSeconds: 75 * 60)),
        .init(task: "Write report", totals: .init(sessions: 1, focusSeconds: 35 * 60)),
      ])
    let report = StatsReport(statistics: statistics, calendar: calendar)
    #expect(
      report.text().contains(
        """
        Tasks today
          Write report    1 session      35 min
          Email           1 session      25 min

        Tasks this week
          Email           3 sessions     75 min
          Write report    1 session      35 min
        """))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
    let tasks = try #require(object["tasks"] as? [String: [[String: Any]]])
    #expect(tasks["today"]?.map { $0["task"] as? String } == ["Write report", "Email"])
    #expect(tasks["today"]?.first?["focusSeconds"] as? Int == 35 * 60)
    #expect(tasks["week"]?.first?["sessions"] as? Int == 3)
    #expect(tasks["week"]?.first?["focusMinutes"] as? Int == 75)
  }
}
