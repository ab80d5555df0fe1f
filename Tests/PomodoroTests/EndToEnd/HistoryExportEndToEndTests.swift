import Foundation
import PomodoroCore
import PomodoroLive
import Testing

/// `pomodoro history`: CSV that a CSV reader (Python's csv module) reads back into the
/// sessions `stats --json` lists, JSON, and the day range.
@Suite(
  .enabled(
    if: (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/python3")
    },
    "python3 is not installed: the CSV test reads the export with its csv module"))
struct HistoryExportEndToEndTests {
  /// Sessions of yesterday and today (so that `stats --json`, which lists the days of its
  /// chart, has them all), with tasks that need quoting.
  static func fill(_ app: PomodoroProcess) throws -> [SessionRecord] {
    let calendar = Calendar.current
    let today = calendar.startOfDay(for: Date())
    let yesterday = calendar.date(byAdding: .hour, value: -14, to: today)!
    func session(
      _ kind: SessionRecord.Kind, _ outcome: SessionRecord.Outcome, at start: Date,
      actual: Int, task: String?
    ) -> SessionRecord {
      SessionRecord(
        kind: kind, outcome: outcome, startDate: start,
        endDate: outcome == .running ? nil : start.addingTimeInterval(Double(actual)),
        plannedSeconds: kind == .focus ? 1500 : 300, actualSeconds: actual, task: task)
    }
    let sessions = [
      session(.focus, .finished, at: yesterday, actual: 1500, task: "Write, \"edit\""),
      session(
        .shortBreak, .skipped, at: yesterday.addingTimeInterval(1500), actual: 120,
        task: nil),
      session(
        .focus, .abandoned, at: today.addingTimeInterval(60), actual: 600,
        task: "two\nlines"),
      session(.focus, .running, at: today.addingTimeInterval(3600), actual: 30, task: "Email"),
    ]
    let history = try HistoryDatabase(fileURL: app.historyFile)
    for session in sessions { try history.insert(session) }
    return sessions
  }

  @Test func csvReadsBackIntoTheSessionsStatsListsAndTheDaysFilter() throws {
    try withTemporaryDirectory { root in
      let app = try PomodoroProcess(root: root)
      let sessions = try Self.fill(app)

      let export = try app.run(["history", "--csv"])
      #expect(export.status == 0)
      let csvFile = root.appending(path: "history.csv")
      try export.standardOutput.write(to: csvFile, atomically: true, encoding: .utf8)
      let python = Process()
      python.executableURL = URL(filePath: "/usr/bin/env")
      python.arguments = [
        "python3", "-c",
        "import csv, json, sys; print(json.dumps(list(csv.DictReader(open(sys.argv[1], "
          + "newline='')))))",
        csvFile.path,
      ]
      let pipe = Pipe()
      python.standardOutput = pipe
      try python.run()
      let parsed = pipe.fileHandleForReading.readDataToEndOfFile()
      python.waitUntilExit()
      #expect(python.terminationStatus == 0)
      let rows = try #require(try JSONSerialization.jsonObject(with: parsed) as? [[String: String]])

      let stats = try app.run(["stats", "--json"])
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(stats.standardOutput.utf8)) as? [String: Any])
      let listed = try #require(object["sessions"] as? [[String: Any]])

      #expect(rows.count == sessions.count)
      #expect(listed.count == sessions.count)
      for (row, json) in zip(rows, listed) {
        for key in HistoryExport.columns {
          let value = json[key]
          // CSV has no null: a missing end or task is an empty field.
          let expected = value is NSNull ? "" : (value as? Int).map(String.init) ?? value as? String
          #expect(row[key] == expected, "\(key)")
        }
      }
      #expect(rows.map { $0["task"] } == ["Write, \"edit\"", "", "two\nlines", "Email"])
      #expect(rows.map { $0["id"] } == sessions.map(\.id.uuidString))

      let yesterday = try app.run([
        "history", "--json", "--since", "yesterday", "--until",
        "yesterday",
      ])
      let days = try #require(
        try JSONSerialization.jsonObject(with: Data(yesterday.standardOutput.utf8))
          as? [[String: Any]])
      #expect(days.map { $0["id"] as? String } == sessions.prefix(2).map(\.id.uuidString))

      let table = try app.run(["history", "--since", "today"])
      #expect(table.standardOutput.hasPrefix("start "))
      #expect(table.standardOutput.contains("abandoned"))
      #expect(!table.standardOutput.contains("shortBreak"))
    }
  }

  @Test func badDaysAndFlagsAreRefused() throws {
    try withTemporaryDirectory { root in
      let app = try PomodoroProcess(root: root)
      let empty = try app.run(["history"])
      #expect(empty.standardOutput == "No sessions.\n")
      #expect(!FileManager.default.fileExists(atPath: app.historyFile.path))

      let february = try app.run(["history", "--since", "2026-02-30"])
      #expect(february.status == 64)
      #expect(february.standardError.contains("--since must be a day as YYYY-MM-DD"))
      let both = try app.run(["history", "--csv", "--json"])
      #expect(both.status == 64)
      let backwards = try app.run(["history", "--since", "today", "--until", "yesterday"])
      #expect(backwards.standardError.contains("is before --since"))
    }
  }
}
