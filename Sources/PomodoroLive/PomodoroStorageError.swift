import Foundation
import LiveSupport
import PomodoroCore

/// Why the Pomodoro app's saved data could not be read or written.
///
/// Every file error names the file, says what is wrong and promises it was left unchanged, so
/// the message can be shown to the user as it is.
///
/// ```swift
/// do { settings = try store.load() } catch let error as PomodoroStorageError {
///   print(error)  // "…/settings.json is not valid JSON … It was left unchanged; …"
/// }
/// ```
package enum PomodoroStorageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file exists but could not be read (permissions, an I/O error, a directory).
  case unreadable(file: URL, reason: String)
  /// The file could not be written (a full disk, a read-only folder); it holds what it held.
  case unwritable(file: URL, reason: String)
  /// The file's contents are not what the app writes (bad JSON, wrong types, not a database).
  case corrupt(file: URL, reason: String)
  /// A JSON file was written by a newer app whose format this build does not know.
  case newerVersion(file: URL, found: Int, supported: Int)
  /// A database was migrated by a newer app; `unknownMigrations` are the migrations it applied
  /// that this build does not know.
  case newerSchema(file: URL, unknownMigrations: [String])
  /// A value was refused before saving because the file would not load again.
  case invalidValue(file: URL, reason: String)
  /// No session in the history has this identifier.
  case sessionNotFound(id: UUID)
  /// The session cannot be ended because it has already ended.
  case sessionNotRunning(id: UUID, outcome: SessionRecord.Outcome)
  /// A running session cannot be stored while another one is running.
  case anotherSessionRunning(id: UUID)
  /// Another running copy of the app runs the timer on this history.
  case timerInUse(file: URL, pid: Int32, host: String)
  /// The open file was moved or deleted (a `mv`, a reset by hand): writes wait until it is back.
  case moved(file: URL)

  /// The file the error is about, if any.
  package var file: URL? {
    switch self {
    case .unreadable(let file, _), .unwritable(let file, _), .corrupt(let file, _),
      .newerVersion(let file, _, _), .newerSchema(let file, _), .invalidValue(let file, _),
      .timerInUse(let file, _, _), .moved(let file):
      return file
    case .sessionNotFound, .sessionNotRunning, .anotherSessionRunning:
      return nil
    }
  }

  /// The message for the user: the file, the problem, and that the file was left as it was.
  package var description: String {
    let kept = "It was left unchanged"
    switch self {
    case .unreadable(let file, let reason):
      return "Cannot read \(file.path): \(reason). \(kept)."
    case .unwritable(let file, let reason):
      return "Cannot write \(file.path): \(reason). It holds what it held before."
    case .corrupt(let file, let reason):
      return "\(file.path) is damaged: \(reason). \(kept); fix or move it away, or reset it."
    case .newerVersion(let file, let found, let supported):
      return """
        \(file.path) uses format version \(found), but this version of pomodoro reads only up \
        to version \(supported). \(kept); upgrade pomodoro, or reset it to discard it.
        """
    case .newerSchema(let file, let unknown):
      return """
        \(file.path) was upgraded by a newer version of pomodoro (unknown migrations: \
        \(unknown.joined(separator: ", "))). \(kept); upgrade pomodoro to open it.
        """
    case .invalidValue(let file, let reason):
      return "Not saving \(file.path): \(reason). The file was left unchanged."
    case .sessionNotFound(let id):
      return "No session with id \(id.uuidString) in the history."
    case .sessionNotRunning(let id, let outcome):
      return "Session \(id.uuidString) has already ended (\(outcome.rawValue))."
    case .anotherSessionRunning(let id):
      return "Session \(id.uuidString) is still running; end it before starting another."
    case .timerInUse(let file, let pid, let host):
      let place = host == ProcessIdentity.hostName ? "" : " on \(host)"
      return """
        Another pomodoro (process \(pid)\(place)) is running the timer with \(file.path). \
        Only one timer runs per history: use that one, or quit it first. \
        `pomodoro stats` shows the history meanwhile.
        """
    case .moved(let file):
      return """
        Cannot write \(file.path): it was moved or deleted while pomodoro had it open. \
        Put it back there to save the sessions kept in memory.
        """
    }
  }
}

extension PomodoroStorageError: LocalizedError {
  /// The same message as `description`, for code that reads `localizedDescription`.
  package var errorDescription: String? { description }
}
