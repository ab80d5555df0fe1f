import Foundation
import PomodoroCore
import Testing

/// `pomodoro status`'s report, worked out from the session the history stores as running.
struct TimerStatusReportTests {
  let start = date(2026, 11, 24, 9)

  func focus(planned: Int = 1500, actual: Int = 0) -> SessionRecord {
    SessionRecord(kind: .focus, startDate: start, plannedSeconds: planned, actualSeconds: actual)
  }

  func report(
    _ session: SessionRecord?, appIsRunning: Bool = true, at seconds: Double
  ) -> TimerStatusReport {
    TimerStatusReport(
      session: session, appIsRunning: appIsRunning, finishedToday: 3, dailyGoal: 8,
      now: start.addingTimeInterval(seconds))
  }

  @Test func aRunningSessionCountsDownFromItsStartLessItsPauses() throws {
    var session = focus()
    session.pausedSeconds = 60
    let status = report(session, at: 60 + 65.5)
    #expect(status.state == .running)
    // 1500 - 65.5 = 1434.5, rounded up as the clock shows it.
    #expect(status.remainingSeconds == 1435)
    #expect(try status.line(format: TimerStatusReport.defaultFormat) == "focus 23:55 3/8")
  }

  @Test func aPausedSessionKeepsTheTimeItHadWhenPaused() throws {
    var session = focus()
    session.pauseDate = start.addingTimeInterval(300)
    let status = report(session, at: 4000)
    #expect(status.state == .paused)
    #expect(status.remainingSeconds == 1200)
    #expect(try status.line(format: TimerStatusReport.defaultFormat) == "focus 20:00 paused 3/8")
  }

  @Test func withoutTheAppAFocusSessionWaitsWhereItWasLastSavedAndABreakIsOver() throws {
    let left = report(focus(actual: 600), appIsRunning: false, at: 5000)
    #expect(left.state == .paused)
    #expect(left.remainingSeconds == 900)

    let pause = SessionRecord(kind: .longBreak, startDate: start, plannedSeconds: 900)
    #expect(report(pause, appIsRunning: false, at: 10).state == .idle)
    let running = report(pause, at: 10)
    #expect(try running.line(format: "{phase}|{remaining}|{state}") == "long break|14:50|running")
  }

  @Test func idleHasNoPhaseTimeOrSession() throws {
    var ended = focus()
    ended.finish(.finished, at: start.addingTimeInterval(1500), actualSeconds: 1500)
    for status in [report(nil, at: 0), report(ended, at: 0)] {
      #expect(status.state == .idle)
      #expect(status.session == nil)
      #expect(try status.line(format: TimerStatusReport.defaultFormat) == "idle 3/8")
      #expect(try status.line(format: "[{remaining}]") == "[]")
    }
  }

  @Test func theTaskIsShownWithTheSession() throws {
    var session = focus()
    session.task = "Write report"
    let status = report(session, at: 60)
    #expect(
      try status.line(format: TimerStatusReport.defaultFormat) == "focus 24:00 Write report 3/8")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(status.json(text: "").utf8))
        as? [String: Any])
    #expect(object["task"] as? String == "Write report")
  }

  /// With no goal (`--goal 0`) there is nothing to count toward: "idle 11", not "idle 11/0".
  @Test func withoutAGoalOnlyTheCountIsShown() throws {
    let status = TimerStatusReport(
      session: nil, appIsRunning: false, finishedToday: 11, dailyGoal: 0, now: start)
    #expect(try status.line(format: TimerStatusReport.defaultFormat) == "idle 11")
    #expect(try status.line(format: "{done}/{goal} done") == "11 done")
    #expect(try status.line(format: "[{goal}]") == "[]")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(status.json(text: "").utf8))
        as? [String: Any])
    #expect(object["goal"] as? Int == 0)
    #expect(object["tooltip"] as? String == "11 focus sessions today")
  }

  @Test func longSessionsShowHours() throws {
    let status = report(focus(planned: 36_000), at: 1)
    #expect(try status.line(format: "{remaining}") == "9:59:59")
  }

  @Test func unknownPlaceholdersAreRefusedAndOtherTextIsKept() throws {
    let status = report(focus(), at: 0)
    #expect(throws: TimerStatusReport.UnknownPlaceholder(name: "time")) {
      try status.line(format: "{time}")
    }
    #expect(try status.line(format: "🍅 {remaining} { left") == "🍅 25:00 { left")
  }

  @Test func jsonHasTheKeysScriptsAndWaybarRead() throws {
    var session = focus()
    session.pauseDate = start
    let status = report(session, at: 10)
    let text = try status.json(text: "focus 25:00")
    #expect(!text.contains("\n"))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["state"] as? String == "paused")
    #expect(object["class"] as? String == "paused")
    #expect(object["phase"] as? String == "focus")
    #expect(object["remaining"] as? String == "25:00")
    #expect(object["remainingSeconds"] as? Int == 1500)
    #expect(object["sessionId"] as? String == session.id.uuidString)
    #expect(object["done"] as? Int == 3)
    #expect(object["goal"] as? Int == 8)
    #expect(object["text"] as? String == "focus 25:00")
    #expect(object["tooltip"] as? String == "3 of 8 focus sessions today")

    let idle = try #require(
      try JSONSerialization.jsonObject(with: Data(report(nil, at: 0).json(text: "").utf8))
        as? [String: Any])
    #expect(idle["sessionId"] is NSNull)
    #expect(idle["alt"] as? String == "idle")
  }
}
