import Foundation
import PomodoroCore
import PomodoroTUI
import PomodoroUI
import TerminalUI
import Testing

/// The statistics panel's words.
@MainActor
struct StatsPanelTests {
  @Test func oneSessionIsSingular() {
    let one = HistoryStatistics(
      today: .init(sessions: 1, focusSeconds: 1500), week: .init(sessions: 1, focusSeconds: 1500),
      streak: 1, days: [])
    let text = HostingView(rootView: StatsPanel(statistics: one)).renderedText(width: 60, height: 5)
    #expect(text.contains("Today      1 session   25 min"), "\(text)")
    #expect(text.contains("This week  1 session   25 min"), "\(text)")
    #expect(!text.contains("1 sessions"))
  }
}

/// The recent days as a bar chart, newest first, the oldest cut when lines run out.
@MainActor
struct StatsPanelChartTests {
  @Test func theDaysAreABarChartNewestFirst() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let monday = Date(timeIntervalSince1970: 1_795_132_800)  // a Monday, 00:00 UTC
    let days = (0..<3).map { offset in
      HistoryStatistics.Day(
        date: monday.addingTimeInterval(Double(offset) * 86_400),
        totals: .init(sessions: [4, 8, 2][offset], focusSeconds: 0))
    }
    let stats = HistoryStatistics(
      today: .init(sessions: 2, focusSeconds: 3000), week: .init(sessions: 14, focusSeconds: 0),
      streak: 3, days: days)
    let text = HostingView(
      rootView: StatsPanel(statistics: stats, calendar: calendar, maxLines: 5)
    )
    .renderedText(width: 60, height: 6)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.count == 5, "\(text)")
    #expect(lines[3].contains("█████") && lines[3].hasSuffix(" 2"), "\(text)")
    let busiest = String(repeating: "█", count: 20)
    #expect(lines[4].contains(busiest) && lines[4].hasSuffix(" 8"), "\(text)")
  }
}
