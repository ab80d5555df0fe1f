import Foundation
import LiveSupport

/// Where the screenshot case study looks for new screenshots.
///
/// ```swift
/// let folder = ScreenshotFolder.resolve(override: options.screenshots)
/// // ~/Pictures/Screenshots unless XDG_PICTURES_DIR or the override says otherwise
/// ```
package enum ScreenshotFolder {
  /// The override when given (with `~` expanded), else `Screenshots` in the XDG pictures folder.
  ///
  /// ```swift
  /// ScreenshotFolder.resolve(environment: ["XDG_PICTURES_DIR": "/data/pics"], override: nil)
  /// // /data/pics/Screenshots
  /// ```
  package static func resolve(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    override: String? = nil
  ) -> URL {
    let directories = XDGDirectories(environment: environment)
    if let override, !override.isEmpty {
      if override == "~" { return directories.home }
      if override.hasPrefix("~/") {
        return directories.home.appending(
          path: String(override.dropFirst(2)), directoryHint: .isDirectory)
      }
      // Relative paths are taken from the working directory, like any command-line path.
      return URL(filePath: override, directoryHint: .isDirectory).standardizedFileURL
    }
    return directories.pictures.appending(path: "Screenshots", directoryHint: .isDirectory)
  }
}
