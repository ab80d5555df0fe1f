import Foundation
import PomodoroCore

/// The sessions of the history, one row each, for people (an aligned table), spreadsheets
/// (CSV) or programs (JSON): start, end, kind, outcome, planned and actual seconds, and task.
///
/// ```swift
/// let export = HistoryExport(sessions: try history.allSessions(), calendar: .current)
/// print(export.csv(), terminator: "")
/// ```
package struct HistoryExport: Sendable {
  /// The sessions, in the order to list them.
  package var sessions: [SessionRecord]
  /// Decides the time zone of the table's dates (CSV and JSON dates are in UTC).
  package var calendar: Calendar

  package init(sessions: [SessionRecord], calendar: Calendar) {
    self.sessions = sessions
    self.calendar = calendar
  }

  /// The CSV columns, which are also the JSON keys.
  package static let columns = [
    "id", "start", "end", "kind", "outcome", "plannedSeconds", "actualSeconds", "task",
  ]

  /// RFC 4180 CSV with a header row: fields holding a comma, a quote or a line break are
  /// quoted, quotes doubled; dates are ISO 8601 in UTC; a missing end or task is empty. A task
  /// has its control characters but line breaks and tabs escaped (`\u{1B}`), and one that starts with `=`, `+`, `-` or
  /// `@` gets a `'` in front, so that no spreadsheet runs it as a formula.
  ///
  /// ```swift
  /// export.csv()
  /// // id,start,end,kind,outcome,plannedSeconds,actualSeconds,task
  /// // 5D…,2026-11-18T09:00:00Z,2026-11-18T09:25:00Z,focus,finished,1500,1500,"Write, edit"
  /// ```
  package func csv() -> String {
    let timestamp = SessionJSON.timestampFormatter()
    var lines = [Self.columns.joined(separator: ",")]
    for session in sessions {
      let row = SessionJSON(session, timestamp: timestamp)
      let fields = [
        row.id, row.start, row.end ?? "", row.kind, row.outcome, String(row.plannedSeconds),
        String(row.actualSeconds), Self.csvText(row.task ?? ""),
      ]
      lines.append(fields.map(Self.csvField).joined(separator: ","))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Free text for a CSV cell: control characters escaped, and a leading `=`, `+`, `-` or
  /// `@` behind a `'`, so that a spreadsheet shows the text rather than running it as a
  /// formula (OWASP's advice on CSV injection).
  static func csvText(_ text: String) -> String {
    // Line breaks and tabs stay (a quoted field keeps them, and they move no cursor anywhere
    // but to the next line or column); the rest are escaped.
    let escaped = text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { line in
        line.split(separator: "\t", omittingEmptySubsequences: false)
          .map { String($0).escapingControlCharacters }.joined(separator: "\t")
      }
      .joined(separator: "\n")
    guard let first = escaped.first, "=+-@".contains(first) else { return escaped }
    return "'" + escaped
  }

  private static func csvField(_ field: String) -> String {
    guard field.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else {
      return field
    }
    return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// A pretty-printed JSON array of sessions, with the keys of `stats --json`'s sessions.
  ///
  /// ```swift
  /// print(try export.json(), terminator: "")
  /// ```
  package func json() throws -> String {
    let timestamp = SessionJSON.timestampFormatter()
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let rows = sessions.map { SessionJSON($0, timestamp: timestamp) }
    return String(decoding: try encoder.encode(rows), as: UTF8.self)
      .escapingControlCharactersForJSON + "\n"
  }

  /// An aligned table in local time, the kinds in words, times as minutes:seconds:
  ///
  /// ```
  /// start             end    kind         outcome    planned  actual  task
  /// 2026-11-18 09:00  09:25  focus        finished     25:00   25:00  Write report
  /// 2026-11-18 09:25  09:25  short break  skipped       5:00    0:45
  /// ```
  package func text() -> String {
    guard !sessions.isEmpty else { return "No sessions.\n" }
    let day = DateFormatter.posix("yyyy-MM-dd HH:mm", calendar: calendar)
    let time = DateFormatter.posix("HH:mm", calendar: calendar)
    func pad(_ text: String, _ width: Int) -> String {
      text.padding(toLength: max(width, text.count), withPad: " ", startingAt: 0)
    }
    func duration(_ seconds: Int, _ width: Int) -> String {
      let text = "\(seconds / 60):" + String(format: "%02d", seconds % 60)
      return String(repeating: " ", count: max(0, width - text.count)) + text
    }
    var lines = [
      pad("start", 16) + "  " + pad("end", 5) + "  " + pad("kind", 11) + "  " + pad("outcome", 9)
        + "  planned  actual  task"
    ]
    for session in sessions {
      let end = session.endDate.map(time.string(from:)) ?? "—"
      lines.append(
        pad(day.string(from: session.startDate), 16) + "  " + pad(end, 5) + "  "
          + pad(session.kind.words, 11) + "  " + pad(session.outcome.rawValue, 9) + "  "
          + duration(session.plannedSeconds, 7) + "  " + duration(session.actualSeconds, 6)
          + "  " + (session.task ?? "").escapingControlCharacters)
    }
    return lines.map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
      .joined(separator: "\n") + "\n"
  }

  /// The start of the day `text` names — `yyyy-MM-dd`, `today` or `yesterday` — in the
  /// calendar's time zone; `nil` when it names none.
  ///
  /// ```swift
  /// HistoryExport.day("2026-11-18", calendar: .current, now: .now)
  /// ```
  package static func day(_ text: String, calendar: Calendar, now: Date) -> Date? {
    switch text {
    case "today": return calendar.startOfDay(for: now)
    case "yesterday":
      return calendar.date(byAdding: .day, value: -1, to: calendar.startOfDay(for: now))
        .map(calendar.startOfDay(for:))
    default:
      let parts = text.split(separator: "-", omittingEmptySubsequences: false)
      guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
        let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
      else { return nil }
      let components = DateComponents(year: year, month: month, day: day)
      // Refuses 2026-02-30 rather than rolling it over into March.
      guard components.isValidDate(in: calendar), let date = calendar.date(from: components)
      else { return nil }
      return calendar.startOfDay(for: date)
    }
  }
}
