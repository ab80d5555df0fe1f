import ArgumentParser
import Foundation
import LiveSupport
import PomodoroCore
import PomodoroLive

/// `pomodoro history`: every session, one row each, as a table, CSV or JSON.
struct History: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List the sessions, one row each (start, end, kind, outcome, time, task).",
    discussion: """
      Days are YYYY-MM-DD, today or yesterday, in local time; both ends are included. CSV and \
      JSON dates are ISO 8601 in UTC, and their columns are \
      \(HistoryExport.columns.joined(separator: ", ")).
      """)

  @Option(help: ArgumentHelp("The first day to list.", valueName: "day"))
  var since: String?

  @Option(help: ArgumentHelp("The last day to list.", valueName: "day"))
  var until: String?

  @Flag(help: "Print CSV (with a header row), for spreadsheets.")
  var csv = false

  @Flag(help: "Print a JSON array.")
  var json = false

  func validate() throws {
    if csv && json { throw ValidationError("Give either --csv or --json, not both.") }
    let range = try days(now: Date())
    if let start = range.start, let end = range.end, end <= start {
      throw ValidationError("--until (\(until ?? "")) is before --since (\(since ?? "")).")
    }
  }

  /// The start of `--since`'s day and the end of `--until`'s.
  private func days(now: Date) throws -> (start: Date?, end: Date?) {
    let calendar = Calendar.current
    func day(_ text: String?, _ flag: String) throws -> Date? {
      guard let text else { return nil }
      guard let date = HistoryExport.day(text, calendar: calendar, now: now) else {
        throw ValidationError(
          "\(flag) must be a day as YYYY-MM-DD, today or yesterday (got \"\(text)\").")
      }
      return date
    }
    let start = try day(since, "--since")
    let end = try day(until, "--until").flatMap {
      calendar.dateInterval(of: .day, for: $0)?.end
    }
    return (start, end)
  }

  func run() throws {
    do {
      let range = try days(now: Date())
      let file = XDGDirectories().data.appending(path: "pomodoro/history.sqlite")
      let sessions =
        try HistoryDatabase.openForReading(fileURL: file)?.sessions(
          from: range.start ?? .distantPast, to: range.end ?? .distantFuture) ?? []
      let export = HistoryExport(sessions: sessions, calendar: .current)
      print(csv ? export.csv() : json ? try export.json() : export.text(), terminator: "")
    } catch let error as PomodoroStorageError {
      FileHandle.standardError.write(Data("pomodoro: \(error)\n".utf8))
      throw ExitCode.failure
    }
  }
}
