import Foundation
import PomodoroCore

/// The timer's output when it is not drawn on a terminal: one line per event, with the local
/// time first, for scripts (`pomodoro | while read -r time event; do …`).
///
/// ```text
/// 2026-11-23T20:00:00 ready 25:00
/// 2026-11-23T20:00:05 focus started 25:00
/// 2026-11-23T20:25:05 focus completed 1 of 8 today
/// ```
///
/// ```swift
/// var log = TimerEventLog()
/// app.plainOutput = { log.lines(for: store.state, at: Date()) }
/// ```
public struct TimerEventLog {
  /// What the last lines were about.
  private var last: Snapshot?
  private let calendar: Calendar

  public init(calendar: Calendar = .current) {
    self.calendar = calendar
  }

  /// The lines for what changed since the last call (on the first call, where the timer
  /// stands).
  public mutating func lines(for state: TimerFeature.State, at date: Date) -> [String] {
    let now = Snapshot(state)
    defer { last = now }
    let stamp = timestamp(date)
    return events(from: last, to: now, state).map { "\(stamp) \($0)" }
  }

  /// The events between two snapshots.
  private func events(
    from old: Snapshot?, to new: Snapshot, _ state: TimerFeature.State
  ) -> [String] {
    var events: [String] = []
    let clock = clockText(seconds: state.count)
    let breakName = state.isLongBreak ? "long break" : "short break"
    if old?.status != new.status {
      switch (old?.status, new.status) {
      case (.pause, .focus): events.append("focus resumed \(clock)")
      case (_, .focus): events.append("focus started \(clock)")
      case (_, .pause) where new.isPausedBreak: events.append("\(breakName) paused \(clock)")
      case (_, .pause): events.append("focus paused \(clock)")
      case (_, .completed):
        events.append("focus completed \(goalText(state))")
      case (_, .breakStandBy): events.append("\(breakName) ready \(clock)")
      case (.pause, .breakTime): events.append("\(breakName) resumed \(clock)")
      case (_, .breakTime): events.append("\(breakName) started \(clock)")
      case (let previous, .standBy):
        let pausedBreak = old?.isPausedBreak == true
        if previous == .focus || (previous == .pause && !pausedBreak) {
          events.append("focus stopped")
        }
        if previous == .breakTime || pausedBreak { events.append("break ended") }
        // `r` on a break ready, or space while `completed`.
        if previous == .breakStandBy || previous == .completed {
          events.append("break skipped")
        }
        events.append("ready \(clock)")
      case (_, .sleep):
        events.append("goal reached \(goalText(state)): the cat sleeps until tomorrow")
      }
    } else if new.status == .standBy && old?.count != new.count {
      events.append("focus length set \(clock)")
    }
    if let problem = new.editorProblem, problem != old?.editorProblem {
      events.append("error: \(problem)")
    }
    if let error = new.error, error != old?.error {
      events.append("error: \(error)")
    }
    return events
  }

  private func goalText(_ state: TimerFeature.State) -> String {
    let goal = state.settings.dailyGoal > 0 ? " of \(state.settings.dailyGoal)" : ""
    return "\(state.finishedToday)\(goal) today"
  }

  /// The local time as `2026-11-23T20:00:05`.
  private func timestamp(_ date: Date) -> String {
    let parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .second], from: date)
    func two(_ value: Int?) -> String {
      let value = value ?? 0
      return value < 10 ? "0\(value)" : "\(value)"
    }
    return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day))"
      + "T\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second))"
  }

  /// The parts of the state whose changes are events.
  private struct Snapshot: Equatable {
    var status: TimerStatus
    /// The clock where it is not counting down (a length set in stand-by).
    var count: Int
    var editorProblem: String?
    var error: String?
    var isPausedBreak: Bool

    init(_ state: TimerFeature.State) {
      status = state.timerStatus
      isPausedBreak = state.isPausedBreak
      count = state.count
      editorProblem = state.durationEditor?.problem
      error = state.errorMessage
    }
  }
}
