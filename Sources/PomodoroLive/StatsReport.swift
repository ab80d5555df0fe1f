import Foundation
import PomodoroCore

/// Renders `HistoryStatistics` for people (aligned text with a bar chart) or programs (JSON).
///
/// ```swift
/// let stats = HistoryStatistics(sessions: sessions, calendar: .current, now: .now)
/// let report = StatsReport(statistics: stats, calendar: .current)
/// print(report.text())
/// print(try report.json())
/// ```
package struct StatsReport: Sendable {
  /// The statistics to render.
  package var statistics: HistoryStatistics
  /// Decides the time zone of day labels and dates.
  package var calendar: Calendar
  /// Sessions to list in the JSON output, or `nil` to leave the list out.
  package var sessions: [SessionRecord]?
  /// The width, in cells, of the longest bar of the chart.
  package var barWidth: Int

  /// Creates a report.
  ///
  /// ```swift
  /// let report = StatsReport(statistics: stats, calendar: calendar, sessions: todaySessions)
  /// ```
  package init(
    statistics: HistoryStatistics,
    calendar: Calendar,
    sessions: [SessionRecord]? = nil,
    barWidth: Int = 20
  ) {
    self.statistics = statistics
    self.calendar = calendar
    self.sessions = sessions
    self.barWidth = barWidth
  }

  // MARK: Text

  /// The report as lines of text with fixed-width columns, ending in a newline.
  ///
  /// ```swift
  /// print(report.text(), terminator: "")
  /// // Today         3 sessions     75 min
  /// // This week    12 sessions    300 min
  /// // Streak        4 days
  /// // …
  /// ```
  package func text() -> String {
    var lines = [
      totalsLine("Today", statistics.today),
      totalsLine("This week", statistics.week),
      label("Streak") + number(statistics.streak, 4) + " "
        + (statistics.streak == 1 ? "day" : "days"),
    ]
    for (title, tasks) in [
      ("Tasks today", statistics.tasksToday),
      ("Tasks this week", statistics.tasksWeek),
    ] where !tasks.isEmpty {
      lines.append("")
      lines.append(title)
      let names = tasks.map(\.task.escapingControlCharacters)
      let width = min(30, names.map(\.count).max() ?? 0)
      for (entry, task) in zip(tasks, names) {
        let name = task.count > width ? task.prefix(width - 1) + "…" : task
        lines.append(
          "  " + name.padding(toLength: width, withPad: " ", startingAt: 0) + " "
            + number(entry.totals.sessions, 4) + " "
            + (entry.totals.sessions == 1 ? "session " : "sessions") + "  "
            + number(entry.totals.focusMinutes, 5) + " min")
      }
    }
    if !statistics.days.isEmpty {
      lines.append("")
      lines.append("Last \(statistics.days.count) \(statistics.days.count == 1 ? "day" : "days")")
      let formatter = DateFormatter.posix("EEE MM-dd", calendar: calendar)
      let longest = statistics.days.map(\.totals.focusSeconds).max() ?? 0
      for day in statistics.days {
        let bar = self.bar(day.totals.focusSeconds, of: longest)
        lines.append(
          formatter.string(from: day.date) + "  " + bar
            + String(repeating: " ", count: max(0, barWidth - bar.count)) + "  "
            + number(day.totals.sessions, 3) + "  " + number(day.totals.focusMinutes, 5) + " min"
        )
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func totalsLine(_ title: String, _ totals: HistoryStatistics.Totals) -> String {
    let noun = totals.sessions == 1 ? "session " : "sessions"
    return label(title) + number(totals.sessions, 4) + " " + noun + "  "
      + number(totals.focusMinutes, 5) + " min"
  }

  private func label(_ text: String) -> String {
    text.padding(toLength: 10, withPad: " ", startingAt: 0)
  }

  private func number(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return String(repeating: " ", count: max(0, width - text.count)) + text
  }

  /// Full blocks proportional to `value`; any time at all shows at least one block.
  private func bar(_ value: Int, of longest: Int) -> String {
    guard value > 0, longest > 0, barWidth > 0 else { return "" }
    let cells = (Double(value) / Double(longest) * Double(barWidth)).rounded()
    return String(repeating: "█", count: max(1, min(barWidth, Int(cells))))
  }

  // MARK: JSON

  /// The report as pretty-printed JSON with sorted, stable keys, ending in a newline.
  ///
  /// Days are `yyyy-MM-dd` in the calendar's time zone; session dates are ISO 8601 in UTC.
  ///
  /// ```swift
  /// print(try report.json(), terminator: "")
  /// // {"days":[{"date":"2026-11-22","focusMinutes":75,"sessions":3}], "streak":4, …}
  /// ```
  package func json() throws -> String {
    let dayFormatter = DateFormatter.posix("yyyy-MM-dd", calendar: calendar)
    let timestamp = SessionJSON.timestampFormatter()
    let report = JSONReport(
      today: .init(statistics.today),
      week: .init(statistics.week),
      streak: statistics.streak,
      tasks: .init(
        today: statistics.tasksToday.map(JSONReport.Task.init),
        week: statistics.tasksWeek.map(JSONReport.Task.init)),
      days: statistics.days.map {
        .init(
          date: dayFormatter.string(from: $0.date),
          sessions: $0.totals.sessions,
          focusMinutes: $0.totals.focusMinutes
        )
      },
      sessions: sessions?.map { SessionJSON($0, timestamp: timestamp) }
    )
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(report), as: UTF8.self)
      .escapingControlCharactersForJSON + "\n"
  }

}

/// The JSON shape; its keys are a public contract for scripts.
private struct JSONReport: Encodable {
  struct Totals: Encodable {
    var sessions: Int
    var focusMinutes: Int

    init(_ totals: HistoryStatistics.Totals) {
      sessions = totals.sessions
      focusMinutes = totals.focusMinutes
    }
  }

  struct Task: Encodable {
    var task: String
    var sessions: Int
    var focusMinutes: Int
    var focusSeconds: Int

    init(_ entry: HistoryStatistics.TaskTotals) {
      task = entry.task
      sessions = entry.totals.sessions
      focusMinutes = entry.totals.focusMinutes
      focusSeconds = entry.totals.focusSeconds
    }
  }

  struct Tasks: Encodable {
    var today: [Task]
    var week: [Task]
  }

  struct Day: Encodable {
    var date: String
    var sessions: Int
    var focusMinutes: Int
  }

  var today: Totals
  var week: Totals
  var streak: Int
  var tasks: Tasks
  var days: [Day]
  var sessions: [SessionJSON]?
}
