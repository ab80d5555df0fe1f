import Foundation
import PomodoroCore

/// A session as `stats --json` and `history --json` write it; the keys are a public contract
/// for scripts. Dates are ISO 8601 in UTC.
struct SessionJSON: Encodable {
  var id: String
  var kind: String
  var outcome: String
  var start: String
  var end: String?
  var plannedSeconds: Int
  var actualSeconds: Int
  var task: String?

  init(_ session: SessionRecord, timestamp: ISO8601DateFormatter) {
    id = session.id.uuidString
    kind = session.kind.rawValue
    outcome = session.outcome.rawValue
    start = timestamp.string(from: session.startDate)
    end = session.endDate.map(timestamp.string(from:))
    plannedSeconds = session.plannedSeconds
    actualSeconds = session.actualSeconds
    task = session.task
  }

  /// The formatter for `start` and `end`.
  static func timestampFormatter() -> ISO8601DateFormatter {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter
  }

  private enum CodingKeys: String, CodingKey {
    case id, kind, outcome, start, end, plannedSeconds, actualSeconds, task
  }

  // Missing values are written as null rather than left out, so every session has the same
  // keys.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(kind, forKey: .kind)
    try container.encode(outcome, forKey: .outcome)
    try container.encode(start, forKey: .start)
    try container.encode(end, forKey: .end)
    try container.encode(plannedSeconds, forKey: .plannedSeconds)
    try container.encode(actualSeconds, forKey: .actualSeconds)
    try container.encode(task, forKey: .task)
  }
}
