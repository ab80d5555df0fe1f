import Foundation

#if !canImport(Darwin)
  extension URL {
    /// The user's documents directory, as on Apple platforms: on Linux, `XDG_DOCUMENTS_DIR`
    /// from `$XDG_CONFIG_HOME/user-dirs.dirs` (written by xdg-user-dirs), or else
    /// `$HOME/Documents`.
    ///
    /// ```swift
    /// .fileStorage(.documentsDirectory.appending(component: "sync-ups.json"))
    /// ```
    public static var documentsDirectory: URL {
      XDGUserDirectory.documents(environment: ProcessInfo.processInfo.environment)
    }
  }

  enum XDGUserDirectory {
    static func documents(environment: [String: String]) -> URL {
      let home = URL(
        fileURLWithPath: environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
          ?? NSHomeDirectory(),
        isDirectory: true)
      let config =
        environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        .map { URL(fileURLWithPath: $0, isDirectory: true) }
        ?? home.appendingPathComponent(".config", isDirectory: true)
      if let text = try? String(
        contentsOf: config.appendingPathComponent("user-dirs.dirs"), encoding: .utf8)
      {
        for line in text.split(separator: "\n") where line.hasPrefix("XDG_DOCUMENTS_DIR=") {
          var value = String(line.dropFirst("XDG_DOCUMENTS_DIR=".count))
          if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
            value = String(value.dropFirst().dropLast())
          }
          value = value.replacingOccurrences(of: "$HOME", with: home.path)
          // xdg-user-dirs sets an unused directory to $HOME itself.
          if value.hasPrefix("/"), value != home.path {
            return URL(fileURLWithPath: value, isDirectory: true)
          }
        }
      }
      return home.appendingPathComponent("Documents", isDirectory: true)
    }
  }
#endif
