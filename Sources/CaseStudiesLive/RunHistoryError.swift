import Foundation

/// Why the run history could not be opened, read or written; each case names the file.
///
/// ```swift
/// catch let error as RunHistoryError { print(error) }
/// // "/home/me/.local/share/case-studies/runs.sqlite is not a run history database …"
/// ```
package enum RunHistoryError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file exists but is not an SQLite database; it was left as it is.
  case notADatabase(path: String)
  /// The file was written by a newer version of the app; it was left as it is.
  case newerFormat(path: String)
  /// The file or its directory could not be opened or created.
  case cannotOpen(path: String, reason: String)
  /// A read or write failed after opening.
  case databaseError(path: String, reason: String)

  package var description: String {
    switch self {
    case .notADatabase(let path):
      return "\(path) is not a run history database (it is not SQLite); "
        + "it was left untouched: move it away to start a new history"
    case .newerFormat(let path):
      return "\(path) was written by a newer version of case-studies; "
        + "it was left untouched: update the app to read it"
    case .cannotOpen(let path, let reason):
      return "cannot open the run history \(path): \(reason)"
    case .databaseError(let path, let reason):
      return "run history \(path): \(reason)"
    }
  }
}
