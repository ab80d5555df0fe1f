import Foundation
import PomodoroCore
import PomodoroTUI
import Testing

/// The plain output: one timestamped line per event.
struct TimerEventLogTests {
  let start = date(2026, 11, 23, 20, 0)

  @Test func aCycleGivesOneLinePerEvent() {
    var log = TimerEventLog(calendar: utcCalendar())
    var state = TimerFeature.State(settings: PomodoroSettings(dailyGoal: 8))
    var lines = log.lines(for: state, at: start)
    // A tick changes only the clock: no line.
    state.timerStatus = .focus
    state.session = SessionRecord(kind: .focus, startDate: start, plannedSeconds: 1500)
    lines += log.lines(for: state, at: start.addingTimeInterval(5))
    state.count = 1499
    lines += log.lines(for: state, at: start.addingTimeInterval(6))
    state.timerStatus = .pause
    state.count = 1000
    lines += log.lines(for: state, at: start.addingTimeInterval(505))
    state.timerStatus = .focus
    lines += log.lines(for: state, at: start.addingTimeInterval(600))
    state.timerStatus = .completed
    state.finishedToday = 1
    state.count = 0
    lines += log.lines(for: state, at: start.addingTimeInterval(1600))
    state.timerStatus = .breakStandBy
    state.session = nil
    state.count = 300
    lines += log.lines(for: state, at: start.addingTimeInterval(1603))
    state.timerStatus = .standBy
    state.count = 1500
    lines += log.lines(for: state, at: start.addingTimeInterval(1610))
    state.count = 300
    lines += log.lines(for: state, at: start.addingTimeInterval(1620))
    state.errorMessage = "disk full"
    lines += log.lines(for: state, at: start.addingTimeInterval(1630))
    #expect(
      lines == [
        "2026-11-23T20:00:00 ready 25:00",
        "2026-11-23T20:00:05 focus started 25:00",
        "2026-11-23T20:08:25 focus paused 16:40",
        "2026-11-23T20:10:00 focus resumed 16:40",
        "2026-11-23T20:26:40 focus completed 1 of 8 today",
        "2026-11-23T20:26:43 short break ready 05:00",
        "2026-11-23T20:26:50 break skipped",
        "2026-11-23T20:26:50 ready 25:00",
        "2026-11-23T20:27:00 focus length set 05:00",
        "2026-11-23T20:27:10 error: disk full",
      ])
  }

  /// Space during `completed` skips the break: the same line as `r` on a break ready.
  @Test func skippingTheBreakFromCompletedIsLogged() {
    var log = TimerEventLog(calendar: utcCalendar())
    var state = TimerFeature.State(
      settings: PomodoroSettings(dailyGoal: 8), timerStatus: .completed, count: 0,
      finishedToday: 1)
    var lines = log.lines(for: state, at: start)
    state.timerStatus = .standBy
    state.count = 1500
    lines += log.lines(for: state, at: start.addingTimeInterval(1))
    #expect(
      lines == [
        "2026-11-23T20:00:00 focus completed 1 of 8 today",
        "2026-11-23T20:00:01 break skipped",
        "2026-11-23T20:00:01 ready 25:00",
      ])
  }

  @Test func aBreakPausesResumesAndEnds() {
    var log = TimerEventLog(calendar: utcCalendar())
    var state = TimerFeature.State(
      settings: PomodoroSettings(), timerStatus: .breakTime, count: 300)
    state.session = SessionRecord(kind: .shortBreak, startDate: start, plannedSeconds: 300)
    var lines = log.lines(for: state, at: start)
    state.timerStatus = .pause
    state.count = 200
    lines += log.lines(for: state, at: start.addingTimeInterval(100))
    state.timerStatus = .breakTime
    lines += log.lines(for: state, at: start.addingTimeInterval(160))
    state.timerStatus = .pause
    lines += log.lines(for: state, at: start.addingTimeInterval(170))
    state.timerStatus = .standBy
    state.session = nil
    state.count = 1500
    lines += log.lines(for: state, at: start.addingTimeInterval(180))
    #expect(
      lines == [
        "2026-11-23T20:00:00 short break started 05:00",
        "2026-11-23T20:01:40 short break paused 03:20",
        "2026-11-23T20:02:40 short break resumed 03:20",
        "2026-11-23T20:02:50 short break paused 03:20",
        "2026-11-23T20:03:00 break ended",
        "2026-11-23T20:03:00 ready 25:00",
      ])
  }
}
