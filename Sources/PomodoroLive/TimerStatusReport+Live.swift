import Foundation
import LiveSupport
import PomodoroCore

extension TimerStatusReport {
  /// The status of the timer on the history in `directories`, whichever process runs it (or
  /// none): read without writing anything, and idle when there is no history yet.
  ///
  /// ```swift
  /// let report = try TimerStatusReport.read(directories: XDGDirectories(), now: .now)
  /// ```
  /// - Throws: `PomodoroStorageError` naming a settings file or history that cannot be read.
  package static func read(
    directories: XDGDirectories, now: Date, calendar: Calendar = .current
  ) throws -> TimerStatusReport {
    let savedGoal = try SettingsStore(directories: directories).load().dailyGoal
    let file = directories.data.appending(path: "pomodoro/history.sqlite")
    guard let history = try HistoryDatabase.openForReading(fileURL: file) else {
      return TimerStatusReport(
        session: nil, appIsRunning: false, finishedToday: 0, dailyGoal: savedGoal, now: now)
    }
    // The running app's goal may come from its flags.
    let goal = try history.runningTimerGoal() ?? savedGoal
    let session = try history.runningSession()
    // Read (and checked) even when no session runs, as the timer's launch reads it; whether
    // the process still runs is only worth asking when a session is stored as running.
    let owner = try history.timerOwner()
    let appIsRunning = session != nil && (owner?.isRunning ?? false)
    let today = calendar.dateInterval(of: .day, for: now)
    // Today's rows are read and checked, as the timer's launch reads them: a row it refuses
    // is refused here in words rather than counted.
    let finished =
      try today.map { interval in
        try history.sessions(from: interval.start, to: interval.end)
          .count { $0.kind == .focus && $0.outcome == .finished }
      } ?? 0
    return TimerStatusReport(
      session: session, appIsRunning: appIsRunning, finishedToday: finished, dailyGoal: goal,
      now: now)
  }
}
