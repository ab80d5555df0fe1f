import Foundation

/// Writes files so that a crash or a full disk never leaves a half-written file behind.
///
/// ```swift
/// try AtomicFile.write(data, to: settingsURL)
/// ```
package enum AtomicFile {
  /// Writes `data` to a temporary file beside `url`, then renames it over `url`.
  ///
  /// The rename is atomic on POSIX file systems, so readers see the old or the new file, never
  /// a mix. Missing parent directories are created.
  package static func write(_ data: Data, to url: URL) throws {
    let directory = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
  }
}
