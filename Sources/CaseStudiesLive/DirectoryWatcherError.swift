import Foundation

/// Why a directory could not be watched; each case names the directory.
///
/// ```swift
/// catch let error as DirectoryWatcherError { print(error) }
/// // "cannot watch /home/me/Pictures/Screenshots: Permission denied"
/// ```
package enum DirectoryWatcherError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The directory was missing and could not be created.
  case cannotCreate(path: String, reason: String)
  /// The path exists but is a file.
  case notADirectory(path: String)
  /// inotify refused the watch (permissions, or the per-user watch limit).
  case cannotWatch(path: String, reason: String)

  package var description: String {
    switch self {
    case .cannotCreate(let path, let reason):
      return "cannot create the directory \(path): \(reason)"
    case .notADirectory(let path):
      return "cannot watch \(path): it is a file, not a directory"
    case .cannotWatch(let path, let reason):
      return "cannot watch \(path): \(reason)"
    }
  }
}
