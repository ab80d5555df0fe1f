import Foundation
import PomodoroCore
import PomodoroTUI
import TerminalUI
import Testing

/// The statistics panel's words.
@MainActor
struct StatsPanelTests {
  @Test func oneSessionIsSingular() {
    let one = HistoryStatistics(
      today: .init(sessions: 1, focusSeconds: 1500), week: .init(sessions: 1, focusSeconds: 1500),
      streak: 1, days: [])
    let text = StatsPanel(statistics: one).renderedText(width: 60, height: 5)
    #expect(text.contains("Today      1 session   25 min"), "\(text)")
    #expect(text.contains("This week  1 session   25 min"), "\(text)")
    #expect(!text.contains("1 sessions"))
  }
}
