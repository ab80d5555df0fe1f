import Foundation
import LiveSupport
import PomodoroCore

/// Loads and saves which first-run guides were shown, as JSON in the XDG config directory.
///
/// The file is `$XDG_CONFIG_HOME/pomodoro/guides.json`, with the same safety rules as
/// `SettingsStore`: missing means nothing shown yet, and an unreadable file is only replaced by
/// `reset(to:)`.
///
/// ```swift
/// let guides = GuideDefaultsStore(directories: XDGDirectories())
/// var flags = try guides.load()
/// flags.startGuide = true
/// try guides.save(flags)
/// ```
package struct GuideDefaultsStore: Sendable {
  /// The newest format of `guides.json` this build reads and writes.
  package static let currentVersion = 1

  /// Where the flags live.
  package let fileURL: URL
  private var file: VersionedJSONFile {
    VersionedJSONFile(url: fileURL, supportedVersion: Self.currentVersion)
  }

  /// Creates a store for the guide flags file at `fileURL`.
  ///
  /// ```swift
  /// let guides = GuideDefaultsStore(fileURL: URL(filePath: "/tmp/guides.json"))
  /// ```
  package init(fileURL: URL) {
    self.fileURL = fileURL
  }

  /// Creates a store for `guides.json` in the `pomodoro` folder of the XDG config directory.
  ///
  /// ```swift
  /// let guides = GuideDefaultsStore(directories: XDGDirectories(environment: env))
  /// ```
  package init(directories: XDGDirectories) {
    self.init(fileURL: directories.config.appending(path: "pomodoro/guides.json"))
  }

  /// Reads the flags, or returns all-unseen flags when the file does not exist yet.
  ///
  /// ```swift
  /// if try !guides.load().onBoarding { /* show onboarding */ }
  /// ```
  /// - Throws: `PomodoroStorageError` naming the file when it is unreadable, damaged or newer.
  package func load() throws -> GuideFlags {
    switch try file.load(GuideFlagsFile.self) {
    case .missing: GuideFlags()
    case .value(let contents): contents.flags
    }
  }

  /// Saves the flags atomically.
  ///
  /// ```swift
  /// try guides.save(GuideFlags(onBoarding: true))
  /// ```
  /// - Throws: `PomodoroStorageError` when the file on disk cannot be read back (it is then left
  ///   untouched; see `reset(to:)`).
  package func save(_ flags: GuideFlags) throws {
    try file.save(GuideFlagsFile(flags))
  }

  /// Replaces the flags file even when it is damaged or newer, moving such a file aside.
  ///
  /// ```swift
  /// try guides.reset()  // every guide shows again
  /// ```
  /// - Returns: The backup of the unreadable file, or `nil` when none was needed.
  @discardableResult
  package func reset(to flags: GuideFlags = GuideFlags()) throws -> URL? {
    try file.reset(to: GuideFlagsFile(flags))
  }
}

/// The on-disk shape of `guides.json`: the flags plus the format version, which `GuideFlags`
/// itself has no use for.
private struct GuideFlagsFile: Codable {
  var version: Int
  var onBoarding: Bool
  var startGuide: Bool
  var standByGuide: Bool

  init(_ flags: GuideFlags) {
    version = GuideDefaultsStore.currentVersion
    onBoarding = flags.onBoarding
    startGuide = flags.startGuide
    standByGuide = flags.standByGuide
  }

  var flags: GuideFlags {
    GuideFlags(onBoarding: onBoarding, startGuide: startGuide, standByGuide: standByGuide)
  }

  private enum CodingKeys: String, CodingKey {
    case version, onBoarding, startGuide, standByGuide
  }

  // Missing keys read as "not shown", so a partial or hand-written file still loads.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try container.decodeIfPresent(Int.self, forKey: .version) ?? 1
    onBoarding = try container.decodeIfPresent(Bool.self, forKey: .onBoarding) ?? false
    startGuide = try container.decodeIfPresent(Bool.self, forKey: .startGuide) ?? false
    standByGuide = try container.decodeIfPresent(Bool.self, forKey: .standByGuide) ?? false
  }
}
