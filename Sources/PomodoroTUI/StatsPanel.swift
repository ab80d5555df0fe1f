import Foundation
import PomodoroCore
import TerminalUI

/// The statistics panel: today, this week, the streak and a bar chart of the recent days, cut
/// to the lines there is room for (the days newest first, so that the oldest are cut first).
///
/// ```swift
/// StatsPanel(statistics: stats, calendar: .current, maxLines: 6)
/// ```
public struct StatsPanel: View {
  let statistics: HistoryStatistics?
  let calendar: Calendar
  let maxLines: Int

  public init(statistics: HistoryStatistics?, calendar: Calendar = .current, maxLines: Int = .max) {
    self.statistics = statistics
    self.calendar = calendar
    self.maxLines = maxLines
  }

  /// How many lines the panel has for `statistics`.
  public nonisolated static func lineCount(_ statistics: HistoryStatistics?) -> Int {
    statistics.map { 3 + $0.days.count } ?? 1
  }

  public var body: some View {
    VStack(alignment: .leading) {
      if let statistics {
        let summary = summaryLines(statistics).prefix(maxLines)
        ForEach(Array(summary.enumerated()), id: \.offset) { Text($0.element) }
        let days = Array(statistics.days.reversed().prefix(max(0, maxLines - summary.count)))
        if !days.isEmpty {
          // A bar per day, newest first: 20 cells for the busiest day, as the panel always had.
          let bars = days.map { (label: label(for: $0), value: $0.totals.sessions) }
          let valueWidth = bars.map { String($0.value).count }.max() ?? 1
          BarChart(bars).frame(width: 6 + 1 + 20 + 1 + valueWidth)
        }
      } else {
        Text("Loading…").dim()
      }
    }
  }

  private func summaryLines(_ statistics: HistoryStatistics) -> [String] {
    func totals(_ totals: HistoryStatistics.Totals) -> String {
      "\(totals.sessions) \(totals.sessions == 1 ? "session " : "sessions")  "
        + "\(totals.focusMinutes) min"
    }
    return [
      "Today      " + totals(statistics.today),
      "This week  " + totals(statistics.week),
      "Streak     \(statistics.streak) day" + (statistics.streak == 1 ? "" : "s"),
    ]
  }

  private func label(for day: HistoryStatistics.Day) -> String {
    let formatter = DateFormatter()
    formatter.calendar = calendar
    formatter.timeZone = calendar.timeZone
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "EEE dd"
    return formatter.string(from: day.date)
  }
}
