import ArgumentParser
import Foundation
import LiveSupport
import PomodoroCore
import PomodoroLive

/// `pomodoro stats`: today, this week, the streak and a bar per recent day.
struct Stats: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print today's and this week's focus sessions, the streak and a per-day chart.")

  @Flag(help: "Print JSON (with the sessions of the days shown) instead of text.")
  var json = false

  // Unconditional parsing reads `--days -3` as a value to refuse, not as a missing one.
  @Option(parsing: .unconditional, help: "How many days the chart shows, today included.")
  var days = 7

  func validate() throws {
    guard (1...366).contains(days) else {
      throw ValidationError("--days must be between 1 and 366 (got \(days)).")
    }
  }

  func run() throws {
    do {
      let history = try HistoryDatabase(directories: XDGDirectories())
      let now = Date()
      let calendar = Calendar.current
      let sessions = try history.allSessions()
      let statistics = HistoryStatistics(
        sessions: sessions, calendar: calendar, now: now, dayCount: days)
      let firstDay = statistics.days.first?.date ?? calendar.startOfDay(for: now)
      let report = StatsReport(
        statistics: statistics, calendar: calendar,
        sessions: json ? sessions.filter { $0.startDate >= firstDay } : nil)
      print(json ? try report.json() : report.text(), terminator: "")
    } catch let error as PomodoroStorageError {
      FileHandle.standardError.write(Data("pomodoro: \(error)\n".utf8))
      throw ExitCode.failure
    }
  }
}
