import Foundation

/// The XDG base directories, read from an environment so tests can point them anywhere.
///
/// ```swift
/// let dirs = XDGDirectories(environment: ProcessInfo.processInfo.environment)
/// let settings = dirs.config.appending(path: "pomodoro/settings.json")
/// ```
package struct XDGDirectories: Sendable, Equatable {
  package var home: URL
  package var config: URL
  package var data: URL
  package var state: URL
  package var pictures: URL

  package init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    let home = URL(
      filePath: environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory(),
      directoryHint: .isDirectory
    )
    self.home = home
    // The spec says relative paths in these variables are invalid and must be ignored.
    func directory(_ name: String, default relative: String) -> URL {
      if let value = environment[name], value.hasPrefix("/") {
        return URL(filePath: value, directoryHint: .isDirectory)
      }
      return home.appending(path: relative, directoryHint: .isDirectory)
    }
    self.config = directory("XDG_CONFIG_HOME", default: ".config")
    self.data = directory("XDG_DATA_HOME", default: ".local/share")
    self.state = directory("XDG_STATE_HOME", default: ".local/state")
    self.pictures =
      environment["XDG_PICTURES_DIR"].flatMap { $0.hasPrefix("/") ? URL(filePath: $0) : nil }
      ?? Self.userDirectory("XDG_PICTURES_DIR", config: config, home: home)
      ?? home.appending(path: "Pictures", directoryHint: .isDirectory)
  }

  /// Reads one entry of `user-dirs.dirs` (written by xdg-user-dirs), e.g.
  /// `XDG_PICTURES_DIR="$HOME/Pictures"`.
  static func userDirectory(_ name: String, config: URL, home: URL) -> URL? {
    let file = config.appending(path: "user-dirs.dirs")
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix(name + "=") {
      var value = line.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces)
      if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
        value = String(value.dropFirst().dropLast())
      }
      value = value.replacingOccurrences(of: "$HOME", with: home.path(percentEncoded: false))
      guard value.hasPrefix("/") else { return nil }
      return URL(filePath: value, directoryHint: .isDirectory)
    }
    return nil
  }
}
