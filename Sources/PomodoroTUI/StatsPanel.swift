import Foundation
import PomodoroCore
import TerminalUI

/// The statistics panel: today, this week, the streak and a bar per recent day, cut to the
/// lines there is room for (the days newest first, so that the oldest are cut first).
///
/// ```swift
/// StatsPanel(statistics: stats, calendar: .current, maxLines: 6)
/// ```
public struct StatsPanel: View {
  let statistics: HistoryStatistics?
  let calendar: Calendar
  let maxLines: Int

  public init(statistics: HistoryStatistics?, calendar: Calendar = .current, maxLines: Int = .max)
  {
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
        ForEach(Array(lines(statistics).prefix(maxLines).enumerated()), id: \.offset) {
          Text($0.element)
        }
      } else {
        Text("Loading…").dim()
      }
    }
  }

  private func lines(_ statistics: HistoryStatistics) -> [String] {
    let longest = statistics.days.map(\.totals.sessions).max() ?? 0
    func totals(_ totals: HistoryStatistics.Totals) -> String {
      "\(totals.sessions) \(totals.sessions == 1 ? "session " : "sessions")  "
        + "\(totals.focusMinutes) min"
    }
    return [
      "Today      " + totals(statistics.today),
      "This week  " + totals(statistics.week),
      "Streak     \(statistics.streak) day" + (statistics.streak == 1 ? "" : "s"),
    ] + statistics.days.reversed().map { line(for: $0, longest: longest) }
  }

  private func line(for day: HistoryStatistics.Day, longest: Int) -> String {
    let formatter = DateFormatter()
    formatter.calendar = calendar
    formatter.timeZone = calendar.timeZone
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "EEE dd"
    let width = longest == 0 ? 0 : day.totals.sessions * 20 / longest
    let bar = String(repeating: "█", count: width)
    return "\(formatter.string(from: day.date))  \(bar) \(day.totals.sessions)"
  }
}
