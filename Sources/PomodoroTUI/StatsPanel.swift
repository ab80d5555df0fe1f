import Foundation
import PomodoroCore
import TerminalUI

/// The statistics panel: today, this week, the streak and a bar per recent day.
///
/// ```swift
/// StatsPanel(statistics: stats, calendar: .current)
/// ```
public struct StatsPanel: View {
  let statistics: HistoryStatistics?
  let calendar: Calendar

  public init(statistics: HistoryStatistics?, calendar: Calendar = .current) {
    self.statistics = statistics
    self.calendar = calendar
  }

  public var body: some View {
    VStack(alignment: .leading) {
      if let statistics {
        Text(
          "Today      \(statistics.today.sessions) sessions  \(statistics.today.focusMinutes) min")
        Text("This week  \(statistics.week.sessions) sessions  \(statistics.week.focusMinutes) min")
        Text("Streak     \(statistics.streak) day" + (statistics.streak == 1 ? "" : "s"))
        ForEach(Array(statistics.days.enumerated()), id: \.offset) { _, day in
          Text(line(for: day, longest: statistics.days.map(\.totals.sessions).max() ?? 0))
        }
      } else {
        Text("Loading…").dim()
      }
    }
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
