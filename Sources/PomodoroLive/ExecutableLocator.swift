import Foundation

/// Finds programs on the `PATH`, the way a shell does, so the app can use optional tools.
///
/// ```swift
/// let locator = ExecutableLocator()
/// if let player = locator.firstExecutable(named: ["pw-play", "paplay", "aplay"]) {
///   print("Playing sounds with \(player.path)")
/// }
/// ```
package struct ExecutableLocator: Sendable, Equatable {
  /// The directories searched, in order.
  package var searchPath: [URL]

  /// Creates a locator that searches the given directories.
  ///
  /// ```swift
  /// let locator = ExecutableLocator(searchPath: [URL(filePath: "/usr/bin")])
  /// ```
  package init(searchPath: [URL]) {
    self.searchPath = searchPath
  }

  /// Creates a locator for the `PATH` of an environment (the process's by default).
  ///
  /// Empty and relative entries are skipped: they would make the result depend on the current
  /// directory. Without a `PATH`, the usual system directories are searched.
  ///
  /// ```swift
  /// let locator = ExecutableLocator(environment: ["PATH": "/usr/local/bin:/usr/bin"])
  /// ```
  package init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    self.init(
      searchPath: path.split(separator: ":")
        .filter { $0.hasPrefix("/") }
        .map { URL(filePath: String($0), directoryHint: .isDirectory) }
    )
  }

  /// The first executable file called `name` in the search path, or `nil`.
  ///
  /// A name containing a slash is taken as a path and checked as it is.
  ///
  /// ```swift
  /// ExecutableLocator().executable(named: "sh")  // /usr/bin/sh
  /// ```
  package func executable(named name: String) -> URL? {
    guard !name.isEmpty else { return nil }
    if name.contains("/") {
      let url = URL(filePath: name)
      return Self.isExecutableFile(url) ? url : nil
    }
    for directory in searchPath {
      let candidate = directory.appending(path: name, directoryHint: .notDirectory)
      if Self.isExecutableFile(candidate) { return candidate }
    }
    return nil
  }

  /// The first of `names` found on the search path, or `nil`; earlier names win.
  ///
  /// ```swift
  /// ExecutableLocator().firstExecutable(named: ["pw-play", "paplay", "aplay"])
  /// ```
  package func firstExecutable(named names: [String]) -> URL? {
    for name in names {
      if let url = executable(named: name) { return url }
    }
    return nil
  }

  private static func isExecutableFile(_ url: URL) -> Bool {
    let path = url.path(percentEncoded: false)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      !isDirectory.boolValue
    else { return false }
    return FileManager.default.isExecutableFile(atPath: path)
  }
}
