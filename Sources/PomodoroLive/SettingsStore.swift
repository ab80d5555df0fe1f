import Foundation
import LiveSupport
import PomodoroCore

/// Loads and saves the user's `PomodoroSettings` as JSON in the XDG config directory.
///
/// The file is `$XDG_CONFIG_HOME/pomodoro/settings.json`. A missing file means the defaults. A
/// damaged file, or one from a newer version of the app, makes `load` throw and is never
/// overwritten by `save`; only `reset(to:)` replaces it, after moving it aside.
///
/// ```swift
/// let store = SettingsStore(directories: XDGDirectories())
/// var settings = try store.load()
/// settings.dailyGoal = 10
/// try store.save(settings)
/// ```
package struct SettingsStore: Sendable {
  /// Where the settings live.
  package let fileURL: URL
  private var file: VersionedJSONFile {
    VersionedJSONFile(url: fileURL, supportedVersion: PomodoroSettings.currentVersion)
  }

  /// Creates a store for the settings file at `fileURL`.
  ///
  /// ```swift
  /// let store = SettingsStore(fileURL: URL(filePath: "/tmp/settings.json"))
  /// ```
  package init(fileURL: URL) {
    self.fileURL = fileURL
  }

  /// Creates a store for `settings.json` in the `pomodoro` folder of the XDG config directory.
  ///
  /// ```swift
  /// let store = SettingsStore(directories: XDGDirectories(environment: env))
  /// ```
  package init(directories: XDGDirectories) {
    self.init(fileURL: directories.config.appending(path: "pomodoro/settings.json"))
  }

  /// Reads the settings, or returns the defaults when the file does not exist yet.
  ///
  /// ```swift
  /// let settings = try store.load()
  /// ```
  /// - Throws: `PomodoroStorageError` naming the file when it is unreadable, damaged, holds
  ///   invalid values or has a newer format version.
  package func load() throws -> PomodoroSettings {
    switch try file.load(PomodoroSettings.self) {
    case .missing: PomodoroSettings()
    case .value(let settings): settings
    }
  }

  /// Saves the settings atomically, in the current format version.
  ///
  /// ```swift
  /// try store.save(PomodoroSettings(focusSeconds: 50 * 60))
  /// ```
  /// - Throws: `PomodoroStorageError` when the settings are invalid, or when the file on disk
  ///   cannot be read back (it is then left untouched; see `reset(to:)`).
  package func save(_ settings: PomodoroSettings) throws {
    try file.save(validated(settings))
  }

  /// Replaces the settings file even when it is damaged or newer, moving such a file aside.
  ///
  /// ```swift
  /// if let backup = try store.reset() { print("Old settings kept at \(backup.path)") }
  /// ```
  /// - Returns: The backup of the unreadable file, or `nil` when none was needed.
  @discardableResult
  package func reset(to settings: PomodoroSettings = PomodoroSettings()) throws -> URL? {
    try file.reset(to: validated(settings))
  }

  private func validated(_ settings: PomodoroSettings) throws -> PomodoroSettings {
    var settings = settings
    settings.version = PomodoroSettings.currentVersion
    if let problem = settings.problems.first {
      throw PomodoroStorageError.invalidValue(file: fileURL, reason: problem)
    }
    return settings
  }
}
