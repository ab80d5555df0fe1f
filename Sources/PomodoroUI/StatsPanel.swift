import Foundation
import PomodoroCore
import SwiftUI

import enum TerminalUI.DisplayWidth

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

  /// The cells of the busiest day's bar.
  static let barWidth = 20

  public init(statistics: HistoryStatistics?, calendar: Calendar = .current, maxLines: Int = .max) {
    self.statistics = statistics
    self.calendar = calendar
    self.maxLines = maxLines
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      if let statistics {
        let summary = Array(summaryLines(statistics).prefix(maxLines))
        let days = Array(statistics.days.reversed().prefix(max(0, maxLines - summary.count)))
        ForEach(Array(summary.enumerated()), id: \.offset) { Text($0.element) }
        if !days.isEmpty {
          // As wide as a full bar, as the panel always was, whatever the bars' lengths.
          let valueWidth = days.map { String($0.totals.sessions).count }.max() ?? 1
          VStack(alignment: .leading, spacing: 0) {
            ForEach(Array(barLines(days).enumerated()), id: \.offset) { Text($0.element) }
          }
          .frame(width: Cells.width(6 + 1 + Self.barWidth + 1 + valueWidth), alignment: .leading)
        }
      } else {
        Text("Loading…").foregroundStyle(.secondary)
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

  /// A line per day: its label, a bar as long as its sessions against the busiest day's, in
  /// eighths of a cell, and its count.
  func barLines(_ days: [HistoryStatistics.Day]) -> [String] {
    let labels = days.map(label(for:))
    let labelWidth = labels.map { DisplayWidth.of($0) }.max() ?? 0
    let top = days.map(\.totals.sessions).max() ?? 0
    return zip(labels, days).map { label, day in
      let padded = label + String(repeating: " ", count: labelWidth - DisplayWidth.of(label))
      guard top > 0 else { return "\(padded) \(day.totals.sessions)" }
      let eighths = Int(
        (Double(day.totals.sessions) / Double(top) * Double(Self.barWidth * 8)).rounded())
      var bar = String(repeating: "█", count: eighths / 8)
      if eighths % 8 > 0 { bar.append(Self.partial[eighths % 8 - 1]) }
      bar += String(repeating: " ", count: Self.barWidth - bar.count)
      return "\(padded) \(bar) \(day.totals.sessions)"
    }
  }

  /// One to seven eighths of a cell.
  static let partial: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

  private func label(for day: HistoryStatistics.Day) -> String {
    let formatter = DateFormatter()
    formatter.calendar = calendar
    formatter.timeZone = calendar.timeZone
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "EEE dd"
    return formatter.string(from: day.date)
  }
}
